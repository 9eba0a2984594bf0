import { http, HttpResponse } from 'msw';
import { PRELOADED_TRANSLATIONS_ID } from '../../../domain/constants.ts';
import { LOCALE_STORAGE_KEY } from '../../../domain/locale.ts';
import { currentLocale, initI18n, switchLanguage } from '../../../src/i18n/index.ts';
import { TRANSLATIONS, answerTranslations, preloadTranslations, text } from '../helpers/i18n.ts';
import { useMswServer } from '../helpers/msw.ts';

// No default handlers: any request a test does not expect fails it.
const server = useMswServer();

afterEach(() => {
  document.getElementById(PRELOADED_TRANSLATIONS_ID)?.remove();
});

const preloadedBg = { locale: 'bg', translations: { greeting: "Пишете ни на info{'@'}domovik.bg" } };

describe('initI18n', () => {
  it('uses the preloaded translations without a request, unescapes the at sign and sets <html lang>', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    preloadTranslations(preloadedBg);
    document.documentElement.lang = 'en';
    const i18n = await initI18n();
    expect(i18n.t('greeting')).toBe('Пишете ни на info@domovik.bg');
    expect(currentLocale()).toBe('bg');
    expect(document.documentElement.lang).toBe('bg');
  });

  it('loads the translations of the chosen locale when the block is for another one', async () => {
    const asked = answerTranslations(server);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    preloadTranslations(preloadedBg);
    const i18n = await initI18n();
    expect(asked).toEqual(['en']);
    expect(i18n.t('error-chunk-load')).toBe(text('error-chunk-load', 'en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('asks for another language under the version the block names, the address the browser keeps for good', async () => {
    const urls: string[] = [];
    server.use(
      http.get('/api/localization/translation/:locale', ({ request }) => {
        urls.push(new URL(request.url).pathname + new URL(request.url).search);
        return HttpResponse.json({ translations: TRANSLATIONS.en });
      }),
    );
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    preloadTranslations({ ...preloadedBg, translationVersions: { bg: 'bgVersion', en: 'en-Version_1' } });
    const i18n = await initI18n();
    expect(urls).toEqual(['/api/localization/translation/en?v=en-Version_1']);
    expect(i18n.t('error-chunk-load')).toBe(text('error-chunk-load', 'en'));
  });

  it('without a valid stored choice follows the block the server chose, without a request', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'nonsense');
    preloadTranslations(preloadedBg);
    await initI18n();
    expect(currentLocale()).toBe('bg');
  });

  it.each([['not json'], [JSON.stringify({ locale: 'fr', translations: {} })], [JSON.stringify({ locale: 'bg', translations: { a: 1 } })]])(
    'ignores a malformed block and asks the server: %s',
    async (raw) => {
      const asked = answerTranslations(server);
      preloadTranslations(raw);
      await initI18n();
      expect(asked).toEqual(['en']);
      expect(currentLocale()).toBe('en');
    },
  );

  it('without a block or stored choice, localhost (not the Bulgarian host) starts in English', async () => {
    const asked = answerTranslations(server);
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

describe('switchLanguage on a host without a site of each language', () => {
  it('changes in place: loads the texts, switches, stores the choice and sets <html lang>', async () => {
    const asked = answerTranslations(server);
    preloadTranslations({ locale: 'bg', translations: TRANSLATIONS.bg });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    const i18n = await initI18n();
    expect(i18n.t('reload-page')).toBe(text('reload-page', 'bg'));

    await switchLanguage('en');
    expect(asked).toEqual(['en']);
    expect(i18n.t('reload-page')).toBe(text('reload-page', 'en'));
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    // Back to Bulgarian: already loaded, no second request.
    await switchLanguage('bg');
    expect(asked).toEqual(['en']);
    expect(i18n.t('reload-page')).toBe(text('reload-page', 'bg'));
    expect(document.documentElement.lang).toBe('bg');

    await switchLanguage('debug');
    expect(i18n.t('reload-page')).toBe('reload-page');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('debug');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the language when the texts cannot be loaded', async () => {
    preloadTranslations({ locale: 'bg', translations: TRANSLATIONS.bg });
    localStorage.setItem(LOCALE_STORAGE_KEY, 'bg');
    await initI18n();
    server.use(http.get('/api/localization/translation/:locale', () => HttpResponse.error()));
    await expect(switchLanguage('en')).rejects.toThrow();
    expect(currentLocale()).toBe('bg');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bg');
    expect(document.documentElement.lang).toBe('bg');
  });

  it('changes in place on a debug host even when both sites are configured', async () => {
    const asked = answerTranslations(server);
    preloadTranslations({ locale: 'bg', translations: TRANSLATIONS.bg, hosts: { bg: 'domovik.bg', en: 'domovik.eu' } });
    await initI18n();
    await switchLanguage('en');
    expect(asked).toEqual(['en']);
    expect(currentLocale()).toBe('en');
  });
});
