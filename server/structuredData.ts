/**
 * schema.org nodes the page resolvers (server/areas/*\/pages.ts) give their pages' JSON-LD
 * (server/spa.ts): the parts several pages share. Money is in euros as a number, as schema.org
 * reads a price; the site keeps cents (domain/money.ts).
 */
import { CURRENCY } from '../domain/money.ts';

const CONTEXT = 'https://schema.org';

/** A node of the page's own: the top of a JSON-LD block. */
export function node(type: string, properties: Record<string, unknown>): Record<string, unknown> {
  return { '@context': CONTEXT, '@type': type, ...properties };
}

/** The trail of a page in its hierarchy, as its breadcrumbs show it; the last item is the page. */
export function breadcrumbList(trail: readonly { name: string; url: string }[]): Record<string, unknown> {
  return node('BreadcrumbList', {
    itemListElement: trail.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  });
}

/** A price in cents as schema.org reads it: euros as a number, and the currency. */
export function price(cents: number): { price: number; priceCurrency: string } {
  return { price: cents / 100, priceCurrency: CURRENCY };
}
