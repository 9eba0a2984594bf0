/**
 * The content area's handlers (contract tags contact, newsletter, and the settings' newsletter
 * switch, tagged users): the general contact form, checked with the domain's contact rules (the
 * browser's form uses the same), then the captcha, stored and e-mailed to the site's contact
 * address; the captcha's challenges (ALTCHA's, app.captcha,
 * services/captcha.ts); and the newsletter (double opt-in): a subscription passes the captcha,
 * stores the address once, unconfirmed, and e-mails it a confirmation link; the link's token
 * confirms it (again: no change); a signed-in user's switch subscribes or removes their
 * account's address. A repeated address is a success that writes and sends nothing, so the
 * answer never tells whether someone subscribed. The visitors' calls are under the strict rate
 * limit (x-rate-limit).
 */
import { CONTACT_CAPTCHA_ACTION, NEWSLETTER_CAPTCHA_ACTION, contactSchema, validateForm } from '../../../domain/index.ts';
import { badRequest, notFound, validationFailed } from '../../errors.ts';
import { passCaptcha } from '../../services/captcha.ts';
import { hashToken, newToken } from '../../services/tokens.ts';
import type { AreaHandlers } from '../../handler.ts';
import { sendContactMail, sendSubscriptionMail } from './mails.ts';

export const contentHandlers = {
  async sendContactMessage(request, reply) {
    const { name, email, phone, message, code } = request.body;
    const problems = validateForm(contactSchema, { name, email, message });
    const fields = Object.entries(problems).map(([property, key]) => ({ property, key: String(key) }));
    if (fields.length > 0) throw validationFailed(fields);
    await passCaptcha(request, code, CONTACT_CAPTCHA_ACTION);
    const stored = await request.server.contentRepository.saveContactMessage({ name, email, phone: phone ?? null, message, locale: request.locale });
    await sendContactMail(request, stored);
    return reply.code(204).send();
  },

  async getCaptchaChallenge(request, reply) {
    const { captcha } = request.server;
    if (!captcha.challenge) throw notFound();
    reply.header('Cache-Control', 'no-store');
    return captcha.challenge();
  },

  async subscribeNewsletter(request, reply) {
    const { email, code } = request.body;
    await passCaptcha(request, code, NEWSLETTER_CAPTCHA_ACTION);
    const address = email.toLowerCase();
    const { token, hash } = newToken();
    const unsubscribeToken = await request.server.contentRepository.subscribe({ email: address, locale: request.locale, tokenHash: hash });
    if (unsubscribeToken !== undefined) await sendSubscriptionMail(request, address, token, unsubscribeToken);
    return reply.code(204).send();
  },

  async confirmNewsletter(request, reply) {
    if (!(await request.server.contentRepository.confirmSubscription(hashToken(request.body.token)))) {
      throw badRequest('content-error-newsletter-link');
    }
    return reply.code(204).send();
  },

  async getNewsletterSubscription(request) {
    return { subscribed: await request.server.contentRepository.isSubscribed(request.user!.email) };
  },

  async setNewsletterSubscription(request) {
    const { contentRepository } = request.server;
    const { email } = request.user!;
    if (request.body.subscribed) await contentRepository.subscribeConfirmed(email, request.locale);
    else await contentRepository.unsubscribe(email);
    return { subscribed: await contentRepository.isSubscribed(email) };
  },
} satisfies AreaHandlers;
