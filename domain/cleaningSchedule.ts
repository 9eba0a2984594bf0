/**
 * When a service comes: a day and a time slot, Sofia time (decision 0014). Apart from the cleaning
 * cart's rules (cleaning.ts, which re-exports it) so that the cart's reducers, which every page
 * loads, do not bring the schedule with them: only the pages that book do.
 */
import { CLEANING_ERROR_KEYS } from './cleaningErrors.ts';

/** Time slots of a service day, Sofia time: the crew arrives within the slot ("08-11": 08:00–11:00). */
export const CLEANING_TIME_SLOTS = ['08-11', '11-14', '14-17', '17-20'] as const;
export type CleaningTimeSlot = (typeof CLEANING_TIME_SLOTS)[number];

/** A slot must start at least this long after the order is placed. */
export const CLEANING_LEAD_TIME_HOURS = 24;

/** The furthest day that can be booked, counted from today (Sofia). */
export const CLEANING_BOOKING_HORIZON_DAYS = 90;

/** Service days and slots are Bulgarian wall-clock time, wherever the browser or server runs. */
const CLEANING_TIME_ZONE = 'Europe/Sofia';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const sofiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLEANING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Sofia wall clock at an instant, as if it were UTC (so date arithmetic needs no zone). */
function sofiaWallTime(instant: Date): number {
  const parts = sofiaClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** Milliseconds since the epoch of a YYYY-MM-DD day at 00:00 UTC, or null when it is not a real day. */
function dayValue(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value).toISOString().startsWith(day) ? value : null;
}

function dayText(value: number): string {
  return new Date(value).toISOString().slice(0, 10);
}

export function isTimeSlot(value: unknown): value is CleaningTimeSlot {
  return typeof value === 'string' && (CLEANING_TIME_SLOTS as readonly string[]).includes(value);
}

/** The hours of a slot: [start, end] ("08-11" → [8, 11]). */
function slotHours(slot: CleaningTimeSlot): [number, number] {
  return [Number(slot.slice(0, 2)), Number(slot.slice(3))];
}

/** Today in Sofia at `now`, as YYYY-MM-DD. */
export function serviceToday(now: Date): string {
  return dayText(sofiaWallTime(now));
}

/** `day` plus `days` calendar days (YYYY-MM-DD); `day` must be a real day. */
export function addDays(day: string, days: number): string {
  return dayText(dayValue(day)! + days * DAY_MS);
}

/**
 * The instant a Sofia wall-clock hour of a day is. The zone's offset is read a few hours after
 * the wall time (at the same clock reading in UTC); Bulgaria changes its clocks between 03:00
 * and 04:00, so for the slots' hours, 08:00 to 20:00, both readings agree.
 */
function sofiaHour(day: string, hour: number): Date {
  const wall = dayValue(day)! + hour * HOUR_MS;
  return new Date(wall - (sofiaWallTime(new Date(wall)) - wall));
}

/** When a slot of a real day starts and ends (e.g. for a calendar's event). */
export function slotInterval(day: string, slot: CleaningTimeSlot): { start: Date; end: Date } {
  const [from, to] = slotHours(slot);
  return { start: sofiaHour(day, from), end: sofiaHour(day, to) };
}

export type ScheduleProblem =
  | { property: 'date'; error: typeof CLEANING_ERROR_KEYS.dateFormat | typeof CLEANING_ERROR_KEYS.dateInPast | typeof CLEANING_ERROR_KEYS.dateTooFar }
  | { property: 'timeSlot'; error: typeof CLEANING_ERROR_KEYS.slotTooSoon };

/**
 * Whether a day and slot can be booked at `now`: a real day, not before today (Sofia), at most
 * CLEANING_BOOKING_HORIZON_DAYS ahead, and the slot starting CLEANING_LEAD_TIME_HOURS or more
 * after `now`. Null when it can; otherwise the field at fault and why.
 */
export function checkSchedule(day: string, slot: CleaningTimeSlot, now: Date): ScheduleProblem | null {
  const value = dayValue(day);
  if (value === null) return { property: 'date', error: CLEANING_ERROR_KEYS.dateFormat };
  const today = serviceToday(now);
  if (day < today) return { property: 'date', error: CLEANING_ERROR_KEYS.dateInPast };
  if (day > addDays(today, CLEANING_BOOKING_HORIZON_DAYS)) return { property: 'date', error: CLEANING_ERROR_KEYS.dateTooFar };
  if (slotInterval(day, slot).start.getTime() < now.getTime() + CLEANING_LEAD_TIME_HOURS * HOUR_MS) {
    return { property: 'timeSlot', error: CLEANING_ERROR_KEYS.slotTooSoon };
  }
  return null;
}

/** The slots of a day that can still be booked at `now` (none for a day outside the window). */
export function bookableSlots(day: string, now: Date): CleaningTimeSlot[] {
  return CLEANING_TIME_SLOTS.filter((slot) => checkSchedule(day, slot, now) === null);
}

/** The first and last days that have a bookable slot at `now` (for a date picker's min and max). */
export function bookingWindow(now: Date): { first: string; last: string } {
  const today = serviceToday(now);
  let first = today;
  while (bookableSlots(first, now).length === 0) first = addDays(first, 1);
  return { first, last: addDays(today, CLEANING_BOOKING_HORIZON_DAYS) };
}

/** A service day as people read it: "вторник, 24 ноември 2026 г." / "Tuesday, 24 November 2026". */
export function formatServiceDay(day: string, locale: 'bg' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'bg' ? 'bg-BG' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayValue(day)!);
}

/** A slot as a time range: "08:00–11:00". */
export function formatTimeSlot(slot: CleaningTimeSlot): string {
  const [start, end] = slotHours(slot);
  const time = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return `${time(start)}–${time(end)}`;
}

