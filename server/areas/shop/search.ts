/**
 * The product search (docs/decisions/0010): one statement, which reads its candidates for the
 * page and, grouped, for the total, the price range and the facet counts. A category's search
 * reads the category's range of product_search_rows (attribute bits, never the products); any
 * other reads the live products. Every value reaches PostgreSQL as a parameter.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { charged, containing, live, productJson, productRowOf } from '../../db/products.ts';
import type { ProductJson, ProductRow } from '../../db/products.ts';
import { productCategories, productCategoryLinks, productImages, productSearchRows, products } from '../../db/schema/index.ts';
import type { Room } from '../../db/schema/index.ts';

/** The contract's orderings; ORDERINGS below must handle each. */
export type ProductOrder = components['schemas']['ProductOrder'];

export interface SearchCriteria {
  categoryId?: number | undefined;
  vendorId?: number | undefined;
  room?: Room | undefined;
  promo?: boolean | undefined;
  /** Only products with at least one picture. */
  pictured?: boolean | undefined;
  /** Each word must appear in the title or the description (either language), ignoring case. */
  words: string[];
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  /** Filter key → accepted values (at least one each): a product matches one value of every key. */
  filters: Record<string, string[]>;
}

interface SearchOptions {
  offset: number;
  limit: number;
  orderBy: ProductOrder;
  /** The language titles are sorted in. */
  locale: Locale;
  /** The filters whose facet counts are wanted, each with its declared values (none: no counts). */
  facets: { key: string; values: string[] }[];
}

interface SearchResult {
  /** The page, in order. */
  items: ProductRow[];
  total: number;
  priceRange: { min: number; max: number } | null;
  facets: { key: string; value: string; count: number }[];
}

/** The candidates of a statement: where they come from, and what it reads of each. */
interface Candidates {
  /** FROM and WHERE of the candidates. */
  source: SQL;
  id: SQL;
  charged: SQL;
  sortKey: SQL;
  /** The candidate's attribute bits (product_search_rows), or a constant where there are none. */
  bits: SQL;
}

/** A condition on attribute bits (a candidate's, or a group's). */
type OnBits = (bits: SQL) => SQL;

const searchableText = sql`concat_ws(' ', ${products.title}->>'bg', ${products.title}->>'en', ${products.description}->>'bg', ${products.description}->>'en')`;

/**
 * A product has one of `values` under `key`: one array parameter per key, so a long list costs
 * a comparison per value, not a clause per value (docs/decisions/0010).
 */
function hasAttribute(key: string, values: readonly string[]): SQL {
  return sql`coalesce((${products.attributes}->>${key}::text) = any(${sql.param([...new Set(values)])}::text[]), false)`;
}

/** The criteria other than the category, the attribute filters and the price, on `products`. */
function productCriteria(criteria: SearchCriteria): SQL[] {
  const where: SQL[] = [];
  if (criteria.room !== undefined) {
    where.push(
      sql`${products.id} in (select ${productCategoryLinks.productId} from ${productCategoryLinks} join ${productCategories} on ${productCategories.id} = ${productCategoryLinks.categoryId} where ${productCategories.room} = ${criteria.room})`,
    );
  }
  if (criteria.vendorId !== undefined) where.push(eq(products.vendorId, criteria.vendorId));
  if (criteria.promo) where.push(sql`${products.promoPrice} is not null`);
  if (criteria.pictured) where.push(sql`exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id})`);
  for (const word of criteria.words) where.push(sql`${searchableText} ilike ${containing(word)}`);
  return where;
}

/** Each ordering's sort key, on `products` and on a category's search rows: the same values. */
const ORDERINGS: Record<ProductOrder, { product: (locale: Locale) => SQL; row: (locale: Locale) => SQL; direction: SQL }> = {
  'price.ASC': { product: () => charged, row: () => sql`${productSearchRows.charged}`, direction: sql`asc` },
  'price.DESC': { product: () => charged, row: () => sql`${productSearchRows.charged}`, direction: sql`desc` },
  'createdAt.DESC': { product: () => sql`${products.createdAt}`, row: () => sql`${productSearchRows.createdAt}`, direction: sql`desc` },
  'title.ASC': {
    // Exactly the rows' title_bg and title_en (migration 0016).
    product: (locale) => sql`lower(coalesce(${products.title}->>${locale}, ${products.title}->>${locale === 'bg' ? 'en' : 'bg'}, ''))`,
    row: (locale) => sql`${locale === 'bg' ? productSearchRows.titleBg : productSearchRows.titleEn}`,
    direction: sql`asc`,
  },
};

/** `charged` within the criteria's price bounds. */
function withinPrice(criteria: SearchCriteria, price: SQL): SQL {
  const bounds = [
    criteria.priceFrom === undefined ? undefined : sql`${price} >= ${criteria.priceFrom}`,
    criteria.priceTo === undefined ? undefined : sql`${price} <= ${criteria.priceTo}`,
  ].filter((bound) => bound !== undefined);
  return bounds.length > 0 ? sql.join(bounds, sql` and `) : sql`true`;
}

