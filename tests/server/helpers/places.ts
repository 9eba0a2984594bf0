/** Sofia and Varna, the cities the server suites' fixtures place their districts, universities and listings in. */
import { cities } from '../../../server/db/schema/index.ts';
import type { TestApp } from './testApp.ts';

export interface Cities {
  sofia: number;
  varna: number;
}

export async function createCities(server: TestApp): Promise<Cities> {
  const [sofia, varna] = await server.db
    .insert(cities)
    .values([
      { key: 'sofia', name: { bg: 'София', en: 'Sofia' } },
      { key: 'varna', name: { bg: 'Варна', en: 'Varna' } },
    ])
    .returning({ id: cities.id });
  return { sofia: sofia!.id, varna: varna!.id };
}
