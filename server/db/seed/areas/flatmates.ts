import { tenantOfferImages, tenantOfferInquiries, tenantOffers } from '../../schema/index.ts';
import { USER_BY_KEY, isoBefore, seedImageUrl } from '../content/index.ts';
import { idsByKey, inChunks, insertRows, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** Flatmate inquiries: sender (or an anonymous visitor) → the n-th offer of an owner. */
const INQUIRY_PLANS: readonly { sender: string | { name: string; phone: string }; owner: string; offerIndex: number; message: string }[] = [
  {
    sender: 'elena',
    owner: 'maria',
    offerIndex: 0,
    message: 'Здравейте! Уча в София от есента и стаята ми изглежда идеална. Кога може да я видя?',
  },
  {
    sender: { name: 'Калина Йорданова', phone: '0879 204 663' },
    owner: 'maria',
    offerIndex: 0,
    message: 'Здравей, стаята свободна ли е още? Работя от вкъщи и търся тихо място.',
  },
  {
    sender: 'desislava',
    owner: 'maria',
    offerIndex: 1,
    message: 'Hi! I am an Erasmus student arriving next month. Is the room still available?',
  },
  {
    sender: 'maria',
    owner: 'georgi',
    offerIndex: 0,
    message: 'Здравей, Георги! Приятелка търси квартира в Пловдив – може ли да ѝ дадеш номера си?',
  },
  {
    sender: { name: 'Тодор Ганев', phone: '0888 907 412' },
    owner: 'viktoria',
    offerIndex: 0,
    message: 'Здравейте, интересувам се от стаята. Пушач съм, но само на терасата – проблем ли е?',
  },
];

/** Flatmate offers with their pictures, and the inquiries on them. */
export async function seedFlatmates({ tx, content, now, note }: SeedStep, { userIds, cityIds, districtIds, universityIds }: Pick<SeedIds, 'userIds' | 'cityIds' | 'districtIds' | 'universityIds'>): Promise<Pick<SeedIds, 'offerIds'>> {
  // ── flatmates (the contract has no offer status: every generated offer is published)
  const offerRows = await inChunks(
    content.tenantOffers.map((offer) => {
      const createdAt = new Date(offer.createdAt);
      return {
        ownerUserId: need(userIds, offer.ownerKey, 'user'),
        cityId: need(cityIds, offer.cityKey, 'city'),
        districtId: need(districtIds, offer.districtKey, 'district'),
        universityId: offer.universityKey === null ? null : need(universityIds, offer.universityKey, 'university'),
        title: offer.title,
        description: offer.description,
        price: offer.price,
        availableFrom: offer.availableFrom,
        roommatesWanted: offer.roommatesWanted,
        genderPreference: offer.genderPreference,
        premiumUntil: offer.premiumUntil === null ? null : new Date(offer.premiumUntil),
        createdAt,
        updatedAt: createdAt,
      };
    }),
    (chunk) => tx.insert(tenantOffers).values(chunk).returning({ id: tenantOffers.id }),
  );
  const offerIds = idsByKey(
    content.tenantOffers.map((offer) => offer.key),
    offerRows,
    'tenant offers',
  );
  note('tenantOffers', offerRows.length);

  note('tenantOfferImages', await insertRows(
    content.tenantOffers.flatMap((offer) => {
      const offerId = need(offerIds, offer.key, 'tenant offer');
      return offer.imageSeeds.map((imageSeed, position) => {
        const url = seedImageUrl('roommate', imageSeed);
        return { offerId, url, thumbnailUrl: url, position };
      });
    }),
    (chunk) => tx.insert(tenantOfferImages).values(chunk),
  ));

  const offersByOwner = new Map<string, string[]>();
  for (const offer of content.tenantOffers) offersByOwner.set(offer.ownerKey, [...(offersByOwner.get(offer.ownerKey) ?? []), offer.key]);
  const inquiryValues = INQUIRY_PLANS.flatMap((plan, index) => {
    const owned = offersByOwner.get(plan.owner) ?? [];
    const offerKey = owned[plan.offerIndex % Math.max(1, owned.length)];
    if (offerKey === undefined) return [];
    const sender = typeof plan.sender === 'string' ? need(USER_BY_KEY, plan.sender, 'user') : null;
    return [
      {
        offerId: need(offerIds, offerKey, 'tenant offer'),
        senderUserId: sender ? need(userIds, sender.key, 'user') : null,
        name: sender ? sender.name : (plan.sender as { name: string }).name,
        phone: sender ? sender.phone : (plan.sender as { phone: string }).phone,
        message: plan.message,
        createdAt: new Date(isoBefore(now, index + 1, 90 * index)),
      },
    ];
  });
  const inquiryRows = await inChunks(inquiryValues, (chunk) => tx.insert(tenantOfferInquiries).values(chunk).returning({ id: tenantOfferInquiries.id }));
  note('tenantOfferInquiries', inquiryRows.length);
  return { offerIds };
}
