/**
 * The settings page's forms (issue 13, docs/decisions/0020): personal details, a new e-mail
 * address (the current password is asked, and the address changes only once the link mailed to
 * it is opened), a new password (the current one is asked), and the public profile of the shop
 * or agency the user manages. Each answers the body of its call.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { eurosText, parseEuros } from '../money.ts';
import type { Cents } from '../money.ts';
import { BG_MOBILE_PHONE_PATTERN, ERROR_KEYS, EMAIL_PATTERN, confirmPasswordRules, emailRules, passwordRules, phoneRules, requiredTextRules, textInputRules } from './fields.ts';

/** The error keys of these forms beyond the shared ones (defined in locales/<lang>/settings.json). */
const SETTINGS_ERROR_KEYS = {
  moneyFormat: 'settings-error-money-format',
  sameEmail: 'settings-error-same-email',
} as const;

/** The longest description of a shop or an agency (the contract's maxLength). */
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 10_000;

/** A shop's highest delivery fee: 1,000,000 € (the contract's VendorInput.deliveryPrice maximum). */
export const DELIVERY_PRICE_MAX_CENTS = 100_000_000;

// ── personal details (POST /api/user/me: name, phone)

export interface ProfileFormValues {
  name: string;
  phone: string;
}

export const profileSchema: ObjectSchema<ProfileFormValues> = object({
  name: requiredTextRules({ minLength: NAME_MIN_LENGTH }),
  phone: phoneRules(),
});

export function toProfilePayload(values: ProfileFormValues): ProfileFormValues {
  return { name: values.name.trim(), phone: values.phone.trim() };
}

// ── e-mail address (POST /api/user/me: email, currentPassword)

export interface EmailChangeFormValues {
  email: string;
  currentPassword: string;
}

export const emailChangeInitialValues: EmailChangeFormValues = { email: '', currentPassword: '' };

/** The new address must differ from `currentEmail` (compared ignoring case, as the server does). */
export function emailChangeSchema(currentEmail: string): ObjectSchema<EmailChangeFormValues> {
  return object({
    email: emailRules().test('differs', SETTINGS_ERROR_KEYS.sameEmail, (value) => value.toLowerCase() !== currentEmail.trim().toLowerCase()),
    currentPassword: string().required(ERROR_KEYS.required),
  });
}

export function toEmailChangePayload(values: EmailChangeFormValues): EmailChangeFormValues {
  return { email: values.email.trim(), currentPassword: values.currentPassword };
}

// ── password (POST /api/user/password)

export interface SettingsPasswordFormValues {
  currentPassword: string;
  password: string;
  password2: string;
}

export const settingsPasswordInitialValues: SettingsPasswordFormValues = { currentPassword: '', password: '', password2: '' };

export const settingsPasswordSchema: ObjectSchema<SettingsPasswordFormValues> = object({
  currentPassword: string().required(ERROR_KEYS.required),
  password: passwordRules(),
  password2: confirmPasswordRules('password'),
});

export interface SettingsPasswordPayload {
  currentPassword: string;
  password: string;
}

export function toSettingsPasswordPayload(values: SettingsPasswordFormValues): SettingsPasswordPayload {
  return { currentPassword: values.currentPassword, password: values.password };
}

// ── the public profile of a shop (POST /api/vendor/{id}) or an agency (POST /api/agency/{id})

/** Text fields as typed; `cityId` '' for none; `deliveryPrice` in euros ('' for free delivery, shops only). */
export interface BusinessProfileFormValues {
  name: string;
  description: string;
  phone: string;
  email: string;
  cityId: string;
  deliveryPrice: string;
}

const optionalText = (pattern: RegExp, key: string) =>
  textInputRules().test('format', key, (value) => value === undefined || value === '' || pattern.test(value));

export const businessProfileSchema: ObjectSchema<BusinessProfileFormValues> = object({
  name: requiredTextRules({ minLength: NAME_MIN_LENGTH }),
  description: textInputRules({ maxLength: BUSINESS_DESCRIPTION_MAX_LENGTH }).default(''),
  phone: optionalText(BG_MOBILE_PHONE_PATTERN, ERROR_KEYS.phoneFormat).default(''),
  email: optionalText(EMAIL_PATTERN, ERROR_KEYS.emailFormat).default(''),
  cityId: string().default(''),
  deliveryPrice: textInputRules()
    .test('money', SETTINGS_ERROR_KEYS.moneyFormat, (value) => value === undefined || value === '' || parseEuros(value) !== undefined)
    .test('max-money', ERROR_KEYS.maxValue, (value) => value === undefined || (parseEuros(value) ?? 0) <= DELIVERY_PRICE_MAX_CENTS)
    .default(''),
});

/** What a shop or an agency answers, as the form shows it. */
export interface BusinessProfile {
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  city: { id: number } | null;
  deliveryPrice?: Cents | null;
}

export function businessProfileFormValues(profile: BusinessProfile): BusinessProfileFormValues {
  const { deliveryPrice } = profile;
  return {
    name: profile.name,
    description: profile.description ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    cityId: profile.city ? String(profile.city.id) : '',
    deliveryPrice: deliveryPrice === undefined || deliveryPrice === null ? '' : eurosText(deliveryPrice),
  };
}

/** The body fields both profiles share (blank texts are null: cleared). */
export interface BusinessProfilePayload {
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  cityId: number | null;
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function toBusinessProfilePayload(values: BusinessProfileFormValues): BusinessProfilePayload {
  return {
    name: values.name.trim(),
    description: blankToNull(values.description),
    phone: blankToNull(values.phone),
    email: blankToNull(values.email),
    cityId: values.cityId === '' ? null : Number(values.cityId),
  };
}

/** A shop's delivery fee in cents, or null (free delivery) when the field is blank. */
export function deliveryPriceOf(values: BusinessProfileFormValues): Cents | null {
  return values.deliveryPrice.trim() === '' ? null : (parseEuros(values.deliveryPrice) ?? null);
}
