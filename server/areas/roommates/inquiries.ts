/**
 * The e-mail that tells a poster about a message to their flatmate offer, in the poster's
 * language: who wrote, their phone, and what they wrote. Plain text: what visitors typed is never
 * interpreted. The poster's address stays hidden (the contract: "whose address is never shown")
 * and so does the sender's, so the message has no Reply-To: the poster replies in the
 * conversation on the site, which the e-mail links to.
 */
import type { FastifyRequest } from 'fastify';
import { hrefFor } from '../../../domain/routes.ts';
import type { ContentLocale, Localized } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';

interface InquiryNotice {
  offer: { id: number; title: Localized; ownerName: string; email: string; locale: ContentLocale };
  sender: { name: string; phone: string; message: string };
  /** The conversation the message is in, where the poster replies; none when the sender left no e-mail address (an older client). */
  conversationId: number | undefined;
}

/** Tells the poster; the message is already stored, so a failure is logged, not answered. */
export async function notifyPoster(request: FastifyRequest, { offer, sender, conversationId }: InquiryNotice): Promise<void> {
  const { server } = request;
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(offer.locale, key, values);
  // One line in the subject, whatever line breaks the title has.
  const title = pick(offer.title, offer.locale).replace(/\s+/g, ' ');
  const text = [
    t('mail-greeting', { name: offer.ownerName }),
    '',
    t('roommates-mail-inquiry-intro', { name: sender.name, title }),
    '',
    sender.message,
    '',
    t('roommates-mail-inquiry-phone', { phone: sender.phone }),
    ...(conversationId === undefined
      ? [t('roommates-mail-inquiry-reply-phone')]
      : [t('roommates-mail-inquiry-reply'), `${server.config.publicUrl}${hrefFor('Conversation', { id: conversationId })}`]),
    '',
    t('roommates-mail-inquiry-offer'),
    `${server.config.publicUrl}${hrefFor('SingleRoommateOffer', { id: offer.id })}`,
    t('roommates-mail-inquiry-all'),
    `${server.config.publicUrl}${hrefFor('AdminRoommates')}`,
    '',
    t('mail-signature'),
  ].join('\n');
  try {
    await server.mailer.send({ to: offer.email, subject: t('roommates-mail-inquiry-subject', { title }), text });
  } catch (error) {
    request.log.error({ err: error, tenantOfferId: offer.id }, 'flatmate offer message e-mail not sent');
  }
}
