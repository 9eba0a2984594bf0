/**
 * The property form of the profile (product §2 "property", "property/{id}"; 3 "Property (save
 * payload)"): every field of the save payload as the owner types it, its rules, and the payload
 * built from it. Amounts are typed in euro ('850' or '850,50') and sent in cents; the area is
 * the form's `areaSqm`; the district implies the city (the city only narrows the district list);
 * the advantages are one a line; the position is 'lat, lng' as a maps service copies it (the
 * coordinates guide explains how). The option values (type, construction, heating, furniture,
 * status) come from the server's settings call; an empty choice is "none" where it is optional.
 *
 * The limits are the contract's (PropertyInput); the server checks them all again, and the
 * district, the appliances and the floor against the building.
 */
import { array, boolean, object, string } from 'yup';
import type { AnyObject, ObjectSchema, StringSchema } from 'yup';
import { TEXT_INPUT_DEFAULT_MAX_LENGTH } from '../constants.ts';
import { eurosText } from '../money.ts';
import { propertyTypeFacts, withTypeFacts } from '../propertyFacts.ts';
import { ERROR_KEYS, requiredTextRules, textInputRules } from './fields.ts';

/** Error keys of this form's own rules (locales/<language>/rentals*.json). */
const PROPERTY_ERROR_KEYS = {
  amount: 'rentals-error-amount',
  wholeNumber: 'rentals-error-whole-number',
  number: 'rentals-error-number',
  coordinates: 'rentals-error-coordinates',
  tooManyLines: 'rentals-error-too-many-lines',
  lineTooLong: 'rentals-error-line-too-long',
  floorAboveTotal: 'error-floor-above-total',
} as const;

/** Limits of the contract's PropertyInput. */
export const PROPERTY_LIMITS = {
  titleMinLength: 3,
  descriptionMaxLength: 10_000,
  /** Euro cents. */
  maxAmount: 100_000_000,
  minFloor: -5,
  maxFloor: 200,
  minTotalFloors: 1,
  maxRooms: 50,
  minArea: 1,
  maxArea: 100_000,
  minBuildingYear: 1800,
  maxBuildingYear: 2100,
  maxAdvantages: 50,
  /** The advantages' text: 50 lines of at most 999 characters, with their line breaks. */
  advantagesMaxLength: 50_000,
  maxImages: 30,
} as const;

export interface PropertyFormValues {
  title: string;
  description: string;
  /** The text the description writer drafted, as the owner kept it ('' for none). */
  descriptionAi: string;
  taxDescription: string;
  /** Monthly rent in euro, as typed. */
  price: string;
  /** Deposit in euro, as typed ('' for none). */
  deposit: string;
  /** Narrows the districts offered; not sent. */
  cityId: string;
  districtId: string;
  type: string;
  construction: string;
  heating: string;
  furniture: string;
  floor: string;
  totalFloors: string;
  bedrooms: string;
  bathrooms: string;
  areaSqm: string;
  billsIncluded: boolean;
  /** Estimated monthly bills in euro, as typed. */
  billsEstimate: string;
  billsNote: string;
  /** One advantage a line. */
  locationAdvantages: string;
  propertyAdvantages: string;
  buildingYear: string;
  /** 'lat, lng' in decimal degrees ('' for none). */
  gpsCoordinates: string;
  /** ImageInput values in display order (new pictures as data URLs, kept ones by URL). */
  images: string[];
  /** The floor plan: none or one ImageInput. */
  plan: string[];
  status: string;
  petFriendly: boolean;
  /** Appliance ids (checkbox values). */
  appliances: string[];
}

export const propertyInitialValues: PropertyFormValues = {
  title: '',
  description: '',
  descriptionAi: '',
  taxDescription: '',
  price: '',
  deposit: '',
  cityId: '',
  districtId: '',
  type: '',
  construction: '',
  heating: '',
  furniture: '',
  floor: '',
  totalFloors: '',
  bedrooms: '',
  bathrooms: '',
  areaSqm: '',
  billsIncluded: false,
  billsEstimate: '',
  billsNote: '',
  locationAdvantages: '',
  propertyAdvantages: '',
  buildingYear: '',
  gpsCoordinates: '',
  images: [],
  plan: [],
  status: 'active',
  petFriendly: false,
  appliances: [],
};

