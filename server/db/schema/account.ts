/** The account area: users, their sign-in tokens and their e-mail tokens. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTENT_LOCALES, createdAt, id, instant, oneOf, updatedAt } from './columns.ts';
import type { ContentLocale } from './columns.ts';

export const USER_TYPES = ['user', 'agency', 'vendor'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** `change-email` confirms the new address of a settings change (users.pending_email). */
const EMAIL_TOKEN_PURPOSES = ['confirm-email', 'password-reset', 'change-email'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    type: text('type').$type<UserType>().notNull(),
    name: text('name').notNull(),
    /** As typed; uniqueness ignores case (users_email_lower_idx). Look up with lower(email). */
    email: text('email').notNull(),
    /** Null for a Google sign-up that gave none. */
    phone: text('phone'),
    /** Null for users who only sign in with Google. */
    passwordHash: text('password_hash'),
    /** The `sub` claim of the Google ID token. */
    googleSubject: text('google_subject').unique('users_google_subject_unique'),
    emailConfirmedAt: instant('email_confirmed_at'),
    /** A new address asked for in the settings; it replaces `email` when its link is opened. */
    pendingEmail: text('pending_email'),
    credits: integer('credits').notNull().default(0),
    /** Language of the e-mails sent to the user. */
    locale: text('locale').$type<ContentLocale>().notNull().default('bg'),
    /**
     * When the user deleted the account (docs/privacy.md): the row stays, emptied of everything
     * personal, because the payments and the credit ledger it keeps for accounting refer to it.
     */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_type_check', oneOf(t.type, USER_TYPES)),
    check('users_credits_check', sql`${t.credits} >= 0`),
    check('users_locale_check', oneOf(t.locale, CONTENT_LOCALES)),
  ],
);

/** Opaque sign-in tokens (only their SHA-256 is stored), valid 1 hour, revoked by logout. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId), index('auth_tokens_expires_at_idx').on(t.expiresAt)],
);

/** One-use tokens sent by e-mail (confirmation, password reset); only their hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique('email_tokens_token_hash_unique'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId), check('email_tokens_purpose_check', oneOf(t.purpose, EMAIL_TOKEN_PURPOSES))],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
export type EmailToken = typeof emailTokens.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;
