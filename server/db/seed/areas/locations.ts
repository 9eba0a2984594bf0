import { cities, districts, universities } from '../../schema/index.ts';
import { CITIES, UNIVERSITIES } from '../content/index.ts';
import { inChunks, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** Cities, their districts and the universities. */
export async function seedLocations({ tx, note }: SeedStep): Promise<Pick<SeedIds, 'cityIds' | 'districtIds' | 'universityIds'>> {
  // ── locations
  const cityRows = await inChunks(
    CITIES.map((city, index) => ({ key: city.key, name: city.name, sortOrder: index + 1 })),
    (chunk) => tx.insert(cities).values(chunk).returning({ id: cities.id, key: cities.key }),
  );
  const cityIds = new Map(cityRows.map((row) => [row.key, row.id]));
  note('cities', cityRows.length);

  const districtRows = await inChunks(
    CITIES.flatMap((city) =>
      city.districts.map((district, index) => ({
        cityId: need(cityIds, city.key, 'city'),
        key: district.key,
        name: district.name,
        sortOrder: index + 1,
      })),
    ),
    (chunk) => tx.insert(districts).values(chunk).returning({ id: districts.id, key: districts.key }),
  );
  const districtIds = new Map(districtRows.map((row) => [row.key, row.id]));
  note('districts', districtRows.length);

  const universityRows = await inChunks(
    UNIVERSITIES.map((university) => ({
      key: university.key,
      name: university.name,
      shortName: university.shortName,
      cityId: need(cityIds, university.cityKey, 'city'),
    })),
    (chunk) => tx.insert(universities).values(chunk).returning({ id: universities.id, key: universities.key }),
  );
  const universityIds = new Map(universityRows.map((row) => [row.key, row.id]));
  note('universities', universityRows.length);
  return { cityIds, districtIds, universityIds };
}
