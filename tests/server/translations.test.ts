/** The texts both sides use: every key exists in bg and in en, and every key the code emits exists. */
import { CLEANING_ERROR_KEYS, ERROR_KEYS } from '../../domain/index.ts';
import { loadTranslations } from '../../server/services/translations.ts';

const translator = loadTranslations();
const bg = translator.messages('bg');
const en = translator.messages('en');

it('has the same keys in Bulgarian and English, none of them empty', () => {
  expect(Object.keys(en).sort()).toEqual(Object.keys(bg).sort());
  for (const messages of [bg, en]) {
    expect(Object.entries(messages).filter(([, text]) => text.trim() === '')).toEqual([]);
  }
});

it('translates every error key of the domain rules', () => {
  const keys = [...Object.values(ERROR_KEYS), ...Object.values(CLEANING_ERROR_KEYS)];
  expect(keys.filter((key) => !(key in bg))).toEqual([]);
});

it('translates every message key of the specification error catalogue', () => {
  const catalogue = [
    'wrong-username-or-password',
    'error-please-fulfill-all-fields-with-valid-data',
    'error-please-try-again-later',
    'please-try-again-later',
    'sign-up-modal-error-accept-terms',
    'error-try-again',
    'error-message-empty-cart',
    'subscribing-error-message',
    'subscribing-successful-message',
    'password-updated-successfully',
    'message-sent-successfully',
    'password-change-success-message',
    'viewing-request-success',
    'logout-successful-message',
  ];
  expect(catalogue.filter((key) => !(key in bg))).toEqual([]);
  expect(translator.t('bg', 'error-google-login')).toBe('Неуспешна аутентикация! Моля опитайте отново!');
});

it('fills placeholders and shows debug keys as themselves', () => {
  expect(translator.t('en', 'mail-greeting', { name: 'Maria' })).toBe('Hello Maria,');
  expect(translator.messages('debug')['error-required']).toBe('error-required');
});
