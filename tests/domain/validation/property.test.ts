import fc from 'fast-check';
import { validateForm } from '../../../domain/validation/validate.ts';
import {
  propertyDescriptionSchema,
  propertyFormValues,
  propertyErrorsFromServer,
  propertyInitialValues,
  propertySchema,
  toPropertyDescriptionPayload,
  toPropertyPayload,
} from '../../../domain/validation/property.ts';
import type { PropertyFormValues, SavedProperty } from '../../../domain/validation/property.ts';

/** A home with every field filled. */
const filled: PropertyFormValues = {
  title: 'Светъл двустаен в Лозенец',
  description: 'Тих апартамент с южно изложение.',
  descriptionAi: 'Двустаен апартамент от 65 кв. м.',
  taxDescription: 'Такса вход 10 €.',
  price: '850',
  deposit: '1 700,50',
  cityId: '1',
  districtId: '2',
  type: 'apartment',
  construction: 'brick',
  heating: 'district',
  furniture: 'furnished',
  floor: '3',
  totalFloors: '8',
  bedrooms: '1',
  bathrooms: '1',
  areaSqm: '65,5',
  billsIncluded: false,
  billsEstimate: '120',
  billsNote: 'Интернетът е включен.',
  locationAdvantages: 'Метро\n\n  Парк  \n',
  propertyAdvantages: 'Тераса',
  buildingYear: '2008',
  gpsCoordinates: '42.6705, 23.3219',
  images: ['data:image/jpeg;base64,AAAA', '/media/uploads/a.webp'],
  plan: ['/media/uploads/plan.webp'],
  status: 'active',
  petFriendly: true,
  appliances: ['1', '5'],
};

/** Only what must be there. */
const minimal: PropertyFormValues = {
  ...propertyInitialValues,
  title: 'Стая',
  description: 'Стая под наем.',
  price: '300',
  cityId: '1',
  districtId: '2',
  type: 'room',
  furniture: 'furnished',
  // A room has no bedrooms to count: the form does not ask (domain/propertyFacts.ts).
  bedrooms: '',
  bathrooms: '1',
  areaSqm: '18',
};

const errors = (values: Partial<PropertyFormValues>) => validateForm(propertySchema, values);

