/**
 * @jest-environment-options {"url": "https://domovik.bg/imoti?page=2#top"}
 */
// The language on a public host (not a debug one), where the server may name a site per language.
import { PRELOADED_TRANSLATIONS_ID } from '../../../domain/constants.ts';
import { LOCALE_STORAGE_KEY } from '../../../domain/locale.ts';
import { currentLocale, initI18n, switchLanguage } from '../../../src/i18n/index.ts';
import { TRANSLATIONS, answerTranslations, preloadTranslations } from '../helpers/i18n.ts';
import { useMswServer } from '../helpers/msw.ts';

// No default handlers: any request a test does not expect fails it.
const server = useMswServer();

const preload = (hosts?: object) => preloadTranslations({ locale: 'bg', translations: TRANSLATIONS.bg, hosts });

afterEach(() => {
  document.getElementById(PRELOADED_TRANSLATIONS_ID)?.remove();
});

it('starts in Bulgarian on the Bulgarian host without a block', async () => {
  const asked = answerTranslations(server);
  await initI18n();
  expect(asked).toEqual(['bg']);
  expect(currentLocale()).toBe('bg');
});

it('ignores a stored debug choice on a public host, and honours it on a host the server names for testing', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'debug');
  preload();
  await initI18n();
  expect(currentLocale()).toBe('bg');

  preload({ testing: ['domovik.bg'] });
  await initI18n();
  expect(currentLocale()).toBe('debug');
});

it('leads to the same page on the English site when both sites are configured, dropping this host’s stored choice', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
  preload({ bg: 'domovik.bg', en: 'domovik.eu' });
  await initI18n();
  // jsdom does not navigate to another origin: it reports that, with the address it was asked for.
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await switchLanguage('en');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  expect(currentLocale()).toBe('bg');
});

it('changes in place without an English site, and on the site of the chosen language', async () => {
  const asked = answerTranslations(server);
  preload({ bg: 'www.domovik.bg' });
  await initI18n();
  await switchLanguage('en');
  expect(asked).toEqual(['en']);
  expect(currentLocale()).toBe('en');

  preload({ bg: 'www.domovik.bg', en: 'domovik.eu' });
  await initI18n();
  await switchLanguage('bg');
  expect(currentLocale()).toBe('bg');
  expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bg');
});
