/**
 * The account area's handlers (contract tags translations, auth, users): the interface texts;
 * sign-up, e-mail confirmation, sign-in and sign-out, forgotten and changed passwords; the
 * signed-in user's profile, settings and dashboard counts; deleting the account (docs/privacy.md);
 * public user pages.
 * Passwords are hashed with scrypt; every token is random and stored only as its hash; e-mail
 * tokens are single-use and expire. Queries are in repository.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import { ACCOUNT_DELETION_WORDS, AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME, SIGN_UP_CAPTCHA_ACTION } from '../../../domain/index.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { EmailTokenPurpose, User } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, unauthorized, validationFailed } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { IMMUTABLE, REVALIDATE, sendFixed } from '../../fixedAnswer.ts';
import { pick } from '../../localize.ts';
import { clearAuthCookie, presentedToken, setAuthCookie } from '../../plugins/auth.ts';
import { passCaptcha } from '../../services/captcha.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../services/tokens.ts';

const HOUR_MS = 60 * 60 * 1000;
const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  'confirm-email': 48 * HOUR_MS,
  'password-reset': HOUR_MS,
  'change-email': 48 * HOUR_MS,
};

/** The page each e-mail link opens, from the app's route table (Bulgarian path set). */
const LINK_PATHS: Record<EmailTokenPurpose, string> = {
  'confirm-email': hrefFor('EmailConfirmation'),
  // The home page opens the password-change modal when its query has a token.
  'password-reset': hrefFor('Index'),
  // A new address of the settings is confirmed on the same page as a sign-up's.
  'change-email': hrefFor('EmailConfirmation'),
};

/** The subject and text of each e-mail link. */
const LINK_TEXTS: Record<EmailTokenPurpose, [subject: string, body: string]> = {
  'confirm-email': ['mail-confirm-subject', 'mail-confirm-body'],
  'password-reset': ['mail-reset-subject', 'mail-reset-body'],
  'change-email': ['settings-mail-email-change-subject', 'settings-mail-email-change-body'],
};

/** Addresses are compared ignoring case (the validation plugin has trimmed every text already). */
function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** The CurrentUser shape of the contract: the user with the agency or vendor they manage and their current move-in plan. */
async function currentUserOf(request: FastifyRequest, user: User) {
  const { accountRepository } = request.server;
  const [agency, vendor, currentMovePlanId] = await Promise.all([
    user.type === 'agency' ? accountRepository.findAgencyOf(user.id) : undefined,
    user.type === 'vendor' ? accountRepository.findVendorOf(user.id) : undefined,
    accountRepository.currentMovePlanIdOf(user.id),
  ]);
  const named = (row: typeof agency) => (row ? { id: row.id, name: pick(row.name, request.locale) } : null);
  return {
    id: user.id,
    type: user.type,
    name: user.name,
    email: user.email,
    phone: user.phone,
    credits: user.credits,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
    agency: named(agency),
    vendor: named(vendor),
    currentMovePlanId,
  };
}

async function issueSession(request: FastifyRequest, reply: FastifyReply, user: User) {
  const { token, hash } = newToken();
  await request.server.accountRepository.createSession(user.id, hash, new Date(Date.now() + AUTH_COOKIE_MAX_AGE_SECONDS * 1000));
  setAuthCookie(request, reply, token);
  return { authToken: token };
}

/**
 * Creates a single-use e-mail token and mails its link in the user's language, to the user's
 * address (a new address of the settings: to that one, whose earlier links are used up).
 */