describe('property form', () => {
  it('starts empty and published, asking for what the save payload requires', () => {
    expect(propertyInitialValues.status).toBe('active');
    expect(errors(propertyInitialValues)).toEqual({
      title: 'error-required',
      description: 'error-required',
      price: 'error-required',
      cityId: 'error-required',
      districtId: 'error-required',
      type: 'error-required',
      furniture: 'error-required',
      bedrooms: 'error-required',
      bathrooms: 'error-required',
      areaSqm: 'error-required',
    });
  });

  it('accepts a filled form and a minimal one', () => {
    expect(errors(filled)).toEqual({});
    expect(errors(minimal)).toEqual({});
  });

  it('builds the save payload: cents, numbers, lines, the position and the pictures', () => {
    expect(toPropertyPayload(filled)).toEqual({
      title: 'Светъл двустаен в Лозенец',
      description: 'Тих апартамент с южно изложение.',
      descriptionAi: 'Двустаен апартамент от 65 кв. м.',
      taxDescription: 'Такса вход 10 €.',
      price: 85_000,
      deposit: 170_050,
      district_id: 2,
      type: 'apartment',
      construction: 'brick',
      heating: 'district',
      furniture: 'furnished',
      floor: 3,
      totalFloors: 8,
      bedrooms: 1,
      bathrooms: 1,
      area: 65.5,
      billsMeta: { includedInPrice: false, estimatedMonthly: 12_000, note: 'Интернетът е включен.' },
      locationAdvantages: ['Метро', 'Парк'],
      propertyAdvantages: ['Тераса'],
      buildingYear: 2008,
      gpsCoordinates: { lat: 42.6705, lng: 23.3219 },
      images: ['data:image/jpeg;base64,AAAA', '/media/uploads/a.webp'],
      status: 'active',
      petFriendly: true,
      appliances: [1, 5],
      plan: '/media/uploads/plan.webp',
    });
  });

  it('asks a room for no bedrooms and a house for no floor, and sends none whatever was left in them', () => {
    expect(validateForm(propertySchema, { ...filled, type: 'room', bedrooms: '' })).toEqual({});
    expect(toPropertyPayload({ ...filled, type: 'room', bedrooms: '3' })).toMatchObject({ type: 'room', bedrooms: 0, floor: 3 });
    // A house's floor left from another type: neither checked against its storeys nor sent.
    expect(validateForm(propertySchema, { ...filled, type: 'house', floor: '9', totalFloors: '2' })).toEqual({});
    expect(toPropertyPayload({ ...filled, type: 'house', floor: '9', totalFloors: '2' })).toMatchObject({ type: 'house', bedrooms: 1, floor: null, totalFloors: 2 });
    expect(validateForm(propertySchema, { ...filled, bedrooms: '' })).toEqual({ bedrooms: 'error-required' });
  });

  it('sends null for what was left empty, and no bills when nothing about them was said', () => {
    expect(toPropertyPayload(minimal)).toMatchObject({
      descriptionAi: null,
      taxDescription: null,
      deposit: null,
      construction: null,
      heating: null,
      floor: null,
      totalFloors: null,
      billsMeta: null,
      locationAdvantages: [],
      buildingYear: null,
      gpsCoordinates: null,
      images: [],
      plan: null,
      appliances: [],
    });
    expect(toPropertyPayload({ ...minimal, billsIncluded: true }).billsMeta).toEqual({ includedInPrice: true, estimatedMonthly: null, note: null });
  });

  it.each([
    ['price', 'abc', 'rentals-error-amount'],
    ['price', '12.345', 'rentals-error-amount'],
    ['price', '1000001', 'error-max-value'],
    ['deposit', '-5', 'rentals-error-amount'],
    ['bedrooms', '1.5', 'rentals-error-whole-number'],
    ['bedrooms', '51', 'error-max-value'],
    ['bathrooms', '-1', 'error-min-value'],
    ['areaSqm', 'много', 'rentals-error-number'],
    ['areaSqm', '0', 'error-min-value'],
    ['areaSqm', '100001', 'error-max-value'],
    ['floor', '-6', 'error-min-value'],
    ['totalFloors', '201', 'error-max-value'],
    ['buildingYear', '1799', 'error-min-value'],
    ['buildingYear', '2101', 'error-max-value'],
    ['gpsCoordinates', '42.67', 'rentals-error-coordinates'],
    ['gpsCoordinates', '95, 23', 'rentals-error-coordinates'],
    ['title', 'Аб', 'error-min-length'],
    ['billsEstimate', '1,2,3', 'rentals-error-amount'],
  ] as const)('flags %s "%s" with %s', (field, value, key) => {
    expect(errors({ ...filled, [field]: value })).toEqual({ [field]: key });
  });

  it('flags a floor above the building', () => {
    expect(errors({ ...filled, floor: '9', totalFloors: '8' })).toEqual({ floor: 'error-floor-above-total' });
    expect(errors({ ...filled, floor: '9', totalFloors: '' })).toEqual({});
  });

  it('keeps the advantages to 50 lines of at most 999 characters', () => {
    const lines = Array.from({ length: 51 }, (_, index) => `Предимство ${index}`).join('\n');
    expect(errors({ ...filled, locationAdvantages: lines })).toEqual({ locationAdvantages: 'rentals-error-too-many-lines' });
    expect(errors({ ...filled, propertyAdvantages: 'а'.repeat(1000) })).toEqual({ propertyAdvantages: 'rentals-error-line-too-long' });
  });

  it('takes an optional field left out (Formik sends an empty field as undefined) as empty', () => {
    const { locationAdvantages: _lines, floor: _floor, gpsCoordinates: _position, descriptionAi: _draft, construction: _construction, ...rest } = filled;
    expect(errors(rest)).toEqual({});
  });

  it('reads euro as typed, with a comma or a dot and spaces between thousands', () => {
    expect(toPropertyPayload({ ...minimal, price: '850,5' }).price).toBe(85_050);
    expect(toPropertyPayload({ ...minimal, price: ' 1 250.05 ' }).price).toBe(125_005);
    expect(errors({ ...filled, price: '8.' })).toEqual({ price: 'rentals-error-amount' });
  });

  it('reads coordinates as maps services copy them', () => {
    expect(toPropertyPayload({ ...minimal, gpsCoordinates: ' -33.86;151.2 ' }).gpsCoordinates).toEqual({ lat: -33.86, lng: 151.2 });
    expect(toPropertyPayload({ ...minimal, gpsCoordinates: '42.6977 23.3219' }).gpsCoordinates).toEqual({ lat: 42.6977, lng: 23.3219 });
    expect(errors({ ...filled, gpsCoordinates: '42.6977, 181' })).toEqual({ gpsCoordinates: 'rentals-error-coordinates' });
    expect(errors({ ...filled, gpsCoordinates: 'Лозенец' })).toEqual({ gpsCoordinates: 'rentals-error-coordinates' });
  });

  it('reads one advantage a line', () => {
    expect(toPropertyPayload({ ...minimal, propertyAdvantages: ' Метро \n\n\tПарк' }).propertyAdvantages).toEqual(['Метро', 'Парк']);
  });
});

