/**
 * The product search (docs/decisions/0010), run as one statement: a CTE holds the candidates
 * (every criterion except the attribute filters of a faceted search and the price bounds, which
 * are kept as columns), and the page, the total, the price range and the facet counts are read
 * from it. Every value reaches PostgreSQL as a parameter.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Locale } from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { charged, containing, live, productJson, productRowOf } from '../../db/products.ts';
import type { ProductJson, ProductRow } from '../../db/products.ts';
import { productCategories, productCategoryLinks, productImages, products } from '../../db/schema/index.ts';
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
  /** The filter keys whose facet counts are wanted (none: no facet counts). */
  facetKeys: string[];
}

interface SearchResult {
  /** The page, in order. */
  items: ProductRow[];
  total: number;
  priceRange: { min: number; max: number } | null;
  facets: { key: string; value: string; count: number }[];
}


const searchableText = sql`concat_ws(' ', ${products.title}->>'bg', ${products.title}->>'en', ${products.description}->>'bg', ${products.description}->>'en')`;

/**
 * A product has one of `values` under `key`: one array parameter per key, so a long list costs
 * a comparison per value, not a clause per value (docs/decisions/0010).
 */
function hasAttribute(key: string, values: readonly string[]): SQL {
  return sql`coalesce((${products.attributes}->>${key}::text) = any(${sql.param([...new Set(values)])}::text[]), false)`;
}

function criteriaOf(criteria: SearchCriteria): SQL[] {
  const where: SQL[] = [live!];
  if (criteria.categoryId !== undefined) {
    where.push(
      sql`${products.id} = any(array(select ${productCategoryLinks.productId} from ${productCategoryLinks} where ${productCategoryLinks.categoryId} = ${criteria.categoryId}))`,
    );
  }
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

const ORDERINGS: Record<ProductOrder, { key: (locale: Locale) => SQL; direction: SQL }> = {
  'price.ASC': { key: () => charged, direction: sql`asc` },
  'price.DESC': { key: () => charged, direction: sql`desc` },
  'createdAt.DESC': { key: () => sql`${products.createdAt}`, direction: sql`desc` },
  'title.ASC': {
    key: (locale) => sql`lower(coalesce(${products.title}->>${locale}, ${products.title}->>${locale === 'bg' ? 'en' : 'bg'}))`,
    direction: sql`asc`,
  },
};

export function searchQueries(db: Db) {
  return {
    /** One page of live products matching `criteria`, with the total, price range and facet counts. */
    async search(criteria: SearchCriteria, options: SearchOptions): Promise<SearchResult> {
      const where = criteriaOf(criteria);
      const selected = Object.entries(criteria.filters).filter(([, values]) => values.length > 0);
      const faceted = options.facetKeys.length > 0;
      // A faceted search keeps the products that miss one selected filter (they count for that
      // filter's facet); `misses` lists the selected filters a product does not match.
      let misses = sql`'{}'::text[]`;
      if (faceted && selected.length > 0) {
        const checks = selected.map(([key, values]) => sql`case when not ${hasAttribute(key, values)} then ${key}::text end`);
        misses = sql`array_remove(array[${sql.join(checks, sql`, `)}], null)`;
      } else {
        for (const [key, values] of selected) where.push(hasAttribute(key, values));
      }
      const bounds = [
        criteria.priceFrom === undefined ? undefined : sql`${charged} >= ${criteria.priceFrom}`,
        criteria.priceTo === undefined ? undefined : sql`${charged} <= ${criteria.priceTo}`,
      ].filter((bound) => bound !== undefined);
      const inPrice = bounds.length > 0 ? sql.join(bounds, sql` and `) : sql`true`;
      const ordering = ORDERINGS[options.orderBy];
      const order = sql`sort_key ${ordering.direction}, id ${ordering.direction}`;
      // Per facet key, the products matching every other criterion, counted by their value of
      // that key: one grouped scan of the candidates per key (cheaper than unnesting the keys).
      const perKey = options.facetKeys.map(
        (key) => sql`select ${key}::text as key, base.attributes->>${key}::text as value, count(*)::int as n from base
          where base.in_price and (base.misses = '{}' or base.misses = array[${key}::text]) and base.attributes ? ${key}::text
          group by 2`,
      );
      const facets = faceted
        ? sql`(select coalesce(json_agg(json_build_object('key', f.key, 'value', f.value, 'count', f.n)), '[]'::json)
              from (${sql.join(perKey, sql` union all `)}) as f)`
        : sql`'[]'::json`;

      const result = await db.execute(sql`
        with base as (
          select ${products.id} as id, ${products.attributes} as attributes, ${charged} as charged,
                 ${ordering.key(options.locale)} as sort_key, ${misses} as misses, (${inPrice}) as in_price
          from ${products}
          where ${and(...where)}
        )
        select
          (select coalesce(json_agg(${productJson} order by page.sort_key ${ordering.direction}, page.id ${ordering.direction}), '[]'::json)
             from (select id, sort_key from base where misses = '{}' and in_price order by ${order} limit ${options.limit} offset ${options.offset}) as page
             join ${products} on ${products.id} = page.id) as items,
          (select json_build_object('total', count(*) filter (where in_price), 'min', min(charged), 'max', max(charged))
             from base where misses = '{}') as summary,
          ${facets} as facets
      `);
      const [row] = rowsOf<{
        items: ProductJson[];
        summary: { total: number; min: number | null; max: number | null };
        facets: SearchResult['facets'];
      }>(result);
      const { items, summary, facets: counts } = row!;
      const priceRange = summary.min === null || summary.max === null ? null : { min: summary.min, max: summary.max };
      return { items: items.map(productRowOf), total: summary.total, priceRange, facets: counts };
    },
  };
}
