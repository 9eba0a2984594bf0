import { addDays } from '../../../domain/cleaning.ts';
import { cleaningOrderInitialValues, cleaningOrderSchema } from '../../../domain/validation/cleaningOrder.ts';
import type { CleaningOrderFormValues } from '../../../domain/validation/cleaningOrder.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

/** Monday 23 November 2026, 12:00 in Sofia. */
const now = () => new Date('2026-11-23T10:00:00Z');

const valid: CleaningOrderFormValues = {
  ...cleaningOrderInitialValues,
  name: 'Мария Иванова',
  phone: '0888123456',
  email: 'maria@example.bg',
  cityId: '1',
  street: 'ул. Оборище 12',
  date: '2026-11-25',
  timeSlot: '08-11',
};

const errorsOf = (values: CleaningOrderFormValues, moving = false) => validateForm(cleaningOrderSchema(moving, now), values);

describe('the cleaning order form', () => {
  it('takes a complete form with a slot more than 24 hours away', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('asks for the destination of a move only', () => {
    expect(errorsOf(valid, true)).toEqual({ destinationCityId: 'error-required', destinationStreet: 'error-required' });
    expect(errorsOf({ ...valid, destinationCityId: '2', destinationStreet: 'бул. Руски 40' }, true)).toEqual({});
    expect(errorsOf({ ...valid, destinationCityId: '2', destinationStreet: 'ab' }, true)).toEqual({ destinationStreet: 'error-min-length' });
  });

  it('refuses a day in the past or beyond 90 days, and a slot within 24 hours', () => {
    expect(errorsOf({ ...valid, date: '2026-11-22' })).toEqual({ date: 'error-date-in-past' });
    expect(errorsOf({ ...valid, date: addDays('2026-11-23', 91) })).toEqual({ date: 'error-date-too-far' });
    // Tomorrow 11:00 is 23 hours away; 14:00 is 26.
    expect(errorsOf({ ...valid, date: '2026-11-24', timeSlot: '11-14' })).toEqual({ timeSlot: 'error-slot-too-soon' });
    expect(errorsOf({ ...valid, date: '2026-11-24', timeSlot: '14-17' })).toEqual({});
  });

  it('says why a day in the window has no time to choose, instead of "required"', () => {
    // Noon on Monday: no slot of Monday starts 24 hours ahead; Tuesday's 14:00 does.
    expect(errorsOf({ ...valid, date: '2026-11-23', timeSlot: '' })).toEqual({ timeSlot: 'error-no-slot-that-day' });
    expect(errorsOf({ ...valid, date: '2026-11-24', timeSlot: '' })).toEqual({ timeSlot: 'error-required' });
    expect(errorsOf({ ...valid, date: '2026-11-22', timeSlot: '' })).toEqual({ date: 'error-date-in-past', timeSlot: 'error-required' });
  });

  it('says what is missing, and checks no slot before a day is chosen', () => {
    expect(errorsOf(cleaningOrderInitialValues)).toEqual({
      name: 'error-required',
      phone: 'error-required',
      email: 'error-required',
      cityId: 'error-required',
      street: 'error-required',
      date: 'error-required',
      timeSlot: 'error-required',
    });
    expect(errorsOf({ ...valid, date: '' })).toEqual({ date: 'error-required' });
  });

  it('wants a name of two characters and a street of three', () => {
    expect(errorsOf({ ...valid, name: 'М', street: 'ул' })).toEqual({ name: 'error-min-length', street: 'error-min-length' });
  });
});
