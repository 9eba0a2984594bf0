/**
 * Who is asking. The token comes from `Authorization: Bearer` or else the `token` cookie (an
 * explicit header wins over a cookie the browser may still carry); only its hash is stored.
 * Each route's access comes from the contract: public, optional (anonymous allowed) or required
 * (401 without a valid token, 403 for a user type outside x-roles).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME, AUTH_COOKIE_PATH } from '../../domain/index.ts';
import type { Operation } from '../contract.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { hashToken } from '../services/tokens.ts';

export function presentedToken(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? (request.cookies[AUTH_COOKIE_NAME] || undefined);
}

/** The sign-in cookie's attributes, the same when it is set and when it is cleared. */
function cookieOptions(request: FastifyRequest) {
  return { path: AUTH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: request.server.config.cookieSecure } as const;
}

export function setAuthCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...cookieOptions(request), maxAge: AUTH_COOKIE_MAX_AGE_SECONDS });
}

export function clearAuthCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE_NAME, cookieOptions(request));
}

/**
 * The onRequest hook of a contract route: sets request.user and enforces the operation's access.
 * An answer that depends on who asks (to a signed-in caller, or of an operation that is not
 * public) is marked `Cache-Control: no-store`, so no browser or proxy keeps it.
 */
export function guard(operation: Operation) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = presentedToken(request);
    request.user = token ? await request.server.accountRepository.findSessionUser(hashToken(token)) : null;
    if (request.user || operation.access !== 'public') reply.header('Cache-Control', 'no-store');
    if (operation.access !== 'required') return;
    if (!request.user) {
      if (request.cookies[AUTH_COOKIE_NAME]) clearAuthCookie(request, reply);
      throw unauthorized();
    }
    if (operation.roles && !operation.roles.includes(request.user.type)) throw forbidden();
  };
}
