/** The content area: newsletter subscribers, contact messages, and the captcha's solved challenges. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTENT_LOCALES, createdAt, id, instant, linkToken, oneOf } from './columns.ts';
import type { ContentLocale } from './columns.ts';

/**
 * Addresses asking for the newsletter (double opt-in): one is subscribed only once confirmed,
 * through the link of its confirmation e-mail (the token's SHA-256 is kept, services/tokens.ts)
 * or the settings' switch of the account with that address.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    tokenHash: text('token_hash').unique('newsletter_subscribers_token_hash_unique'),
    confirmedAt: instant('confirmed_at'),
    /** The one-click unsubscribe of the newsletter's e-mails (List-Unsubscribe). */
    unsubscribeToken: linkToken('unsubscribe_token').unique('newsletter_subscribers_unsubscribe_token_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_locale_check', oneOf(t.locale, CONTENT_LOCALES)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    createdAt: createdAt(),
  },
  (t) => [check('contact_messages_locale_check', oneOf(t.locale, CONTENT_LOCALES))],
);

/**
 * The ALTCHA challenges already solved (services/captcha.ts), so a solution is taken once even
 * by several servers sharing the database; a row is needed only until its challenge expires.
 */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('used_captchas_expires_at_idx').on(t.expiresAt)],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
