import { addDays, serviceToday } from '../../../domain/cleaning.ts';
import {
  roommateOfferAvailableWindow,
  roommateOfferInitialValues,
  roommateOfferSchema,
} from '../../../domain/validation/roommateOffer.ts';
import type { RoommateOfferFormValues } from '../../../domain/validation/roommateOffer.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

/** Monday 23 November 2026, 12:00 in Sofia. */
const now = new Date('2026-11-23T10:00:00Z');
const valid: RoommateOfferFormValues = {
  ...roommateOfferInitialValues,
  title: 'Стая до СУ',
  description: 'Светла стая.',
  cityId: '1',
  price: '320,50',
  availableFrom: addDays(serviceToday(now), 10),
};
const errors = (change: Partial<Record<keyof RoommateOfferFormValues, unknown>>) =>
  validateForm(roommateOfferSchema(now), { ...valid, ...change });

describe('the post-an-offer form', () => {
  it('asks for the title, description, city, price and date', () => {
    expect(validateForm(roommateOfferSchema(now), roommateOfferInitialValues)).toEqual({
      title: 'error-required',
      description: 'error-required',
      cityId: 'error-required',
      price: 'error-required',
      availableFrom: 'error-required',
    });
    expect(errors({ price: undefined, availableFrom: undefined })).toEqual({ price: 'error-required', availableFrom: 'error-required' });
    expect(errors({})).toEqual({});
  });

  it('takes euros with up to two decimals and at most a million', () => {
    expect(errors({ price: 'евтино' })).toEqual({ price: 'roommates-error-form-price' });
    expect(errors({ price: '320.505' })).toEqual({ price: 'roommates-error-form-price' });
    expect(errors({ price: '1000000.01' })).toEqual({ price: 'error-max-value' });
    expect(errors({ price: ' 1000000 ' })).toEqual({});
  });

  it('takes a room free from a past day up to a year ahead (Sofia), written as a real date', () => {
    expect(roommateOfferAvailableWindow(now)).toEqual({ min: '2026-11-23', max: '2027-11-23' });
    expect(errors({ availableFrom: '2027-11-23' })).toEqual({});
    expect(errors({ availableFrom: '2027-11-24' })).toEqual({ availableFrom: 'roommates-error-available-too-far' });
    expect(errors({ availableFrom: '2020-01-01' })).toEqual({});
    expect(errors({ availableFrom: '2027-02-30' })).toEqual({ availableFrom: 'error-date-format' });
  });

  it('wants a title of three characters and a description of at most 10,000', () => {
    expect(errors({ title: 'ab' })).toEqual({ title: 'error-min-length' });
    expect(errors({ description: 'x'.repeat(10_001) })).toEqual({ description: 'error-max-length' });
    expect(errors({ description: 'x'.repeat(10_000) })).toEqual({});
  });
});
