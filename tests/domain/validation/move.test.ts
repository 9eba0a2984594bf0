import { addDays, serviceToday } from '../../../domain/cleaning.ts';
import { MOVE_IN_HORIZON_DAYS, moveInWindow, moveStartInitialValues, moveStartPayload, moveStartSchema, moveStartValuesOf } from '../../../domain/validation/move.ts';
import type { MoveStartFormValues } from '../../../domain/validation/move.ts';
import { validateForm } from '../../../domain/validation/validate.ts';

/** Tuesday 1 December 2026, noon in Sofia. */
const now = new Date('2026-12-01T10:00:00Z');
const valid: MoveStartFormValues = { ...moveStartInitialValues, moveInDate: '2026-12-20', fromCityId: '3', fromStreet: ' ул. Шипка 3 ', people: '2', pets: '1' };
const errors = (change: Partial<MoveStartFormValues>) => validateForm(moveStartSchema(now), { ...valid, ...change });

describe('the "Moving in here?" form', () => {
  it('asks for the day and where from, unless that is for later', () => {
    expect(validateForm(moveStartSchema(now), moveStartInitialValues)).toEqual({
      moveInDate: 'error-required',
      fromCityId: 'error-required',
      fromStreet: 'error-required',
    });
    expect(errors({})).toEqual({});
    expect(errors({ fromLater: true, fromCityId: '', fromStreet: '' })).toEqual({});
    expect(errors({ fromStreet: 'ул' })).toEqual({ fromStreet: 'error-min-length' });
  });

  it('takes a move-in day from today to the horizon', () => {
    expect(moveInWindow(now)).toEqual({ min: '2026-12-01', max: addDays('2026-12-01', MOVE_IN_HORIZON_DAYS) });
    expect(errors({ moveInDate: serviceToday(now) })).toEqual({});
    expect(errors({ moveInDate: '2026-11-30' })).toEqual({ moveInDate: 'error-date-in-past' });
    expect(errors({ moveInDate: addDays('2026-12-01', MOVE_IN_HORIZON_DAYS + 1) })).toEqual({ moveInDate: 'move-error-date-too-far' });
    expect(errors({ moveInDate: '20.12.2026' })).toEqual({ moveInDate: 'error-date-format' });
  });

  it('sends the contract\'s fields: from null when said later, numbers for the household', () => {
    expect(moveStartPayload(valid)).toEqual({ moveInDate: '2026-12-20', from: { cityId: 3, street: 'ул. Шипка 3' }, household: { people: 2, pets: 1 } });
    expect(moveStartPayload({ ...valid, fromLater: true })).toMatchObject({ from: null });
  });

  it('starts from a plan\'s facts, and gives them back unchanged', () => {
    const plan = { moveInDate: '2026-12-20', from: { cityId: 3, street: 'ул. Шипка 3' }, household: { people: 2, pets: 1 } };
    expect(moveStartPayload(moveStartValuesOf(plan))).toEqual(plan);
    expect(moveStartValuesOf({ ...plan, from: null })).toMatchObject({ fromLater: true, fromCityId: '', fromStreet: '' });
  });
});
