/** The post-an-offer form's body, and the form's values of an offer to edit. */
import { roommateOfferInitialValues } from '../../../../domain/validation/roommateOffer.ts';
import { offerValuesOf, toOfferInput } from '../../../../src/features/roommates/offerForm.ts';
import type { TenantOffer } from '../../../../src/features/roommates/api.ts';

const valid = {
  ...roommateOfferInitialValues,
  title: 'Стая до СУ',
  description: 'Светла стая.',
  cityId: '1',
  price: '320,50',
  availableFrom: '2026-12-01',
};

describe('the post-an-offer form', () => {
  it('sends cents and ids, trimmed texts and no university as null; an offer reads back the same', () => {
    const input = toOfferInput({ ...valid, title: '  Стая до СУ ', universityId: '', roommatesWanted: '2', images: ['data:image/png;base64,AAA'] });
    expect(input).toEqual({
      title: 'Стая до СУ',
      description: 'Светла стая.',
      cityId: 1,
      universityId: null,
      price: 32_050,
      availableFrom: valid.availableFrom,
      roommatesWanted: 2,
      genderPreference: 'any',
      images: ['data:image/png;base64,AAA'],
    });
    const offer: TenantOffer = {
      id: 9,
      ...input,
      description: input.description,
      city: { id: 1, name: 'София' },
      university: { id: 4, name: 'УНСС' },
      images: [{ id: 1, url: '/media/uploads/a.webp', thumbnailUrl: '/media/uploads/a-thumb.webp' }],
      owner: { id: 5, name: 'Мария' },
      premium: false,
      premiumUntil: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    expect(offerValuesOf(offer)).toEqual({ ...valid, title: 'Стая до СУ', universityId: '4', price: '320.50', roommatesWanted: '2', images: ['/media/uploads/a.webp'] });
    expect(offerValuesOf({ ...offer, price: 30_000 }).price).toBe('300');
  });
});