async function mailLink(request: FastifyRequest, user: User, purpose: EmailTokenPurpose, locale: Locale) {
  const { server } = request;
  const { token, hash } = newToken();
  if (purpose === 'change-email') await server.accountRepository.useUpEmailTokens(user.id, purpose);
  await server.accountRepository.createEmailToken(user.id, purpose, hash, new Date(Date.now() + EMAIL_TOKEN_LIFETIME_MS[purpose]));
  const link = `${server.config.publicUrl}${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
  const t = (key: string, values?: Record<string, string>) => server.translator.t(locale, key, values);
  const [subjectKey, bodyKey] = LINK_TEXTS[purpose];
  await server.mailer.send({
    to: purpose === 'change-email' ? (user.pendingEmail ?? user.email) : user.email,
    subject: t(subjectKey),
    text: [t('mail-greeting', { name: user.name }), '', t(bodyKey), '', link, '', t('mail-signature')].join('\n'),
  });
}

/** Marks a valid e-mail token used and answers its user id; anything else is 400. */
async function consumeEmailToken(request: FastifyRequest, token: string, purpose: EmailTokenPurpose): Promise<number> {
  const userId = await request.server.accountRepository.consumeEmailToken(hashToken(token), purpose);
  if (userId === undefined) throw badRequest('error-invalid-or-expired-link');
  return userId;
}

export const accountHandlers = {
  // ── translations

  // Cached for good under the version the page names; otherwise revalidated (docs/decisions/0026-fixed-answers.md).
  async getTranslations(request, reply) {
    const answer = request.server.translator.answer(request.params.locale);
    return sendFixed(request, reply, answer, request.query.v === answer.version ? IMMUTABLE : REVALIDATE);
  },

  // ── auth

  async register(request, reply) {
    const { name, phone, email, password, code } = request.body;
    const { accountRepository } = request.server;
    // Before the e-mail is looked up, so that asking which addresses have accounts costs the work.
    await passCaptcha(request, code, SIGN_UP_CAPTCHA_ACTION);
    if (await accountRepository.findUserByEmail(normalizeEmail(email))) {
      throw validationFailed([{ property: 'email', key: 'error-email-taken' }]);
    }
    const user = await accountRepository.createUser({
      type: 'user',
      name,
      phone,
      email: normalizeEmail(email),
      passwordHash: await hashPassword(password),
      locale: request.locale,
    });
    await mailLink(request, user, 'confirm-email', request.locale);
    return reply.code(201).send(await currentUserOf(request, user));
  },

  async confirmEmail(request, reply) {
    const { accountRepository } = request.server;
    const tokenHash = hashToken(request.body.token);
    const signUp = await accountRepository.consumeEmailToken(tokenHash, 'confirm-email');
    if (signUp !== undefined) {
      await accountRepository.confirmEmail(signUp);
      return reply.code(204).send();
    }
    // A new address of the settings: it replaces the old one, which is told of the change.
    const userId = await consumeEmailToken(request, request.body.token, 'change-email');
    const change = await accountRepository.applyEmailChange(userId);
    if (change === 'taken') throw conflict('settings-error-email-taken');
    if (change) {
      const t = (key: string, values?: Record<string, string>) => request.server.translator.t(change.user.locale, key, values);
      await request.server.mailer.send({
        to: change.previousEmail,
        subject: t('settings-mail-email-changed-subject'),
        text: [t('mail-greeting', { name: change.user.name }), '', t('settings-mail-email-changed-body', { email: change.user.email }), '', t('mail-signature')].join('\n'),
      });
    }
    return reply.code(204).send();
  },

  async login(request, reply) {
    const user = await request.server.accountRepository.findUserByEmail(normalizeEmail(request.body.email));
    const valid = await verifyPassword(request.body.password, user?.passwordHash ?? null);
    if (!user || !valid) throw unauthorized('wrong-username-or-password');
    if (!user.emailConfirmedAt) throw forbidden('error-email-not-confirmed');
    return issueSession(request, reply, user);
  },

  async googleLogin() {
    // product §10 "Captcha": without configured Google keys, Google sign-in answers a clear 503.
    throw serviceUnavailable('error-google-not-configured');
  },

  async logout(request, reply) {
    const token = presentedToken(request);
    if (token) await request.server.accountRepository.revokeSession(hashToken(token));
    clearAuthCookie(request, reply);
    return reply.code(204).send();
  },

  async requestPasswordReset(request, reply) {
    const user = await request.server.accountRepository.findUserByEmail(normalizeEmail(request.body.email));
    // Always 204: the answer never tells whether an address is registered.
    if (user) await mailLink(request, user, 'password-reset', request.locale);
    return reply.code(204).send();
  },

  async requestPasswordChange(request, reply) {
    await mailLink(request, request.user!, 'password-reset', request.locale);
    return reply.code(204).send();
  },

  async confirmPasswordReset(request, reply) {
    const passwordHash = await hashPassword(request.body.password);
    const userId = await consumeEmailToken(request, request.body.token, 'password-reset');
    // Whoever opened the link proved they read the mailbox, so the address is confirmed too.
    await request.server.accountRepository.resetPassword(userId, passwordHash);
    clearAuthCookie(request, reply);
    return reply.code(204).send();
  },

  // ── users

  async getCurrentUser(request, reply) {
    if (request.user) return currentUserOf(request, request.user);
    // Nobody signed in is an answer, not an error; a cookie whose session is gone is cleared.
    if (request.cookies[AUTH_COOKIE_NAME]) clearAuthCookie(request, reply);
    return reply.code(204).send();
  },

  async deleteAccount(request, reply) {
    const { accountRepository, images } = request.server;
    const user = request.user!;
    const { password, confirmation } = request.body;
    if (user.type === 'vendor') throw conflict('settings-error-delete-vendor');
    if (user.passwordHash !== null) {
      if (!password) throw validationFailed([{ property: 'password', key: 'error-required' }]);
      if (!(await verifyPassword(password, user.passwordHash))) throw validationFailed([{ property: 'password', key: 'settings-error-wrong-password' }]);
    } else {
      const typed = confirmation?.trim().toLocaleUpperCase('bg') ?? '';
      if (!Object.values(ACCOUNT_DELETION_WORDS).includes(typed)) throw validationFailed([{ property: 'confirmation', key: 'settings-error-delete-word' }]);
    }
    // The pictures' files go once the deletion has committed.
    const pictures = await images.prepare({ images: { value: null, existing: await accountRepository.listingPictureUrls(user.id) } });
    await pictures.save(() => accountRepository.deleteAccount(user.id));
    clearAuthCookie(request, reply);
    return reply.code(204).send();
  },

  async updateCurrentUser(request) {
    const { accountRepository } = request.server;
    const { name, phone, email, currentPassword } = request.body;
    const current = request.user!;
    // The current password alone changes nothing: refused like an empty body (found by the fuzzer).
    if (name === undefined && phone === undefined && email === undefined) throw validationFailed([{ property: '(body)', key: 'error-required' }]);
    // undefined: the pending address stays as it is; null: dropped; else the new address.
    let pendingEmail: string | null | undefined;
    if (email !== undefined) {
      const wanted = normalizeEmail(email);
      if (wanted === normalizeEmail(current.email)) pendingEmail = null;
      else {
        if (currentPassword === undefined) throw validationFailed([{ property: 'currentPassword', key: 'error-required' }]);
        if (!(await verifyPassword(currentPassword, current.passwordHash))) {
          throw validationFailed([{ property: 'currentPassword', key: 'settings-error-wrong-password' }]);
        }
        const owner = await accountRepository.findUserByEmail(wanted);
        if (owner && owner.id !== current.id) throw validationFailed([{ property: 'email', key: 'error-email-taken' }]);
        pendingEmail = wanted;
      }
    }
    // A field not sent stays undefined, and Drizzle leaves its column as it is.
    const user = await accountRepository.updateUser(current.id, { name, phone, pendingEmail });
    if (pendingEmail) await mailLink(request, user, 'change-email', request.locale);
    return currentUserOf(request, user);
  },

  async changePassword(request, reply) {
    const user = request.user!;
    if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
      throw validationFailed([{ property: 'currentPassword', key: 'settings-error-wrong-password' }]);
    }
    // Every session ends (a stolen one too) and every reset link is used up; this browser signs in anew.
    await request.server.accountRepository.resetPassword(user.id, await hashPassword(request.body.password));
    await issueSession(request, reply, user);
    return reply.code(204).send();
  },

  async getUser(request) {
    const user = await request.server.accountRepository.findPublicUser(request.params.id);
    if (!user) throw notFound();
    return { ...user, createdAt: user.createdAt.toISOString() };
  },

  async getUserStats(request) {
    const { accountRepository } = request.server;
    const user = request.user!;
    const none = { properties: null, activeProperties: null, viewingRequests: null, products: null, orders: null, tenantOffers: null, vendor: null };

    if (user.type === 'vendor') {
      const vendorId = (await accountRepository.findVendorOf(user.id))?.id ?? 0;
      // The dashboard's figures are the vendor area's queries (docs/decisions/0015).
      const [counts, figures] = await Promise.all([accountRepository.vendorCounts(vendorId), request.server.vendorRepository.vendorStats(vendorId)]);
      return {
        ...none,
        ...counts,
        credits: user.credits,
        vendor: {
          ...figures,
          topProducts: figures.topProducts.map(({ id, title, quantity, amount }) => ({ product: { id, name: pick(title, request.locale) }, quantity, amount })),
        },
      };
    }
    // Regular users and agencies list properties.
    const counts = { ...none, ...(await accountRepository.listerCounts(user.id)) };
    if (user.type === 'agency') return { ...counts, credits: user.credits };
    return { ...counts, ...(await accountRepository.buyerCounts(user.id)), credits: user.credits };
  },
} satisfies AreaHandlers;
