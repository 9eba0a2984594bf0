/**
 * Property viewing request form (product §3, 5): name, phone, email, date and time required; the
 * e-mail a simple address; the phone a Bulgarian mobile number (the phone input type of product §5).
 * Date is 'YYYY-MM-DD' text and time 'HH:mm' (or 'HH:mm:ss') text, both in local time. When the
 * two together form a valid local date-time strictly before `now`, BOTH fields are flagged
 * 'error-date-in-past'; a date or time that is not valid text is flagged as a format error and
 * never as past. The earliest selectable date is today (`minViewingDate`).
 */
import { object } from 'yup';
import type { ObjectSchema, TestContext } from 'yup';
import { ERROR_KEYS, emailRules, phoneRules, requiredTextRules } from './fields.ts';

export interface ViewingRequestFormValues {
  name: string;
  phone: string;
  email: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
}

export const viewingRequestInitialValues: ViewingRequestFormValues = { name: '', phone: '', email: '', date: '', time: '' };

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_TEXT = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

interface TimeParts {
  hour: number;
  minute: number;
  second: number;
}

function parseDate(text: string): DateParts | undefined {
  const match = DATE_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function parseTime(text: string): TimeParts | undefined {
  const match = TIME_TEXT.exec(text.trim());
  if (match === null) return undefined;
  const [hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { hour, minute, second };
}

/** Whether `text` is a real calendar date written 'YYYY-MM-DD'. */
export function isDateText(text: string): boolean {
  return parseDate(text) !== undefined;
}

/** Whether `text` is a time of day written 'HH:mm' or 'HH:mm:ss'. */
export function isTimeText(text: string): boolean {
  return parseTime(text) !== undefined;
}

/** The local date-time of the date and time texts, or undefined when either is not valid text. */
function parseViewingDateTime(date: string, time: string): Date | undefined {
  const d = parseDate(date);
  const t = parseTime(time);
  if (d === undefined || t === undefined) return undefined;
  const result = new Date(2000, 0, 1, t.hour, t.minute, t.second, 0);
  result.setFullYear(d.year, d.month - 1, d.day); // setFullYear: years 0-99 are not moved to 19xx
  return result;
}

/** Whether the date and time form a valid local date-time strictly before `now`. */
function isViewingInPast(date: string, time: string, now: Date): boolean {
  const at = parseViewingDateTime(date, time);
  return at !== undefined && at.getTime() < now.getTime();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The earliest selectable date: today in local time, as 'YYYY-MM-DD' (the date input's `min`). */
export function minViewingDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}

function notInPast(now: Date) {
  return (_value: string | undefined, context: TestContext): boolean => {
    const { date, time } = context.parent as Partial<ViewingRequestFormValues>;
    return !isViewingInPast(date ?? '', time ?? '', now);
  };
}

/** The schema for the moment `now` (build it per validation, or per render of the form). */
export function viewingRequestSchema(now: Date): ObjectSchema<ViewingRequestFormValues> {
  return object({
    name: requiredTextRules(),
    phone: phoneRules(),
    email: emailRules(),
    date: requiredTextRules()
      .test('date-format', ERROR_KEYS.dateFormat, (value) => value === undefined || isDateText(value))
      .test('not-in-past', ERROR_KEYS.dateInPast, notInPast(now)),
    time: requiredTextRules()
      .test('time-format', ERROR_KEYS.timeFormat, (value) => value === undefined || isTimeText(value))
      .test('not-in-past', ERROR_KEYS.dateInPast, notInPast(now)),
  });
}

/** POST /api/property-view body. */
export interface ViewingRequestPayload {
  propertyId: string | number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  /** Date and time joined by a space: 'YYYY-MM-DD HH:mm'. */
  dateTime: string;
  /** The captcha's answer. */
  code: string;
}

export function toViewingRequestPayload(values: ViewingRequestFormValues, propertyId: string | number, captchaCode: string): ViewingRequestPayload {
  return {
    propertyId,
    code: captchaCode,
    contactName: values.name.trim(),
    contactPhone: values.phone.trim(),
    contactEmail: values.email.trim(),
    dateTime: `${values.date.trim()} ${values.time.trim()}`,
  };
}