describe('the description writer', () => {
  it('needs the district, type, furniture, rooms and area first', () => {
    expect(validateForm(propertyDescriptionSchema, propertyInitialValues)).toEqual({
      districtId: 'error-required',
      type: 'error-required',
      furniture: 'error-required',
      bedrooms: 'error-required',
      bathrooms: 'error-required',
      areaSqm: 'error-required',
    });
    expect(validateForm(propertyDescriptionSchema, { ...minimal, title: '', description: '', price: '' })).toEqual({});
  });

  it('is asked with the described fields, the rent when typed and the address', () => {
    expect(toPropertyDescriptionPayload(filled, '  ул. Кричим 2 ')).toEqual({
      address: 'ул. Кричим 2',
      district_id: 2,
      type: 'apartment',
      furniture: 'furnished',
      bedrooms: 1,
      bathrooms: 1,
      area: 65.5,
      price: 85_000,
      construction: 'brick',
      heating: 'district',
      floor: 3,
      totalFloors: 8,
      buildingYear: 2008,
      petFriendly: true,
      appliances: [1, 5],
      locationAdvantages: ['Метро', 'Парк'],
      propertyAdvantages: ['Тераса'],
    });
    expect(toPropertyDescriptionPayload({ ...minimal, price: '' }, '')).toMatchObject({ address: null, price: null });
  });
});

describe('editing a saved property', () => {
  const saved: SavedProperty = {
    ...toPropertyPayload(filled),
    city: { id: 1 },
    district: { id: 2 },
    images: [{ url: 'data:image/jpeg;base64,AAAA' }, { url: '/media/uploads/a.webp' }],
    appliances: [{ id: 1 }, { id: 5 }],
  };

  it('fills the form so that saving it unchanged sends the same property', () => {
    const values = propertyFormValues(saved);
    expect(errors(values)).toEqual({});
    expect(values).toMatchObject({ price: '850', deposit: '1700.50', areaSqm: '65.5', gpsCoordinates: '42.6705, 23.3219' });
    expect(toPropertyPayload(values)).toEqual(toPropertyPayload(filled));
  });

  it('shows any rent as euros that save back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (price) => toPropertyPayload(propertyFormValues({ ...saved, price })).price === price),
    );
  });

  it('leaves empty what the property does not have', () => {
    const bare: SavedProperty = { ...saved, ...toPropertyPayload(minimal), images: [], appliances: [] };
    expect(propertyFormValues(bare)).toEqual({ ...minimal });
    const noEstimate = propertyFormValues({ ...bare, billsMeta: { includedInPrice: true, estimatedMonthly: null, note: null } });
    expect(noEstimate).toMatchObject({ billsIncluded: true, billsEstimate: '', billsNote: '' });
  });
});

describe("the server's refusals", () => {
  it('land on the form fields that hold them', () => {
    expect(
      propertyErrorsFromServer({
        district_id: 'error-unknown-district',
        area: 'error-min-value',
        'images.2': 'error-image-type',
        plan: 'error-image-too-large',
        'appliances.1': 'error-unknown-appliance',
        'appliances.3': 'error-unknown-appliance',
        'billsMeta.estimatedMonthly': 'error-max-value',
        'gpsCoordinates.lat': 'error-max-value',
        'locationAdvantages.4': 'error-max-length',
        floor: 'error-floor-above-total',
      }),
    ).toEqual({
      districtId: 'error-unknown-district',
      areaSqm: 'error-min-value',
      'images.2': 'error-image-type',
      plan: 'error-image-too-large',
      appliances: 'error-unknown-appliance',
      billsEstimate: 'error-max-value',
      gpsCoordinates: 'error-max-value',
      locationAdvantages: 'error-max-length',
      floor: 'error-floor-above-total',
    });
  });
});
