/**
 * The services area's queries: the cleaning and moving catalogue, the cities of an order's
 * addresses, and storing an order. Decorated on the app as `servicesRepository`. Queries only:
 * the handlers price orders with the domain's cleaning cart and hand the lines over as values.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { insertCleaningOrder } from '../../db/cleaningOrders.ts';
import { listServices } from '../../db/cleaningServices.ts';
import { cities } from '../../db/schema/index.ts';
import type { CleaningType, Localized, NewCleaningOrder } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    servicesRepository: ServicesRepository;
  }
}

type ServicesRepository = ReturnType<typeof createServicesRepository>;

function createServicesRepository(db: Db) {
  return {
    listServices: (types: readonly CleaningType[]) => listServices(db, types),

    /** The names of the cities among these ids that exist. */
    async cityNames(ids: readonly number[]): Promise<Map<number, Localized>> {
      const rows = await db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    placeOrder: (order: NewCleaningOrder) => insertCleaningOrder(db, order),
  };
}

export const servicesRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('servicesRepository', createServicesRepository(app.db));
  },
  { name: 'services-repository', decorators: { fastify: ['db'] } },
);
