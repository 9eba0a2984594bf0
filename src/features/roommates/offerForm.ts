/**
 * The post-an-offer form (AddRoommate, EditRoommateOffer): its values as the inputs hold them,
 * its rules (the contract's TenantOfferInput, checked before anything is sent), and the body it
 * sends. The price is typed in euros (cents go to the server); the room may be free from a past
 * day ("free now") up to ROOMMATE_AVAILABLE_HORIZON_DAYS ahead, on Sofia's calendar like the server.
 */
import { object, string } from 'yup';
import { ROOMMATE_AVAILABLE_HORIZON_DAYS } from '../../../domain/constants.ts';
import { addDays, serviceToday } from '../../../domain/cleaning.ts';
import { ERROR_KEYS, requiredTextRules, textInputRules } from '../../../domain/validation/fields.ts';
import { isDateText } from '../../../domain/validation/viewingRequest.ts';
import type { GenderPreference, TenantOffer, TenantOfferInput } from './api.ts';

export const GENDER_PREFERENCES: readonly GenderPreference[] = ['any', 'female', 'male'];
/** How many flatmates an offer may look for (the contract's roommatesWanted). */
export const ROOMMATES_WANTED_MAX = 10;
export const OFFER_TITLE_MIN_LENGTH = 3;
export const OFFER_DESCRIPTION_MAX_LENGTH = 10_000;
/** The contract's highest price, 100,000,000 cents. */
const PRICE_MAX_EUROS = 1_000_000;
/** Euros with at most two decimals, a point or a comma before them. */
const PRICE_TEXT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export interface OfferValues {
  title: string;
  description: string;
  /** A city id, '' until one is chosen. */
  cityId: string;
  /** A university id, '' for none. */
  universityId: string;
  /** Euros a month, as typed. */
  price: string;
  /** 'YYYY-MM-DD'. */
  availableFrom: string;
  roommatesWanted: string;
  genderPreference: GenderPreference;
  /** The contract's ImageInput values in display order. */
  images: string[];
}

export const offerInitialValues: OfferValues = {
  title: '',
  description: '',
  cityId: '',
  universityId: '',
  price: '',
  availableFrom: '',
  roommatesWanted: '1',
  genderPreference: 'any',
  images: [],
};

/** The first and last day the date input offers at `now`: today and the horizon (Sofia). */
export function availableWindow(now: Date): { min: string; max: string } {
  const today = serviceToday(now);
  return { min: today, max: addDays(today, ROOMMATE_AVAILABLE_HORIZON_DAYS) };
}

function euros(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** The form's rules at `now` (the date's upper bound moves with it). */
export function offerSchema(now: Date) {
  const { max } = availableWindow(now);
  return object({
    title: requiredTextRules({ minLength: OFFER_TITLE_MIN_LENGTH }),
    description: requiredTextRules({ maxLength: OFFER_DESCRIPTION_MAX_LENGTH }),
    cityId: requiredTextRules(),
    universityId: textInputRules(),
    price: requiredTextRules()
      .matches(PRICE_TEXT, 'roommates-error-form-price')
      .test('max-value', ERROR_KEYS.maxValue, (value) => value === undefined || !PRICE_TEXT.test(value) || euros(value) <= PRICE_MAX_EUROS),
    availableFrom: requiredTextRules()
      .test('date-format', ERROR_KEYS.dateFormat, (value) => value === undefined || isDateText(value))
      .test('not-too-far', 'roommates-error-available-too-far', (value) => value === undefined || !isDateText(value) || value <= max),
    roommatesWanted: string().required(ERROR_KEYS.required),
  });
}

/** The body of createTenantOffer / updateTenantOffer. */
export function toOfferInput(values: OfferValues): TenantOfferInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    cityId: Number(values.cityId),
    universityId: values.universityId === '' ? null : Number(values.universityId),
    price: Math.round(euros(values.price) * 100),
    availableFrom: values.availableFrom,
    roommatesWanted: Number(values.roommatesWanted),
    genderPreference: values.genderPreference,
    images: values.images,
  };
}

/** The form's values of an offer to edit (its photos by the URLs the server answered). */
export function offerValuesOf(offer: TenantOffer): OfferValues {
  return {
    title: offer.title,
    description: offer.description,
    cityId: String(offer.city.id),
    universityId: offer.university ? String(offer.university.id) : '',
    price: (offer.price / 100).toFixed(offer.price % 100 === 0 ? 0 : 2),
    availableFrom: offer.availableFrom,
    roommatesWanted: String(offer.roommatesWanted),
    genderPreference: offer.genderPreference,
    images: offer.images.map((image) => image.url),
  };
}
