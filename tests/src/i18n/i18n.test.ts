import { http, HttpResponse } from 'msw';
import { LOCALE_STORAGE_KEY } from '../../../domain/locale.ts';
import {
  PRELOADED_TRANSLATIONS_ID,
  changeLanguage,
  currentLocale,
  initI18n,
  initialLocale,
  readPreloadedTranslations,
  switchLanguageTarget,
} from '../../../src/i18n/index.ts';
import type { PreloadedTranslations } from '../../../src/i18n/index.ts';
import { TRANSLATIONS, text } from '../helpers/i18n.ts';
import { useMswServer } from '../helpers/msw.ts';

// No default handlers: any request a test does not expect fails it.
const server = useMswServer();

function preload(data: unknown): void {
  const script = document.createElement('script');
  script.id = PRELOADED_TRANSLATIONS_ID;
  script.type = 'application/json';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PRELOADED_TRANSLATIONS_ID)?.remove();
});

/** Answers the translations call for each locale with the real texts and counts the calls. */
function answerTranslations(): string[] {
  const asked: string[] = [];
  server.use(
    http.get('/api/localization/translation/:locale', ({ params }) => {
      const locale = String(params.locale);
      asked.push(locale);
      const translations = locale === 'bg' || locale === 'en' ? TRANSLATIONS[locale] : {};
      return HttpResponse.json({ translations });
    }),
  );
  return asked;
}

const preloadedBg: PreloadedTranslations = { locale: 'bg', translations: { greeting: "Пишете ни на info{'@'}domovik.bg" } };

describe('initialLocale', () => {
  it('starts in Bulgarian on the Bulgarian host (and www.) and in English elsewhere', () => {
    expect(initialLocale({ host: 'domovik.bg', stored: null, preloaded: null })).toBe('bg');
    expect(initialLocale({ host: 'www.domovik.bg', stored: null, preloaded: null })).toBe('bg');
    expect(initialLocale({ host: 'domovik.eu', stored: null, preloaded: null })).toBe('en');
  });

  it('prefers a stored choice', () => {
    expect(initialLocale({ host: 'domovik.bg', stored: 'en', preloaded: preloadedBg })).toBe('en');
    expect(initialLocale({ host: 'domovik.eu', stored: 'bg', preloaded: null })).toBe('bg');
  });

  it('honours a stored debug choice only on a debug host', () => {
    expect(initialLocale({ host: 'localhost:8080', stored: 'debug', preloaded: null })).toBe('debug');
    expect(initialLocale({ host: 'domovik.bg', stored: 'debug', preloaded: null })).toBe('bg');
    const testing: PreloadedTranslations = { ...preloadedBg, hosts: { testing: ['qa.domovik.bg'] } };
    expect(initialLocale({ host: 'qa.domovik.bg', stored: 'debug', preloaded: testing })).toBe('debug');
  });

  it('without a stored choice follows the server (its host configuration decides)', () => {
    expect(initialLocale({ host: 'bg.example.org', stored: null, preloaded: preloadedBg })).toBe('bg');
    expect(initialLocale({ host: 'bg.example.org', stored: 'nonsense', preloaded: preloadedBg })).toBe('bg');
  });
});

describe('readPreloadedTranslations', () => {
  it('reads the server data block', () => {
    preload({ ...preloadedBg, hosts: { bg: 'domovik.bg', en: 'domovik.eu', testing: ['qa.local'] } });
    expect(readPreloadedTranslations()).toEqual({
      ...preloadedBg,
      hosts: { bg: 'domovik.bg', en: 'domovik.eu', testing: ['qa.local'] },
    });
  });

  it.each([['not json'], [JSON.stringify({ locale: 'fr', translations: {} })], [JSON.stringify({ locale: 'bg', translations: { a: 1 } })]])(
    'ignores a malformed block: %s',
    (raw) => {
      preload(raw);
      expect(readPreloadedTranslations()).toBeNull();
    },
  );

  it('is null without a block', () => {
    expect(readPreloadedTranslations()).toBeNull();
  });
});

