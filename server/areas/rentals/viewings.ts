/**
 * Viewing requests: when a visitor may ask to come (the rule of product §5, on the server's clock and
 * in Bulgaria's time zone), and the e-mail that tells the owner, in the owner's language, who
 * wants to come and when. Plain text: what visitors typed is never interpreted.
 */
import type { FastifyRequest } from 'fastify';
import { isDateText, isTimeText } from '../../../domain/index.ts';
import type { Locale } from '../../../domain/index.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { Localized } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';

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

/** 'YYYY-MM-DD HH:mm' as people read a date and time in `locale` ("петък, 4 декември 2026 г. в 18:00"). */
function spoken(at: string, locale: Locale): string {
  const [date, time] = at.split(' ');
  const format = new Intl.DateTimeFormat(locale === 'bg' ? 'bg-BG' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  return format.format(new Date(`${date}T${time}:00Z`));
}

interface ViewingNotice {
  owner: { name: string; email: string; locale: Locale };
  property: { id: number; title: Localized };
  contact: { name: string; phone: string; email: string };
  at: string;
}

/** Tells the owner about a request; the request is already stored, so a failure is logged, not answered. */
export async function notifyOwner(request: FastifyRequest, notice: ViewingNotice): Promise<void> {
  const { server } = request;
  const { owner, property, contact, at } = notice;
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(owner.locale, key, values);
  const title = pick(property.title, owner.locale);
  const text = [
    t('mail-greeting', { name: owner.name }),
    '',
    t('mail-viewing-intro', { title }),
    '',
    t('mail-viewing-when', { at: spoken(at, owner.locale) }),
    t('mail-viewing-contact', { name: contact.name, phone: contact.phone, email: contact.email }),
    '',
    t('mail-viewing-property'),
    `${server.config.publicUrl}${hrefFor('SinglePropertyPage', { id: property.id })}`,
    t('mail-viewing-all'),
    `${server.config.publicUrl}${hrefFor('ViewingRequests')}`,
    '',
    t('mail-signature'),
  ].join('\n');
  try {
    await server.mailer.send({ to: owner.email, replyTo: contact.email, subject: t('mail-viewing-subject', { title }), text });
  } catch (error) {
    request.log.error({ err: error, propertyId: property.id }, 'viewing request e-mail not sent');
  }
}
