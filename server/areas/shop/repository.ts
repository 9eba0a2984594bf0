/**
 * The shop area's queries, decorated on the app as `shopRepository`: one file per job, each a
 * set of queries over the app's database (catalogue.ts, search.ts, orders.ts). What another area reads too lives in server/db/.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { catalogueQueries } from './catalogue.ts';
import { orderQueries } from './orders.ts';
import { searchQueries } from './search.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shopRepository: ShopRepository;
  }
}

type ShopRepository = ReturnType<typeof createShopRepository>;

export function createShopRepository(db: Db) {
  return {
    ...catalogueQueries(db),
    ...searchQueries(db),
    ...orderQueries(db),
  };
}

export const shopRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('shopRepository', createShopRepository(app.db));
  },
  { name: 'shop-repository', decorators: { fastify: ['db'] } },
);
