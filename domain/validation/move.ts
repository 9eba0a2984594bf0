/**
 * The "Moving in here?" form (docs/decisions/0031): the move-in day (today to
 * MOVE_IN_HORIZON_DAYS ahead, as the contract takes it), where from (a city and street, or "I'll
 * say later") and the household. Its payload is the contract's MovePlanInput without the home.
 */
import { boolean, object, string } from 'yup';
import { addDays, serviceToday } from '../cleaning.ts';
import { STREET_MIN_LENGTH, TEXT_INPUT_DEFAULT_MAX_LENGTH } from '../constants.ts';
import { ERROR_KEYS, requiredTextRules, textInputRules } from './fields.ts';
import { isDateText } from './viewingRequest.ts';

export const MOVE_IN_HORIZON_DAYS = 180;
export const MOVE_HOUSEHOLD_LIMITS = { people: { min: 1, max: 12 }, pets: { min: 0, max: 10 } } as const;
export const MOVE_STREET_LIMITS = { minLength: STREET_MIN_LENGTH, maxLength: TEXT_INPUT_DEFAULT_MAX_LENGTH } as const;

export interface MoveStartFormValues {
  /** 'YYYY-MM-DD'. */
  moveInDate: string;
  /** "I'll say later": no city and street. */
  fromLater: boolean;
  /** A city id, '' until one is chosen. */
  fromCityId: string;
  fromStreet: string;
  /** As the select gives them. */
  people: string;
  pets: string;
}

export const moveStartInitialValues: MoveStartFormValues = {
  moveInDate: '',
  fromLater: false,
  fromCityId: '',
  fromStreet: '',
  people: '1',
  pets: '0',
};

/** The first and last move-in day the date input offers at `now` (Sofia). */
export function moveInWindow(now: Date): { min: string; max: string } {
  const today = serviceToday(now);
  return { min: today, max: addDays(today, MOVE_IN_HORIZON_DAYS) };
}

const whenFromSaid = (rules: ReturnType<typeof requiredTextRules>) =>
  textInputRules().when('fromLater', { is: true, then: () => textInputRules(), otherwise: () => rules });

/** The form's rules at `now` (the date's bounds move with it). */
export function moveStartSchema(now: Date) {
  const { min, max } = moveInWindow(now);
  return object({
    moveInDate: requiredTextRules()
      .test('date-format', ERROR_KEYS.dateFormat, (value) => value === undefined || isDateText(value))
      .test('not-past', ERROR_KEYS.dateInPast, (value) => value === undefined || !isDateText(value) || value >= min)
      .test('not-too-far', 'move-error-date-too-far', (value) => value === undefined || !isDateText(value) || value <= max),
    fromLater: boolean().required(),
    fromCityId: whenFromSaid(requiredTextRules()),
    fromStreet: whenFromSaid(requiredTextRules(MOVE_STREET_LIMITS)),
    people: string().required(ERROR_KEYS.required),
    pets: string().required(ERROR_KEYS.required),
  });
}

/** What the form sends (with the home beside it): the contract's MovePlanInput fields. */
export function moveStartPayload(values: MoveStartFormValues): {
  moveInDate: string;
  from: { cityId: number; street: string } | null;
  household: { people: number; pets: number };
} {
  return {
    moveInDate: values.moveInDate,
    from: values.fromLater ? null : { cityId: Number(values.fromCityId), street: values.fromStreet.trim() },
    household: { people: Number(values.people), pets: Number(values.pets) },
  };
}

/** A plan's facts as the form starts with them (the plan page changes them). */
export function moveStartValuesOf(plan: {
  moveInDate: string;
  from: { cityId: number; street: string } | null;
  household: { people: number; pets: number };
}): MoveStartFormValues {
  return {
    moveInDate: plan.moveInDate,
    fromLater: plan.from === null,
    fromCityId: plan.from ? String(plan.from.cityId) : '',
    fromStreet: plan.from?.street ?? '',
    people: String(plan.household.people),
    pets: String(plan.household.pets),
  };
}
