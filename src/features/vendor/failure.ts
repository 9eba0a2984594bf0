/** What a failed call says to the user: the server's message, translated, or "try again later". */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../api/errors.ts';
import { translateMessage } from '../../ui/translateMessage.ts';

export function useFailureText(): (error: unknown) => string {
  const translator = useTranslation();
  return useCallback(
    (error: unknown) => {
      const message = serverMessage(error);
      return message ? translateMessage(translator, message) : translator.t('error-please-try-again-later');
    },
    [translator],
  );
}

/** A 403 from the server: the record exists but is someone else's (docs/decisions/0011). */
export function isForbidden(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}
