/** The post-an-offer form's rules and the body it sends. */
import { addDays, serviceToday } from '../../../../domain/cleaning.ts';
import { validateForm } from '../../../../domain/validation/validate.ts';
import { availableWindow, offerInitialValues, offerSchema, offerValuesOf, toOfferInput } from '../../../../src/features/roommates/offerForm.ts';
import type { TenantOffer } from '../../../../src/features/roommates/api.ts';

const now = new Date();
const today = serviceToday(now);
const valid = {
  ...offerInitialValues,
  title: 'Стая до СУ',
  description: 'Светла стая.',
  cityId: '1',
  price: '320,50',
  availableFrom: addDays(today, 10),
};

describe('the post-an-offer form', () => {
  it('asks for the title, description, city, price and date', () => {
    expect(validateForm(offerSchema(now), offerInitialValues)).toEqual({
      title: 'error-required',
      description: 'error-required',
      cityId: 'error-required',
      price: 'error-required',
      availableFrom: 'error-required',
    });
    expect(validateForm(offerSchema(now), valid)).toEqual({});
  });

  it('takes euros with up to two decimals and at most a million, a date up to a year ahead, and a past date', () => {
    const errors = (change: Partial<typeof valid>) => validateForm(offerSchema(now), { ...valid, ...change });
    expect(errors({ price: 'евтино' })).toEqual({ price: 'roommates-error-form-price' });
    expect(errors({ price: '320.505' })).toEqual({ price: 'roommates-error-form-price' });
    expect(errors({ price: '1000000.01' })).toEqual({ price: 'error-max-value' });
    expect(errors({ price: '1000000' })).toEqual({});
    expect(errors({ availableFrom: availableWindow(now).max })).toEqual({});
    expect(errors({ availableFrom: addDays(availableWindow(now).max, 1) })).toEqual({ availableFrom: 'roommates-error-available-too-far' });
    expect(errors({ availableFrom: '2020-01-01' })).toEqual({});
    expect(errors({ availableFrom: '2027-02-30' })).toEqual({ availableFrom: 'error-date-format' });
    expect(errors({ title: 'ab' })).toEqual({ title: 'error-min-length' });
  });

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
