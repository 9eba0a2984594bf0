/**
 * The vendor area's queries, decorated on the app as `vendorRepository`: one file per job, each
 * a set of queries over the app's database (products.ts, profile.ts, fulfilment.ts,
 * statistics.ts; the catalogue imports' are importRepository.ts). What the shop reads too lives
 * in server/db/.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { fulfilmentQueries } from './fulfilment.ts';
import { productQueries } from './products.ts';
import { profileQueries } from './profile.ts';
import { statisticsQueries } from './statistics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    vendorRepository: VendorRepository;
  }
}

type VendorRepository = ReturnType<typeof createVendorRepository>;

function createVendorRepository(db: Db) {
  return {
    ...productQueries(db),
    ...profileQueries(db),
    ...fulfilmentQueries(db),
    ...statisticsQueries(db),
  };
}

export const vendorRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('vendorRepository', createVendorRepository(app.db));
  },
  { name: 'vendor-repository', decorators: { fastify: ['db'] } },
);
