/** Cities, universities and flatmate offers written straight to a test database, and a valid save body. */
import { addDays, serviceToday } from '../../../../domain/index.ts';
import { tenantOfferImages, tenantOffers, universities } from '../../../../server/db/schema/index.ts';
import type { NewTenantOffer } from '../../../../server/db/schema/index.ts';
import { createCities } from '../../helpers/places.ts';
import type { Cities } from '../../helpers/places.ts';
import type { TestApp } from '../../helpers/testApp.ts';

export interface Places {
  sofia: number;
  varna: number;
  /** In Sofia. */
  su: number;
  /** In Sofia. */
  unwe: number;
  /** In Varna. */
  tuVarna: number;
}

/** Two cities (or those given) and three universities (two in Sofia, one in Varna). */
export async function createPlaces(server: TestApp, cities?: Cities): Promise<Places> {
  const { sofia, varna } = cities ?? (await createCities(server));
  const [su, unwe, tuVarna] = await server.db
    .insert(universities)
    .values([
      { key: 'su', name: { bg: 'Софийски университет', en: 'Sofia University' }, cityId: sofia },
      { key: 'unwe', name: { bg: 'УНСС', en: 'University of National and World Economy' }, cityId: sofia },
      { key: 'tu-varna', name: { bg: 'Технически университет – Варна', en: 'Technical University of Varna' }, cityId: varna },
    ])
    .returning({ id: universities.id });
  return { sofia, varna, su: su!.id, unwe: unwe!.id, tuVarna: tuVarna!.id };
}

let sequence = 0;

/** A live offer (override anything); answers its id. */
export async function insertOffer(server: TestApp, ownerUserId: number, cityId: number, values: Partial<NewTenantOffer> = {}): Promise<number> {
  sequence += 1;
  const [row] = await server.db
    .insert(tenantOffers)
    .values({
      ownerUserId,
      cityId,
      title: { bg: `Стая ${sequence}`, en: `Room ${sequence}` },
      description: { bg: 'Светла стая.', en: 'A bright room.' },
      price: 30_000,
      availableFrom: '2030-01-01',
      ...values,
    })
    .returning({ id: tenantOffers.id });
  return row!.id;
}

export async function insertOfferImage(server: TestApp, offerId: number, position: number) {
  const url = `/media/seed/roommate-${offerId}-${position}.svg`;
  const [row] = await server.db.insert(tenantOfferImages).values({ offerId, position, url, thumbnailUrl: url }).returning({ id: tenantOfferImages.id });
  return row!.id;
}

/** A day `days` after today in Sofia (YYYY-MM-DD). */
export const daysAhead = (days: number) => addDays(serviceToday(new Date()), days);

/** A valid body of createTenantOffer / updateTenantOffer. */
export function offerBody(cityId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Стая в тристаен близо до СУ',
    description: 'Светла стая с бюро и гардероб.\nКонсумативите се делят поравно.',
    cityId,
    universityId: null,
    price: 32_000,
    availableFrom: daysAhead(30),
    roommatesWanted: 1,
    genderPreference: 'any',
    ...overrides,
  };
}
