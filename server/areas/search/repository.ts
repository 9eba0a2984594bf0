/**
 * The site search's queries: the hits of each kind (live products, published properties,
 * flatmate offers, published posts) for a query's words, best first, with how many there are,
 * in one statement. Decorated on the app as `searchRepository`. How words match is
 * db/textSearch.ts's.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { searchForms } from '../../../domain/search.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { live, productJson, productRowOf } from '../../db/products.ts';
import type { ProductJson, ProductRow } from '../../db/products.ts';
import { newsPosts, productImages, products, properties, propertyImages, tenantOfferImages, tenantOffers } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/index.ts';
import { SEARCHED_TEXT, wordsMatch } from '../../db/textSearch.ts';
import type { SearchedText } from '../../db/textSearch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchRepository: SearchRepository;
  }
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export const SEARCH_KINDS = ['products', 'properties', 'roommates', 'posts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchHitRow {
  id: number;
  title: Localized;
  image: string | null;
}

export interface SearchGroupRow {
  total: number;
  items: SearchHitRow[];
}

interface KindQuery {
  from: SQL;
  id: SQL;
  columns: SearchedText;
  visible: SQL;
  /** The first picture's URL of the row in scope. */
  image: SQL;
}

const KINDS: Record<SearchKind, KindQuery> = {
  products: {
    from: sql`${products}`,
    id: sql`${products.id}`,
    columns: SEARCHED_TEXT.products,
    visible: live!,
    image: sql`(select ${productImages.thumbnailUrl} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
  },
  properties: {
    from: sql`${properties}`,
    id: sql`${properties.id}`,
    columns: SEARCHED_TEXT.properties,
    visible: sql`${properties.status} = 'active' and ${properties.deletedAt} is null`,
    image: sql`(select ${propertyImages.thumbnailUrl} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position}, ${propertyImages.id} limit 1)`,
  },
  roommates: {
    from: sql`${tenantOffers}`,
    id: sql`${tenantOffers.id}`,
    columns: SEARCHED_TEXT.roommates,
    visible: sql`${tenantOffers.deletedAt} is null`,
    image: sql`(select ${tenantOfferImages.thumbnailUrl} from ${tenantOfferImages} where ${tenantOfferImages.offerId} = ${tenantOffers.id} order by ${tenantOfferImages.position}, ${tenantOfferImages.id} limit 1)`,
  },
  posts: {
    from: sql`${newsPosts}`,
    id: sql`${newsPosts.id}`,
    columns: SEARCHED_TEXT.posts,
    visible: sql`${newsPosts.publishedAt} <= now()`,
    image: sql`${newsPosts.imageUrl}`,
  },
};

const EMPTY: SearchGroupRow = { total: 0, items: [] };

export function createSearchRepository(db: Db) {
  return {
    /** Each kind's first `limit` hits for `query`, best first (ties by id), and its number of hits. */
    async search(query: string, limit: number): Promise<Record<SearchKind, SearchGroupRow>> {
      if (searchForms(query).length === 0) return { products: EMPTY, properties: EMPTY, roommates: EMPTY, posts: EMPTY };
      // Each kind's hits are found once (the matching, trigram comparisons above all, is what
      // costs): counted, then the best `limit` read with their title and picture.
      const hits = SEARCH_KINDS.map((kind) => {
        const { from, id, columns, visible } = KINDS[kind];
        const match = wordsMatch(query, columns)!;
        return sql`${sql.identifier(`${kind}_hits`)} as materialized (select ${id} as id, ${match.score} as score from ${from} where ${visible} and ${match.where})`;
      });
      const groups = SEARCH_KINDS.map((kind) => {
        const { from, id, columns, image } = KINDS[kind];
        const found = sql.identifier(`${kind}_hits`);
        return sql`json_build_object('total', (select count(*)::int from ${found}),
          'items', coalesce((select json_agg(json_build_object('id', hit.id, 'title', ${columns.title}, 'image', ${image}) order by hit.score desc, hit.id)
            from (select id, score from ${found} order by score desc, id limit ${limit}) as hit join ${from} on ${id} = hit.id), '[]'::json)) as ${sql.identifier(kind)}`;
      });
      const [row] = rowsOf<Record<SearchKind, SearchGroupRow>>(await db.execute(sql`with ${sql.join(hits, sql`, `)} select ${sql.join(groups, sql`, `)}`));
      return row!;
    },

    /** One page of the live products matching `query`, best first (ties by id), with their number. */
    async products(query: string, offset: number, limit: number): Promise<{ items: ProductRow[]; total: number }> {
      const match = wordsMatch(query, KINDS.products.columns);
      if (match === null) return { items: [], total: 0 };
      const result = await db.execute(sql`
        select (select count(*)::int from ${products} where ${live} and ${match.where}) as total,
          coalesce((select json_agg(${productJson} order by page.score desc, page.id)
            from (select ${products.id} as id, ${match.score} as score from ${products} where ${live} and ${match.where}
                  order by score desc, ${products.id} limit ${limit} offset ${offset}) as page
            join ${products} on ${products.id} = page.id), '[]'::json) as items`);
      const [row] = rowsOf<{ total: number; items: ProductJson[] }>(result);
      return { items: row!.items.map(productRowOf), total: row!.total };
    },
  };
}

export const searchRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('searchRepository', createSearchRepository(app.db));
  },
  { name: 'search-repository', decorators: { fastify: ['db'] } },
);
