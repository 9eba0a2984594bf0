/** What a failed conversation call says to the user: blocked (409), too many (429), else the server's message or a general line. */
import type { TFunction } from 'i18next';
import { serverMessage } from '../../api/errors.ts';

export function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

export function failureText(t: TFunction, error: unknown, fallbackKey: string): string {
  const status = statusOf(error);
  if (status === 409) return t('conversations-error-blocked');
  if (status === 429) return t('conversations-error-too-many');
  return serverMessage(error) ?? t(fallbackKey);
}
