/**
 * The content area's e-mails, plain text (what visitors typed is never interpreted): a contact
 * message to the site's contact address, with replies going to the visitor; and the newsletter's
 * confirmation link to a new subscriber (double opt-in), in the language they subscribed in, with
 * the newsletter's one-click unsubscribe. Both are sent after the
 * row is stored, so a message that cannot be sent is logged, not turned into a failed request.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { ContactMessage } from '../../db/schema/index.ts';
import { unsubscribeLinks } from '../../services/unsubscribeLinks.ts';

/** The office reads contact messages in the site's first language. */
const OFFICE_LOCALE: Locale = 'bg';

async function send(request: FastifyRequest, mail: Parameters<FastifyRequest['server']['mailer']['send']>[0], what: string): Promise<void> {
  try {
    await request.server.mailer.send(mail);
  } catch (error) {
    request.log.error({ err: error }, `${what} e-mail not sent`);
  }
}

export async function sendContactMail(request: FastifyRequest, message: ContactMessage): Promise<void> {
  const { server } = request;
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(OFFICE_LOCALE, key, values);
  const text = [
    t('content-mail-contact-intro', { id: message.id }),
    '',
    t('content-mail-contact-from', { name: message.name, email: message.email }),
    ...(message.phone ? [t('content-mail-contact-phone', { phone: message.phone })] : []),
    t('content-mail-contact-language', { language: message.locale }),
    '',
    message.message,
  ].join('\n');
  await send(
    request,
    { to: server.config.contactEmail, replyTo: message.email, subject: t('content-mail-contact-subject', { name: message.name }), text },
    'contact message',
  );
}

/** The newsletter's confirmation, with its one-click unsubscribe (a link, and the List-Unsubscribe headers). */
export async function sendSubscriptionMail(request: FastifyRequest, email: string, token: string, unsubscribeToken: string): Promise<void> {
  const { server, locale } = request;
  const unsubscribe = unsubscribeLinks(server.config, unsubscribeToken, locale);
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(locale, key, values);
  const text = [
    t('content-mail-newsletter-hello'),
    '',
    t('content-mail-newsletter-intro', { email }),
    `${server.config.publicUrl}${hrefFor('NewsletterConfirmation', {}, { token })}`,
    '',
    t('content-mail-newsletter-what'),
    '',
    t('content-mail-newsletter-blog'),
    `${server.config.publicUrl}${hrefFor('BlogCategory')}`,
    '',
    t('content-mail-newsletter-leave', { contact: server.config.contactEmail }),
    t('content-mail-newsletter-unsubscribe'),
    unsubscribe.page,
    t('content-mail-newsletter-privacy'),
    `${server.config.publicUrl}${hrefFor('PrivacyPolicyPage')}`,
    '',
    t('mail-signature'),
  ].join('\n');
  await send(request, { to: email, subject: t('content-mail-newsletter-subject'), text, headers: unsubscribe.headers }, 'newsletter confirmation');
}
