/** The order form's rules (contact, address, the destination of a move, a bookable day and slot) and the server's field names. */
import type { ValidationError } from 'yup';
import { addDays } from '../../../../domain/cleaning.ts';
import { orderErrorsFromServer, orderInitialValues, orderSchema } from '../../../../src/features/services/orderForm.ts';
import type { OrderValues } from '../../../../src/features/services/orderForm.ts';

/** Monday 23 November 2026, 12:00 in Sofia. */
const now = () => new Date('2026-11-23T10:00:00Z');

const valid: OrderValues = {
  ...orderInitialValues,
  name: 'Мария Иванова',
  phone: '0888123456',
  email: 'maria@example.bg',
  cityId: '1',
  street: 'ул. Оборище 12',
  date: '2026-11-25',
  timeSlot: '08-11',
};

/** The errors of `values` by field (the first of each). */
async function errorsOf(values: OrderValues, moving = false): Promise<Record<string, string>> {
  try {
    await orderSchema(moving, now).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe('the order form', () => {
  it('takes a complete form with a slot more than 24 hours away', async () => {
    await expect(errorsOf(valid)).resolves.toEqual({});
  });

  it('asks for the destination of a move only', async () => {
    await expect(errorsOf(valid, true)).resolves.toEqual({ destinationCityId: 'error-required', destinationStreet: 'error-required' });
    await expect(errorsOf({ ...valid, destinationCityId: '2', destinationStreet: 'бул. Руски 40' }, true)).resolves.toEqual({});
  });

  it('refuses a day in the past or beyond 90 days, and a slot within 24 hours', async () => {
    await expect(errorsOf({ ...valid, date: '2026-11-22' })).resolves.toEqual({ date: 'error-date-in-past' });
    await expect(errorsOf({ ...valid, date: addDays('2026-11-23', 91) })).resolves.toEqual({ date: 'error-date-too-far' });
    // Tomorrow 11:00 is 23 hours away; 14:00 is 26.
    await expect(errorsOf({ ...valid, date: '2026-11-24', timeSlot: '11-14' })).resolves.toEqual({ timeSlot: 'error-slot-too-soon' });
    await expect(errorsOf({ ...valid, date: '2026-11-24', timeSlot: '14-17' })).resolves.toEqual({});
  });

  it('says what is missing', async () => {
    const errors = await errorsOf(orderInitialValues);
    expect(errors).toMatchObject({ name: 'error-required', cityId: 'error-required', date: 'error-required', timeSlot: 'error-required' });
  });
});

describe("the server's refusals", () => {
  it("puts each field's message under its field and notes refused lines", () => {
    expect(
      orderErrorsFromServer({
        'contact.email': 'Невалиден имейл',
        'destinationAddress.cityId': 'Изберете град',
        timeSlot: 'Твърде скоро',
        'services.1.amount': 'Извън допустимото',
      }),
    ).toEqual({ fields: { email: 'Невалиден имейл', destinationCityId: 'Изберете град', timeSlot: 'Твърде скоро' }, linesRefused: true });
    expect(orderErrorsFromServer({ note: 'Твърде дълга' })).toEqual({ fields: { note: 'Твърде дълга' }, linesRefused: false });
  });
});
