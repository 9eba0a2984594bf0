/**
 * Sign-up, e-mail confirmation, sign-in and sign-out, forgotten and changed passwords.
 * Passwords are hashed with scrypt; every token is random and stored only as its hash;
 * e-mail tokens are single-use and expire.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/index.ts';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '../../domain/index.ts';
import { hrefFor } from '../../domain/routes.ts';
import { authTokens, emailTokens, users } from '../db/schema/index.ts';
import { badRequest, forbidden, serviceUnavailable, unauthorized, validationFailed } from '../errors.ts';
import { clearAuthCookie, presentedToken, setAuthCookie } from '../plugins/auth.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../services/tokens.ts';
import type { User } from '../types.ts';
import { currentUserOf } from './users.ts';

const HOUR_MS = 60 * 60 * 1000;
export const EMAIL_TOKEN_LIFETIME_MS = { 'confirm-email': 48 * HOUR_MS, 'password-reset': HOUR_MS } as const;
type EmailPurpose = keyof typeof EMAIL_TOKEN_LIFETIME_MS;

/** The page each e-mail link opens, from the app's route table (Bulgarian path set). */
const LINK_PATHS: Record<EmailPurpose, string> = {
  'confirm-email': hrefFor('EmailConfirmation'),
  // The home page opens the password-change modal when its query has a token.
  'password-reset': hrefFor('Index'),
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function findUserByEmail(request: FastifyRequest, email: string): Promise<User | undefined> {
  const [user] = await request.server.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

async function issueSession(request: FastifyRequest, reply: FastifyReply, user: User) {
  const { token, hash } = newToken();
  await request.server.db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + AUTH_COOKIE_MAX_AGE_SECONDS * 1000),
  });
  setAuthCookie(request, reply, token);
  return { authToken: token };
}

/** Creates a single-use e-mail token and mails its link in the user's language. */
async function mailLink(request: FastifyRequest, user: User, purpose: EmailPurpose, locale: Locale) {
  const { server } = request;
  const { token, hash } = newToken();
  await server.db.insert(emailTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  const link = `${server.config.publicUrl}${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
  const t = (key: string, values?: Record<string, string>) => server.translator.t(locale, key, values);
  const [subjectKey, bodyKey] =
    purpose === 'confirm-email' ? ['mail-confirm-subject', 'mail-confirm-body'] : ['mail-reset-subject', 'mail-reset-body'];
  await server.mailer.send({
    to: user.email,
    subject: t(subjectKey),
    text: [t('mail-greeting', { name: user.name }), '', t(bodyKey), '', link, '', t('mail-signature')].join('\n'),
  });
}

/** Marks a valid e-mail token used and answers its user id; anything else is 400. */
async function consumeEmailToken(request: FastifyRequest, token: string, purpose: EmailPurpose): Promise<number> {
  const [used] = await request.server.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!used) throw badRequest('error-invalid-or-expired-link');
  return used.userId;
}

interface RegisterBody {
  name: string;
  phone: string;
  email: string;
  password: string;
}

export const authHandlers = {
  async register(request: FastifyRequest<{ Body: RegisterBody }>, reply: FastifyReply) {
    const { name, phone, email, password } = request.body;
    if (await findUserByEmail(request, email)) throw validationFailed([{ property: 'email', key: 'error-email-taken' }]);
    const [user] = await request.server.db
      .insert(users)
      .values({
        type: 'user',
        name: name.trim(),
        phone: phone.trim(),
        email: normalizeEmail(email),
        passwordHash: await hashPassword(password),
        locale: request.locale,
      })
      .returning();
    await mailLink(request, user!, 'confirm-email', request.locale);
    return reply.code(201).send(await currentUserOf(request, user!));
  },

  async confirmEmail(request: FastifyRequest<{ Body: { token: string } }>, reply: FastifyReply) {
    const userId = await consumeEmailToken(request, request.body.token, 'confirm-email');
    await request.server.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
    return reply.code(204).send();
  },

  async login(request: FastifyRequest<{ Body: { email: string; password: string } }>, reply: FastifyReply) {
    const user = await findUserByEmail(request, request.body.email);
    const valid = await verifyPassword(request.body.password, user?.passwordHash ?? null);
    if (!user || !valid) throw unauthorized('wrong-username-or-password');
    if (!user.emailConfirmedAt) throw forbidden('error-email-not-confirmed');
    return issueSession(request, reply, user);
  },

  async googleLogin() {
    // DECISIONS.md: without configured Google keys, Google sign-in answers a clear 503.
    throw serviceUnavailable('error-google-not-configured');
  },

  async logout(request: FastifyRequest, reply: FastifyReply) {
    const token = presentedToken(request);
    if (token) {
      await request.server.db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
    }
    clearAuthCookie(reply);
    return reply.code(204).send();
  },

  async requestPasswordReset(request: FastifyRequest<{ Body: { email: string } }>, reply: FastifyReply) {
    const user = await findUserByEmail(request, request.body.email);
    // Always 204: the answer never tells whether an address is registered.
    if (user) await mailLink(request, user, 'password-reset', request.locale);
    return reply.code(204).send();
  },

  async requestPasswordChange(request: FastifyRequest, reply: FastifyReply) {
    await mailLink(request, request.user!, 'password-reset', request.locale);
    return reply.code(204).send();
  },

  async confirmPasswordReset(request: FastifyRequest<{ Body: { token: string; password: string } }>, reply: FastifyReply) {
    const passwordHash = await hashPassword(request.body.password);
    const userId = await consumeEmailToken(request, request.body.token, 'password-reset');
    const { db } = request.server;
    await db.transaction(async (tx) => {
      // Whoever opened the link proved they read the mailbox, so the address is confirmed too.
      await tx
        .update(users)
        .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(eq(users.id, userId));
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
    });
    clearAuthCookie(reply);
    return reply.code(204).send();
  },
};
