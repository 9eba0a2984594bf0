/** The texts both sides use: every key exists in bg and in en, and every key the code emits exists. */
import { CLEANING_ERROR_KEYS, ERROR_KEYS } from '../../domain/index.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadMessages } from '../../locales/index.ts';
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

describe('the texts of a language, from its files', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function localesWith(files: Record<string, Record<string, string>>): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'domovik-locales-'));
    dirs.push(dir);
    await mkdir(path.join(dir, 'bg'));
    for (const [name, texts] of Object.entries(files)) await writeFile(path.join(dir, 'bg', name), JSON.stringify(texts));
    return dir;
  }

  it('merges every file of the language', async () => {
    const dir = await localesWith({ 'common.json': { a: 'А' }, 'shop.json': { b: 'Б' }, 'notes.txt': {} });
    expect(loadMessages('bg', dir)).toEqual({ a: 'А', b: 'Б' });
  });

  it('refuses a key that stands in two files', async () => {
    const dir = await localesWith({ 'common.json': { a: 'А' }, 'shop.json': { a: 'Б' } });
    expect(() => loadMessages('bg', dir)).toThrow('Translation key "a" is in both bg/common.json and bg/shop.json');
  });
});
