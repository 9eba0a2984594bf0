/** The content area: newsletter subscribers and contact messages. */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTENT_LOCALES, createdAt, id, oneOf } from './columns.ts';
import type { ContentLocale } from './columns.ts';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
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

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
