/**
 * schema.org nodes the page resolvers (server/areas/*\/pages.ts) give their pages' JSON-LD
 * (server/spa.ts): the parts several pages share. Money is in euros as a number, as schema.org
 * reads a price; the site keeps cents (domain/money.ts).
 */
import type { Locale } from '../domain/index.ts';
import { CURRENCY } from '../domain/money.ts';
import { oneLine } from '../domain/text.ts';
import type { Localized } from './db/schema/index.ts';
import { pick } from './localize.ts';
import type { PageMetadata } from './spa.ts';

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

/** An Offer's terms for a home let by the month: its rent, as a month's price (UN/CEFACT MON), leased out. */
export function monthlyRent(cents: number): Record<string, unknown> {
  return {
    ...price(cents),
    priceSpecification: { '@type': 'UnitPriceSpecification', ...price(cents), unitCode: 'MON' },
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
  };
}

/**
 * The page of an organization (an agency, a vendor): its name, the first line of its description
 * (else its name), its logo as the shared picture, and its JSON-LD node of `type`.
 */
export function organizationPage(
  type: 'RealEstateAgent' | 'Organization',
  organization: { name: Localized; description: Localized | null; logo: string | null; city: { name: Localized } | null },
  context: { locale: Locale; url: string; absolute: (url: string) => string },
): PageMetadata {
  const { locale, url, absolute } = context;
  const name = pick(organization.name, locale);
  const description = organization.description ? oneLine(pick(organization.description, locale)) : name;
  const { logo, city } = organization;
  return {
    title: name,
    description,
    image: logo ? { url: logo, width: null, height: null } : null,
    structuredData: [
      node(type, {
        name,
        url,
        description,
        ...(logo ? { logo: absolute(logo), image: absolute(logo) } : {}),
        ...(city ? { address: { '@type': 'PostalAddress', addressLocality: pick(city.name, locale), addressCountry: 'BG' } } : {}),
      }),
    ],
  };
}
