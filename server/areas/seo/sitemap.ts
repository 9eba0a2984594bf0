/**
 * What the sitemap lists (docs/decisions/0027-sitemap.md): the kinds of public record, each with
 * the page that shows one, the condition that makes a record public (the same as its page's) and
 * the date it last changed; and the static pages, from the route table.
 *
 * A kind's sitemap files are ranges of its ids: file k holds the public records whose id is in
 * ((k - 1) × size, k × size], read by one range scan of the primary key, so a file never holds
 * more than `size` records and a record stays in the same file. A file with no public record is
 * not listed (and answers 404).
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ROUTES } from '../../../domain/routes.ts';
import type { RouteName } from '../../../domain/routes.ts';
import type { PageAddresses } from '../../pageAddress.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { live } from '../../db/products.ts';
import {
  agencies,
  newsCategories,
  newsPostCategories,
  newsPosts,
  productCategories,
  products,
  properties,
  tenantOffers,
  users,
  vendors,
} from '../../db/schema/index.ts';

/**
 * Records a sitemap file holds at most: each is listed in both languages, and a file holds at
 * most 50,000 addresses (sitemaps.org).
 */
export const SITEMAP_PAGE_SIZE = 25_000;

/** A kind of public record: its table, the page that shows one, which are public and when one last changed. */
interface RecordKind {
  route: RouteName;
  table: PgTable;
  id: PgColumn;
  /** The condition the record's page answers it on (never a deleted, hidden or unpublished one). */
  public: SQL;
  /** When the record last changed, or null when nothing tells. */
  lastmod: SQL | null;
}

const publishedPost = sql`${newsPosts.publishedAt} <= now()`;

export const RECORD_KINDS = {
  products: { route: 'SingleProductPage', table: products, id: products.id, public: live!, lastmod: sql`${products.updatedAt}` },
  properties: {
    route: 'SinglePropertyPage',
    table: properties,
    id: properties.id,
    public: sql`${properties.status} = 'active' and ${properties.deletedAt} is null`,
    lastmod: sql`${properties.updatedAt}`,
  },
  roommates: {
    route: 'SingleRoommateOffer',
    table: tenantOffers,
    id: tenantOffers.id,
    public: sql`${tenantOffers.deletedAt} is null`,
    lastmod: sql`${tenantOffers.updatedAt}`,
  },
  posts: { route: 'BlogSinglePost', table: newsPosts, id: newsPosts.id, public: publishedPost, lastmod: sql`${newsPosts.publishedAt}` },
  // A category page changes when a post is published in it.
  'blog-categories': {
    route: 'BlogCategory',
    table: newsCategories,
    id: newsCategories.id,
    public: sql`true`,
    lastmod: sql`(select max(${newsPosts.publishedAt}) from ${newsPostCategories} join ${newsPosts} on ${newsPosts.id} = ${newsPostCategories.postId}
                  where ${newsPostCategories.categoryId} = ${newsCategories.id} and ${publishedPost})`,
  },
  'product-categories': { route: 'MarketplaceCategoryPage', table: productCategories, id: productCategories.id, public: sql`true`, lastmod: null },
  agencies: { route: 'Agency', table: agencies, id: agencies.id, public: sql`true`, lastmod: sql`${agencies.updatedAt}` },
  vendors: { route: 'SingleVendor', table: vendors, id: vendors.id, public: sql`true`, lastmod: sql`${vendors.updatedAt}` },
  // A user's page is the homes they let: one who lets none would be a page of a name only.
  users: {
    route: 'User',
    table: users,
    id: users.id,
    public: sql`${users.deletedAt} is null and exists (select 1 from ${properties} where ${properties.ownerUserId} = ${users.id}
                and ${properties.status} = 'active' and ${properties.deletedAt} is null)`,
    lastmod: sql`${users.updatedAt}`,
  },
} satisfies Record<string, RecordKind>;

export type RecordKindName = keyof typeof RECORD_KINDS;

/** The file of the static pages. */
export const PAGES_KIND = 'pages';

/**
 * Pages without a record: every route without a required parameter, less the signed-in areas
 * (profile, cart, favorites, payment), the links of an e-mail (confirmations, unsubscribing), a form (posting an
 * offer), the site search's results (a search engine's results of a search) and the placeholder.
 */
const NOT_LISTED: readonly RouteName[] = [
  'Cart',
  'FavoriteProducts',
  'PaymentStatus',
  'EmailConfirmation',
  'NewsletterConfirmation',
  'Unsubscribe',
  'AddRoommate',
  'SiteSearch',
  'ComingSoon',
  'MovePlan',
];

export const STATIC_PAGES: readonly RouteName[] = ROUTES.filter(
  (route) => !/\/:\w+(\/|$)/.test(route.bg) && !route.bg.startsWith('/profil') && !NOT_LISTED.includes(route.name),
).map((route) => route.name);

/** One address of the sitemap: a page by route name and parameters, and when it last changed. */
export interface SitemapEntry {
  route: RouteName;
  params: Record<string, number>;
  lastmod: string | null;
}

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** The public records of a kind in file `page`, by id (one range scan of the primary key). */
export async function recordEntries(db: Db, kindName: RecordKindName, page: number, size: number): Promise<SitemapEntry[]> {
  const kind: RecordKind = RECORD_KINDS[kindName];
  const lastmod = kind.lastmod ? sql`to_char(${kind.lastmod} at time zone 'UTC', ${sql.raw(ISO_INSTANT)})` : sql`null`;
  const result = await db.execute(sql`select ${kind.id} as id, ${lastmod} as lastmod from ${kind.table}
    where ${kind.id} > ${(page - 1) * size} and ${kind.id} <= ${page * size} and ${kind.public} order by ${kind.id}`);
  return rowsOf<{ id: number; lastmod: string | null }>(result).map((row) => ({ route: kind.route, params: { id: row.id }, lastmod: row.lastmod }));
}

/** The files of a kind that hold a public record: one probe of the primary key per range of ids. */
export async function recordPages(db: Db, kindName: RecordKindName, size: number): Promise<number[]> {
  const kind: RecordKind = RECORD_KINDS[kindName];
  const result = await db.execute(sql`select page::int as page
    from generate_series(1, ceil(coalesce((select max(${kind.id}) from ${kind.table}), 0)::numeric / ${size})::int) as page
    where exists (select 1 from ${kind.table} where ${kind.id} > (page - 1) * ${size} and ${kind.id} <= page * ${size} and ${kind.public})
    order by page`);
  return rowsOf<{ page: number }>(result).map((row) => row.page);
}

/** The static pages' entries (no record, so no date). */
export function staticEntries(): SitemapEntry[] {
  return STATIC_PAGES.map((route) => ({ route, params: {}, lastmod: null }));
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The <url> elements of an entry, at the addresses its page names as canonical (pageAddress.ts):
 * with an English host, its Bulgarian and its English address, each naming both as alternates
 * and the Bulgarian as x-default; without one (every address answers in Bulgarian), the
 * Bulgarian address alone.
 */
export function urlElements(entry: SitemapEntry, addresses: PageAddresses): string {
  const params = Object.fromEntries(Object.entries(entry.params).map(([key, value]) => [key, String(value)]));
  const bg = escapeXml(addresses.url('bg', entry.route, params));
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  if (!addresses.alternates) return `<url><loc>${bg}</loc>${lastmod}</url>\n`;
  const en = escapeXml(addresses.url('en', entry.route, params));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="bg" href="${bg}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${bg}"/>`;
  return [bg, en].map((loc) => `<url><loc>${loc}</loc>${lastmod}${alternates}</url>\n`).join('');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';
