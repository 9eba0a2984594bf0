/**
 * Viewing requests: when a visitor may ask to come (the rule of product §5, on the server's clock and
 * in Bulgaria's time zone), and the e-mail that tells the owner, in the owner's language, who
 * wants to come and when. Plain text: what visitors typed is never interpreted.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { Localized } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';

export { sofiaWallTime, viewingTimeOf } from '../../viewingTime.ts';

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
  /** The conversation the request opened, where the owner answers. */
  conversationId: number | null;
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
    ...(notice.conversationId === null ? [] : [t('mail-viewing-answer'), `${server.config.publicUrl}${hrefFor('Conversation', { id: notice.conversationId })}`]),
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