const AMOUNT_TEXT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;
const WHOLE_TEXT = /^-?\d{1,9}$/;
const NUMBER_TEXT = /^\d{1,9}(?:[.,]\d{1,2})?$/;
const COORDINATES_TEXT = /^(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** Euro typed in the form ('1 250,50' or '1250.5') as cents, or undefined when it is not an amount. */
function eurosToCents(text: string): number | undefined {
  const match = AMOUNT_TEXT.exec(text.replace(/\s/g, ''));
  if (match === null) return undefined;
  const [, whole, fraction = ''] = match as unknown as [string, string, string | undefined];
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A whole number typed in the form, or undefined. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return WHOLE_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/** A number with up to two decimals ('65' or '65,5'), or undefined. */
function decimalNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : undefined;
}

export interface Coordinates {
  lat: number;
  lng: number;
}

/**
 * 'lat, lng' as a maps service copies it ('42.6977, 23.3219'; a semicolon or a space also
 * separates), or undefined when it is not a position on Earth.
 */
function parseCoordinates(text: string): Coordinates | undefined {
  const match = COORDINATES_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

/** The lines of a one-a-line field, trimmed, the empty ones left out. */
function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const isBlank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/**
 * Text that must be there (`requiredTextRules()`), or may be empty: Formik hands an empty field
 * to the schema as undefined, which counts as ''.
 */
const required = () => requiredTextRules();
const optionalText = () => textInputRules().default('');

/** A text rule the number checks below build on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- yup's own flags and default
type TextSchema = StringSchema<string | undefined, AnyObject, any, any>;

function amountRules<S extends TextSchema>(base: S): S {
  return base
    .test('amount', PROPERTY_ERROR_KEYS.amount, (value) => isBlank(value) || eurosToCents(value!) !== undefined)
    .test('max-amount', ERROR_KEYS.maxValue, (value) => isBlank(value) || (eurosToCents(value!) ?? 0) <= PROPERTY_LIMITS.maxAmount);
}

function wholeRules<S extends TextSchema>(base: S, min: number, max: number): S {
  return base
    .test('whole', PROPERTY_ERROR_KEYS.wholeNumber, (value) => isBlank(value) || wholeNumber(value!) !== undefined)
    .test('min', ERROR_KEYS.minValue, (value) => isBlank(value) || (wholeNumber(value!) ?? min) >= min)
    .test('max', ERROR_KEYS.maxValue, (value) => isBlank(value) || (wholeNumber(value!) ?? max) <= max);
}

function linesRules() {
  return textInputRules({ maxLength: PROPERTY_LIMITS.advantagesMaxLength })
    .default('')
    .test('line-count', PROPERTY_ERROR_KEYS.tooManyLines, (value) => linesOf(value).length <= PROPERTY_LIMITS.maxAdvantages)
    .test('line-length', PROPERTY_ERROR_KEYS.lineTooLong, (value) => linesOf(value).every((line) => line.length <= TEXT_INPUT_DEFAULT_MAX_LENGTH));
}

/** What the description writer needs of the form (product §7: POST /api/property/ai/description). */
const describedFields = {
  districtId: requiredTextRules(),
  type: requiredTextRules(),
  furniture: requiredTextRules(),
  // Asked only of a home that has bedrooms (domain/propertyFacts.ts); ignored for the others.
  bedrooms: wholeRules(optionalText(), 0, PROPERTY_LIMITS.maxRooms).test(
    'required',
    ERROR_KEYS.required,
    (value, context) => !propertyTypeFacts(String((context.parent as PropertyFormValues).type)).bedrooms || !isBlank(value),
  ),
  bathrooms: wholeRules(required(), 0, PROPERTY_LIMITS.maxRooms),
  areaSqm: requiredTextRules()
    .test('number', PROPERTY_ERROR_KEYS.number, (value) => isBlank(value) || decimalNumber(value!) !== undefined)
    .test('min', ERROR_KEYS.minValue, (value) => isBlank(value) || (decimalNumber(value!) ?? PROPERTY_LIMITS.minArea) >= PROPERTY_LIMITS.minArea)
    .test('max', ERROR_KEYS.maxValue, (value) => isBlank(value) || (decimalNumber(value!) ?? PROPERTY_LIMITS.maxArea) <= PROPERTY_LIMITS.maxArea),
};

/** The fields the description writer needs, checked before it is asked (the rest of the form may still be empty). */
export const propertyDescriptionSchema = object(describedFields);

export const propertySchema: ObjectSchema<PropertyFormValues> = object({
  ...describedFields,
  title: requiredTextRules({ minLength: PROPERTY_LIMITS.titleMinLength }),
  description: requiredTextRules({ maxLength: PROPERTY_LIMITS.descriptionMaxLength }),
  descriptionAi: textInputRules({ maxLength: PROPERTY_LIMITS.descriptionMaxLength }).default(''),
  taxDescription: optionalText(),
  price: amountRules(required()),
  deposit: amountRules(optionalText()),
  cityId: requiredTextRules(),
  construction: string().default(''),
  heating: string().default(''),
  floor: wholeRules(optionalText(), PROPERTY_LIMITS.minFloor, PROPERTY_LIMITS.maxFloor).test('floor-above-total', PROPERTY_ERROR_KEYS.floorAboveTotal, (value, context) => {
      const parent = context.parent as PropertyFormValues;
      const floor = wholeNumber(value);
      const total = wholeNumber(String(parent.totalFloors));
      // A house's floor is not asked (domain/propertyFacts.ts): a hidden old value is no error.
      return !propertyTypeFacts(parent.type).floor || floor === undefined || total === undefined || floor <= total;
    }),
  totalFloors: wholeRules(optionalText(), PROPERTY_LIMITS.minTotalFloors, PROPERTY_LIMITS.maxFloor),
  billsIncluded: boolean().defined(),
  billsEstimate: amountRules(optionalText()),
  billsNote: optionalText(),
  locationAdvantages: linesRules(),
  propertyAdvantages: linesRules(),
  buildingYear: wholeRules(optionalText(), PROPERTY_LIMITS.minBuildingYear, PROPERTY_LIMITS.maxBuildingYear),
  gpsCoordinates: optionalText().test('coordinates', PROPERTY_ERROR_KEYS.coordinates, (value) => isBlank(value) || parseCoordinates(value!) !== undefined),
  // The picture fields keep to their limits themselves (ImageField's `max`), the server checks them again.
  images: array(string().defined()).defined(),
  plan: array(string().defined()).defined(),
  status: requiredTextRules(),
  petFriendly: boolean().defined(),
  appliances: array(string().defined()).defined(),
});

/** The contract's PropertyInput, as this form builds it (the option values are the server's own). */
export interface PropertyPayload {
  title: string;
  description: string;
  descriptionAi: string | null;
  taxDescription: string | null;
  price: number;
  deposit: number | null;
  district_id: number;
  type: string;
  construction: string | null;
  heating: string | null;
  furniture: string;
  floor: number | null;
  totalFloors: number | null;
  bedrooms: number;
  bathrooms: number;
  area: number;
  billsMeta: { includedInPrice: boolean; estimatedMonthly: number | null; note: string | null } | null;
  locationAdvantages: string[];
  propertyAdvantages: string[];
  buildingYear: number | null;
  gpsCoordinates: Coordinates | null;
  images: string[];
  status: string;
  petFriendly: boolean;
  appliances: number[];
  plan: string | null;
}

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
/** An optional field of values that passed the schema: null when empty, else what `parse` reads. */
const optional = <T>(text: string, parse: (text: string) => T | undefined): T | null => (isBlank(text) ? null : parse(text)!);

/** What the description writer is asked with: the fields that describe the home, the rent when typed, the address. */
export type PropertyDescriptionPayload = Pick<
  PropertyPayload,
  | 'district_id'
  | 'type'
  | 'furniture'
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'construction'
  | 'heating'
  | 'floor'
  | 'totalFloors'
  | 'buildingYear'
  | 'petFriendly'
  | 'appliances'
  | 'locationAdvantages'
  | 'propertyAdvantages'
> & { address: string | null; price: number | null };

/** The parts of the payload that describe the home (for the save and for the description writer). */
function describedPart(values: PropertyFormValues) {
  return withTypeFacts({
    district_id: Number(values.districtId),
    type: values.type,
    furniture: values.furniture,
    bedrooms: wholeNumber(values.bedrooms) ?? 0,
    bathrooms: wholeNumber(values.bathrooms)!,
    area: decimalNumber(values.areaSqm)!,
    construction: textOrNull(values.construction),
    heating: textOrNull(values.heating),
    floor: optional(values.floor, wholeNumber),
    totalFloors: optional(values.totalFloors, wholeNumber),
    buildingYear: optional(values.buildingYear, wholeNumber),
    petFriendly: values.petFriendly,
    appliances: values.appliances.map(Number),
    locationAdvantages: linesOf(values.locationAdvantages),
    propertyAdvantages: linesOf(values.propertyAdvantages),
  });
}

/** The save payload of values that passed `propertySchema`. */
export function toPropertyPayload(values: PropertyFormValues): PropertyPayload {
  const estimate = optional(values.billsEstimate, eurosToCents);
  const note = textOrNull(values.billsNote);
  return {
    ...describedPart(values),
    title: values.title.trim(),
    description: values.description.trim(),
    descriptionAi: textOrNull(values.descriptionAi),
    taxDescription: textOrNull(values.taxDescription),
    price: eurosToCents(values.price)!,
    deposit: optional(values.deposit, eurosToCents),
    billsMeta: values.billsIncluded || estimate !== null || note !== null ? { includedInPrice: values.billsIncluded, estimatedMonthly: estimate, note } : null,
    gpsCoordinates: optional(values.gpsCoordinates, parseCoordinates),
    images: values.images,
    status: values.status,
    plan: values.plan[0] ?? null,
  };
}

/** The description writer's request for values that passed `propertyDescriptionSchema`. */
export function toPropertyDescriptionPayload(values: PropertyFormValues, address: string): PropertyDescriptionPayload {
  return { ...describedPart(values), address: textOrNull(address), price: optional(values.price, eurosToCents) };
}

/** A saved property as the server answers it (the contract's Property), as far as the form reads it. */
export type SavedProperty = Omit<PropertyPayload, 'district_id' | 'images' | 'appliances'> & {
  city: { id: number };
  district: { id: number };
  images: { url: string }[];
  appliances: { id: number }[];
};

const textOf = (value: number | null): string => (value === null ? '' : String(value));

/** The form's values for editing a saved property: saving them unchanged sends the same property. */
export function propertyFormValues(property: SavedProperty): PropertyFormValues {
  const bills = property.billsMeta;
  return {
    title: property.title,
    description: property.description,
    descriptionAi: property.descriptionAi ?? '',
    taxDescription: property.taxDescription ?? '',
    price: eurosText(property.price),
    deposit: property.deposit === null ? '' : eurosText(property.deposit),
    cityId: String(property.city.id),
    districtId: String(property.district.id),
    type: property.type,
    construction: property.construction ?? '',
    heating: property.heating ?? '',
    furniture: property.furniture,
    floor: textOf(property.floor),
    totalFloors: textOf(property.totalFloors),
    // Empty where the type has none: a room turned into a flat asks for its bedrooms.
    bedrooms: propertyTypeFacts(property.type).bedrooms ? String(property.bedrooms) : '',
    bathrooms: String(property.bathrooms),
    areaSqm: String(property.area),
    billsIncluded: bills?.includedInPrice ?? false,
    billsEstimate: bills?.estimatedMonthly == null ? '' : eurosText(bills.estimatedMonthly),
    billsNote: bills?.note ?? '',
    locationAdvantages: property.locationAdvantages.join('\n'),
    propertyAdvantages: property.propertyAdvantages.join('\n'),
    buildingYear: textOf(property.buildingYear),
    gpsCoordinates: property.gpsCoordinates === null ? '' : `${property.gpsCoordinates.lat}, ${property.gpsCoordinates.lng}`,
    images: property.images.map((image) => image.url),
    plan: property.plan === null ? [] : [property.plan],
    status: property.status,
    petFriendly: property.petFriendly,
    appliances: property.appliances.map((appliance) => String(appliance.id)),
  };
}

/** The form field of each payload property the server may refuse (the rest have the same name). */
const FORM_FIELD_OF: Readonly<Record<string, keyof PropertyFormValues>> = {
  district_id: 'districtId',
  area: 'areaSqm',
  billsMeta: 'billsEstimate',
  'billsMeta.estimatedMonthly': 'billsEstimate',
  'billsMeta.note': 'billsNote',
  'billsMeta.includedInPrice': 'billsIncluded',
  'gpsCoordinates.lat': 'gpsCoordinates',
  'gpsCoordinates.lng': 'gpsCoordinates',
};

/**
 * The server's refusals of a save (payload property → message) as the form's fields: a picture
 * keeps its place (`images.2`, shown under that picture), an item of a list goes to its list,
 * a part of an object to the field that holds it. The first message of a field wins.
 */
export function propertyErrorsFromServer(errors: Readonly<Record<string, string>>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [property, message] of Object.entries(errors)) {
    const field = property.startsWith('images.')
      ? property
      : (FORM_FIELD_OF[property] ?? FORM_FIELD_OF[property.split('.')[0]!] ?? property.split('.')[0]!);
    fields[field] ??= message;
  }
  return fields;
}
