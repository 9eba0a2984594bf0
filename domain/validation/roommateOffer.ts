/**
 * The post-an-offer form (the contract's TenantOfferInput): its values as the inputs hold them
 * and its rules, checked before anything is sent. The price is typed in euros (cents go to the
 * server); the room may be free from a past day ("free now") up to ROOMMATE_AVAILABLE_HORIZON_DAYS
 * ahead, on Sofia's calendar like the server. The body is built by the browser app
 * (src/features/roommates/offerForm.ts).
 */
import { object, string } from 'yup';
import { addDays, serviceToday } from '../cleaning.ts';
import { ROOMMATE_AVAILABLE_HORIZON_DAYS } from '../constants.ts';
import { parseEuros } from '../money.ts';
import { ERROR_KEYS, requiredTextRules, textInputRules } from './fields.ts';
import { isDateText } from './viewingRequest.ts';

export const ROOMMATE_GENDER_PREFERENCES = ['any', 'female', 'male'] as const;
type RoommateGenderPreference = (typeof ROOMMATE_GENDER_PREFERENCES)[number];

/** Limits of the contract's TenantOfferInput. */
export const ROOMMATE_OFFER_LIMITS = {
  titleMinLength: 3,
  descriptionMaxLength: 10_000,
  /** Euro cents. */
  maxPrice: 100_000_000,
  /** How many flatmates an offer may look for. */
  maxRoommatesWanted: 10,
  maxImages: 20,
} as const;

export interface RoommateOfferFormValues {
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
  genderPreference: RoommateGenderPreference;
  /** The contract's ImageInput values in display order. */
  images: string[];
}

export const roommateOfferInitialValues: RoommateOfferFormValues = {
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
export function roommateOfferAvailableWindow(now: Date): { min: string; max: string } {
  const today = serviceToday(now);
  return { min: today, max: addDays(today, ROOMMATE_AVAILABLE_HORIZON_DAYS) };
}

/** The form's rules at `now` (the date's upper bound moves with it). */
export function roommateOfferSchema(now: Date) {
  const { max } = roommateOfferAvailableWindow(now);
  return object({
    title: requiredTextRules({ minLength: ROOMMATE_OFFER_LIMITS.titleMinLength }),
    description: requiredTextRules({ maxLength: ROOMMATE_OFFER_LIMITS.descriptionMaxLength }),
    cityId: requiredTextRules(),
    universityId: textInputRules(),
    price: requiredTextRules()
      .test('price-format', 'roommates-error-form-price', (value) => value === undefined || parseEuros(value) !== undefined)
      .test('max-value', ERROR_KEYS.maxValue, (value) => value === undefined || (parseEuros(value) ?? 0) <= ROOMMATE_OFFER_LIMITS.maxPrice),
    availableFrom: requiredTextRules()
      .test('date-format', ERROR_KEYS.dateFormat, (value) => value === undefined || isDateText(value))
      .test('not-too-far', 'roommates-error-available-too-far', (value) => value === undefined || !isDateText(value) || value <= max),
    roommatesWanted: string().required(ERROR_KEYS.required),
  });
}
