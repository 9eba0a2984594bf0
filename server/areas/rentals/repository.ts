/**
 * The rentals area's queries. For now the locations: cities with their districts, read once per
 * app and kept (no operation changes them; a restart picks up a new seed). Decorated on the
 * app as `rentalsRepository`. Queries only.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { cities, districts } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rentalsRepository: RentalsRepository;
  }
}

export type RentalsRepository = ReturnType<typeof createRentalsRepository>;

export interface CityRow {
  id: number;
  name: Localized;
  districts: { id: number; name: Localized }[];
}

export function createRentalsRepository(db: Db) {
  let cached: Promise<CityRow[]> | undefined;

  async function readCities(): Promise<CityRow[]> {
    const [cityRows, districtRows] = await Promise.all([
      db.select({ id: cities.id, name: cities.name }).from(cities),
      db.select({ id: districts.id, cityId: districts.cityId, name: districts.name }).from(districts),
    ]);
    return cityRows.map((city) => ({
      ...city,
      districts: districtRows.filter((district) => district.cityId === city.id).map(({ id, name }) => ({ id, name })),
    }));
  }

  return {
    /** Every city with its districts (read once, then from memory; a failed read is retried). */
    listCities(): Promise<CityRow[]> {
      cached ??= readCities().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  };
}

export const rentalsRepository = fp(
  async (app: FastifyInstance) => {
    app.decorate('rentalsRepository', createRentalsRepository(app.db));
  },
  { name: 'rentals-repository', decorators: { fastify: ['db'] } },
);