describe('initI18n', () => {
  it('uses the preloaded translations without a request, unescapes the at sign and sets <html lang>', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    preload(preloadedBg);
    document.documentElement.lang = 'en';
    const i18n = await initI18n();
    expect(i18n.t('greeting')).toBe('Пишете ни на info@domovik.bg');
    expect(currentLocale()).toBe('bg');
    expect(document.documentElement.lang).toBe('bg');
  });

  it('loads the translations of the chosen locale when the block is for another one', async () => {
    const asked = answerTranslations();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    preload(preloadedBg);
    const i18n = await initI18n();
    expect(asked).toEqual(['en']);
    expect(i18n.t('error-chunk-load')).toBe(text('error-chunk-load', 'en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('without a block or stored choice, localhost (not the Bulgarian host) starts in English', async () => {
    const asked = answerTranslations();
    await initI18n();
    expect(asked).toEqual(['en']);
    expect(currentLocale()).toBe('en');
  });

  it('debug shows message keys, needs no request and declares the page English', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'debug');
    const i18n = await initI18n();
    expect(i18n.t('error-chunk-load')).toBe('error-chunk-load');
    expect(i18n.t('mail-greeting', { name: 'Maria' })).toBe('mail-greeting');
    expect(currentLocale()).toBe('debug');
    expect(document.documentElement.lang).toBe('en');
  });

  it('still starts (keys show) when the server cannot answer, and logs why', async () => {
    server.use(http.get('/api/localization/translation/:locale', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n();
    expect(i18n.t('reload-page')).toBe('reload-page');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('changeLanguage', () => {
  it('loads the texts, switches, stores the choice and sets <html lang>', async () => {
    const asked = answerTranslations();
    preload({ locale: 'bg', translations: TRANSLATIONS.bg });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    const i18n = await initI18n();
    expect(i18n.t('reload-page')).toBe(text('reload-page', 'bg'));

    await changeLanguage('en');
    expect(asked).toEqual(['en']);
    expect(i18n.t('reload-page')).toBe(text('reload-page', 'en'));
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    // Back to Bulgarian: already loaded, no second request.
    await changeLanguage('bg');
    expect(asked).toEqual(['en']);
    expect(i18n.t('reload-page')).toBe(text('reload-page', 'bg'));
    expect(document.documentElement.lang).toBe('bg');

    await changeLanguage('debug');
    expect(i18n.t('reload-page')).toBe('reload-page');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('debug');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language when the texts cannot be loaded', async () => {
    preload({ locale: 'bg', translations: TRANSLATIONS.bg });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    await initI18n();
    server.use(http.get('/api/localization/translation/:locale', () => HttpResponse.error()));
    await expect(changeLanguage('en')).rejects.toThrow();
    expect(currentLocale()).toBe('bg');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bg');
    expect(document.documentElement.lang).toBe('bg');
  });
});

describe('switchLanguageTarget', () => {
  const at = (host: string) => ({ host, protocol: 'https:', pathname: '/imoti', search: '?page=2', hash: '#top' });
  const hosts = { bg: 'domovik.bg', en: 'domovik.eu' };

  it('leads to the same page on the other site when both hosts are configured', () => {
    expect(switchLanguageTarget('en', at('domovik.bg'), hosts)).toBe('https://domovik.eu/imoti?page=2#top');
    expect(switchLanguageTarget('bg', at('www.domovik.eu'), hosts)).toBe('https://domovik.bg/imoti?page=2#top');
  });

  it('switches in place on the site of that language, without an English host, on a debug host, and for debug', () => {
    expect(switchLanguageTarget('en', at('www.domovik.eu'), hosts)).toBeNull();
    expect(switchLanguageTarget('en', at('domovik.bg'), { bg: 'domovik.bg' })).toBeNull();
    expect(switchLanguageTarget('en', at('localhost:3000'), hosts)).toBeNull();
    expect(switchLanguageTarget('en', at('qa.domovik.bg'), { ...hosts, testing: ['qa.domovik.bg'] })).toBeNull();
    expect(switchLanguageTarget('debug', at('domovik.bg'), hosts)).toBeNull();
  });
});