export function searchQueries(db: Db) {
  /**
   * The page of the candidates that match (`matches` and `inPrice`), in order, as products; the
   * total of those, the price range of the matches whatever the bounds, and each of `counts` (a
   * number of candidates). One statement, which reads the candidates twice: for the page, and
   * grouped by their bits and whether they are within the bounds, which leaves a few groups to
   * count everything else from, however many the candidates.
   */
  async function read(candidates: Candidates, inPrice: SQL, matches: OnBits, counts: ((bits: SQL) => SQL)[], options: SearchOptions) {
    const direction = ORDERINGS[options.orderBy].direction;
    const bits = sql`groups.bits`;
    const count = (condition: SQL) => sql`coalesce(sum(groups.n) filter (where groups.in_price and ${condition}), 0)`;
    const result = await db.execute(sql`
      select
        (select coalesce(json_agg(${productJson} order by page.sort_key ${direction}, page.id ${direction}), '[]'::json)
           from (select ${candidates.id} as id, ${candidates.sortKey} as sort_key ${candidates.source} and ${matches(candidates.bits)} and ${inPrice}
                 order by 2 ${direction}, 1 ${direction} limit ${options.limit} offset ${options.offset}) as page
           join ${products} on ${products.id} = page.id) as items,
        (select json_build_array(${count(matches(bits))}, min(groups.low) filter (where ${matches(bits)}), max(groups.high) filter (where ${matches(bits)})
                                 ${sql.join(counts.map((condition) => sql`, ${count(condition(bits))}`))})
           from (select ${candidates.bits} as bits, (${inPrice}) as in_price, count(*) as n, min(${candidates.charged}) as low, max(${candidates.charged}) as high
                 ${candidates.source} group by 1, 2) as groups) as counts
    `);
    const [row] = rowsOf<{ items: ProductJson[]; counts: [number, number | null, number | null, ...number[]] }>(result);
    const [total, min, max, ...rest] = row!.counts;
    return { items: row!.items.map(productRowOf), total, priceRange: min === null || max === null ? null : { min, max }, counts: rest };
  }

  /**
   * A category's search (docs/decisions/0010): one index-only range of product_search_rows. A
   * selected filter is a mask of its values' bits; a facet value's count is of the candidates
   * matching every other selected filter and the price bounds (so it says what choosing it
   * would add or leave), and a filter key the category does not declare matches nothing.
   */
  async function categorySearch(categoryId: number, criteria: SearchCriteria, options: SearchOptions): Promise<SearchResult> {
    const bitRows = rowsOf<{ key: string; value: string; bit: string }>(
      await db.execute(sql`select key, value, bit::text as bit from category_filter_bits where category_id = ${categoryId}`),
    );
    const bitOf = new Map(bitRows.map((row) => [`${row.key}\u0000${row.value}`, BigInt(row.bit)]));
    const mask = (key: string, values: readonly string[]) => values.reduce((bits, value) => bits | (bitOf.get(`${key}\u0000${value}`) ?? 0n), 0n);
    const has = (values: bigint) => (bits: SQL) => sql`(${bits} & ${values.toString()}::bigint) <> 0`;
    const selected = Object.entries(criteria.filters).filter(([, values]) => values.length > 0);
    const matchingAllBut = (except: string | null) => (bits: SQL) => {
      const checks = selected.filter(([key]) => key !== except).map(([key, values]) => has(mask(key, values))(bits));
      return checks.length > 0 ? sql.join(checks, sql` and `) : sql`true`;
    };
    const others = productCriteria(criteria);
    const facetValues = options.facets.flatMap(({ key, values }) => values.map((value) => ({ key, value })));
    const result = await read(
      {
        source: sql`from ${productSearchRows} where ${productSearchRows.categoryId} = ${categoryId}
          ${others.length > 0 ? sql`and ${productSearchRows.productId} in (select ${products.id} from ${products} where ${and(...others)})` : sql``}`,
        id: sql`${productSearchRows.productId}`,
        charged: sql`${productSearchRows.charged}`,
        sortKey: ORDERINGS[options.orderBy].row(options.locale),
        bits: sql`${productSearchRows.attributeBits}`,
      },
      withinPrice(criteria, sql`${productSearchRows.charged}`),
      matchingAllBut(null),
      facetValues.map(({ key, value }) => (bits) => sql`${matchingAllBut(key)(bits)} and ${has(mask(key, [value]))(bits)}`),
      options,
    );
    return { ...result, facets: facetValues.map((facet, index) => ({ ...facet, count: result.counts[index]! })) };
  }

  return {
    /** One page of live products matching `criteria`, with the total, price range and (in a category) facet counts. */
    async search(criteria: SearchCriteria, options: SearchOptions): Promise<SearchResult> {
      if (criteria.categoryId !== undefined) return categorySearch(criteria.categoryId, criteria, options);
      const filters = Object.entries(criteria.filters).filter(([, values]) => values.length > 0);
      const where = [live!, ...productCriteria(criteria), ...filters.map(([key, values]) => hasAttribute(key, values))];
      const { items, total, priceRange } = await read(
        { source: sql`from ${products} where ${and(...where)}`, id: sql`${products.id}`, charged, sortKey: ORDERINGS[options.orderBy].product(options.locale), bits: sql`0` },
        withinPrice(criteria, charged),
        () => sql`true`,
        [],
        options,
      );
      return { items, total, priceRange, facets: [] };
    },
  };
}
