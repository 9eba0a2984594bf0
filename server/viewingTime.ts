/**
 * When a viewing may be asked for or proposed (the rule of product §5, on the server's clock and
 * in Bulgaria's time zone): shared by the rentals area's viewing requests and the conversations
 * area's answers to them.
 */
import { isDateText, isTimeText } from '../domain/index.ts';

/** The wall clock the visitor's 'YYYY-MM-DD HH:mm' is read on (contract ViewingRequestInput). */
const VIEWING_TIME_ZONE = 'Europe/Sofia';

/** How far ahead a viewing may be asked for. */
const MAX_DAYS_AHEAD = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: VIEWING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The time `at` shows on a clock in Sofia, as 'YYYY-MM-DD HH:mm' (texts of this shape sort as times do). */
export function sofiaWallTime(at: Date): string {
  const part = Object.fromEntries(wallClock.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The requested time as 'YYYY-MM-DD HH:mm' (seconds dropped), or the key of what is wrong with
 * it: not a real date and time, earlier than this minute in Sofia, or more than a year ahead.
 */
export function viewingTimeOf(dateTime: string, now: Date): { at: string } | { problem: string } {
  const [date = '', time = ''] = dateTime.split(' ');
  if (!isDateText(date)) return { problem: 'error-date-format' };
  if (!isTimeText(time)) return { problem: 'error-time-format' };
  const at = `${date} ${time.slice(0, 5)}`;
  if (at < sofiaWallTime(now)) return { problem: 'error-date-in-past' };
  if (at > sofiaWallTime(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS))) return { problem: 'error-viewing-date-too-far' };
  return { at };
}

