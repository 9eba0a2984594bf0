/**
 * Who is asking. The token comes from the `token` cookie or `Authorization: Bearer`; only its
 * hash is stored. Each route's access comes from the contract: public, optional (anonymous
 * allowed) or required (401 without a valid token, 403 for a user type outside x-roles).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIE_NAME, AUTH_COOKIE_PATH } from '../../domain/index.ts';
import type { Operation } from '../contract.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { hashToken } from '../services/tokens.ts';

export function presentedToken(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[AUTH_COOKIE_NAME];
  if (cookie) return cookie;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function setAuthCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE_NAME, token, {
    path: AUTH_COOKIE_PATH,
    maxAge: AUTH_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.cookieSecure,
  });
}

export function clearAuthCookie(reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE_NAME, { path: AUTH_COOKIE_PATH });
}

/** The onRequest hook of a contract route: sets request.user and enforces the operation's access. */
export function guard(operation: Operation) {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = presentedToken(request);
    request.user = token ? await request.server.accountRepository.findSessionUser(hashToken(token)) : null;
    if (operation.access !== 'required') return;
    if (!request.user) {
      if (request.cookies[AUTH_COOKIE_NAME]) clearAuthCookie(reply);
      throw unauthorized();
    }
    if (operation.roles && !operation.roles.includes(request.user.type)) throw forbidden();
  };
}
