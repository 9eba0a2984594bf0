/**
 * Interface language (product §1, 7 "Translations", 9; product §10 "Language, paths").
 *
 * - Locales bg (default and fallback) and en, plus `debug`, which shows message keys (i18next's
 *   `cimode`: every t() answers its key, so no request is needed and keys missing from the
 *   files show too).
 * - Starting locale: a valid stored choice (localStorage[LOCALE_STORAGE_KEY]; 'debug' only on a
 *   debug host) wins; otherwise the locale the server chose for this host (the preloaded block,
 *   so the server's BULGARIAN_HOST configuration decides); otherwise the domain's chooseLocale on
 *   the page's host.
 * - Translations: the block the server inlines into index.html
 *   (`<script id="preloaded-translations" type="application/json">{"locale","translations"}`)
 *   when its locale is the starting one, else GET /api/localization/translation/{locale}, with
 *   `?v=` the version the block names for that locale (`translationVersions`, a content hash),
 *   which the browser then caches for good.
 *   That request is a plain fetch on purpose: it runs before the store exists, the base query
 *   reads this module's current locale (a store-based load would make i18n → store → baseApi →
 *   i18n a cycle), and the message map belongs in i18next's resource store, not a second copy
 *   in the RTK Query cache. Texts are unescaped ({'@'} → @) on load.
 * - Until translations are loaded currentLocale() is null and requests carry no
 *   Accept-Language; afterwards the base query sends toHtmlLang(currentLocale()).
 *
 * One instance is active at a time: the app's (initI18n) or a test's (createI18n).
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  DEBUG_LOCALE,
  DEFAULT_BULGARIAN_HOST,
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  chooseLocale,
  hostName,
  isDebugHost,
  isLocale,
  isUiLocale,
  toHtmlLang,
  unescapeTranslationText,
} from '../../domain/locale.ts';
import type { UiLocale } from '../../domain/locale.ts';
import { PRELOADED_TRANSLATIONS_ID } from '../../domain/constants.ts';

export type { I18n };

export type Translations = Record<string, string>;

/** Hosts of the two sites, as configured on the server (BULGARIAN_HOST, ENGLISH_HOST, TESTING_HOSTS). */
interface SiteHosts {
  bg?: string;
  en?: string;
  testing?: string[];
}

/** The JSON data block the server inlines before </head> (server/spa.ts). */
interface PreloadedTranslations {
  locale: UiLocale;
  translations: Translations;
  /** Optional: lets the client follow the server's host configuration. */
  hosts?: SiteHosts;
  /** Optional: each locale's translations version, the address that is cached for good. */
  translationVersions?: Partial<Record<UiLocale, string>>;
}

/** i18next's language code of the key-showing mode. */
const CIMODE = 'cimode';

let active: I18n | null = null;
let siteHosts: SiteHosts = {};
let translationVersions: Partial<Record<UiLocale, string>> = {};

function isStringRecord(value: unknown): value is Translations {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}

function parseHosts(value: unknown): SiteHosts | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { bg, en, testing } = value as Record<string, unknown>;
  const hosts: SiteHosts = {};
  if (typeof bg === 'string' && bg !== '') hosts.bg = bg;
  if (typeof en === 'string' && en !== '') hosts.en = en;
  if (Array.isArray(testing)) hosts.testing = testing.filter((host): host is string => typeof host === 'string');
  return hosts;
}

/** The server's data block, or null when absent or malformed (e.g. under the dev server). */
function readPreloadedTranslations(doc: Document = document): PreloadedTranslations | null {
  const text = doc.getElementById(PRELOADED_TRANSLATIONS_ID)?.textContent;
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { locale, translations, hosts, translationVersions: versions } = data as Record<string, unknown>;
  if (!isUiLocale(locale) || !isStringRecord(translations)) return null;
  const parsedHosts = parseHosts(hosts);
  return {
    locale,
    translations,
    ...(parsedHosts ? { hosts: parsedHosts } : {}),
    ...(isStringRecord(versions) ? { translationVersions: versions } : {}),
  };
}

interface InitialLocaleInput {
  /** location.host */
  host: string;
  /** localStorage[LOCALE_STORAGE_KEY] */
  stored: string | null;
  preloaded: PreloadedTranslations | null;
}

function initialLocale({ host, stored, preloaded }: InitialLocaleInput): UiLocale {
  const hosts = preloaded?.hosts ?? {};
  const testingHosts = hosts.testing ?? [];
  const storedWins = isLocale(stored) || (stored === DEBUG_LOCALE && isDebugHost(host, testingHosts));
  if (!storedWins && preloaded) return preloaded.locale;
  return chooseLocale({ host, stored, bulgarianHost: hosts.bg ?? DEFAULT_BULGARIAN_HOST, testingHosts });
}

/** The texts as shown: the escaped at sign {'@'} becomes '@'. */
function unescapeTranslations(translations: Translations): Translations {
  return Object.fromEntries(Object.entries(translations).map(([key, text]) => [key, unescapeTranslationText(text)]));
}

/** GET /api/localization/translation/{locale}[?v=version]; rejects on a network error or a non-2xx answer. */
async function fetchTranslations(locale: UiLocale): Promise<Translations> {
  const version = translationVersions[locale];
  const query = version === undefined ? '' : `?v=${encodeURIComponent(version)}`;
  const response = await fetch(`/api/localization/translation/${encodeURIComponent(locale)}${query}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Translations for ${locale} answered ${response.status}`);
  // Checked here rather than typed from the generated client, which itself depends on this module.
  const body = (await response.json()) as { translations?: unknown };
  if (!isStringRecord(body.translations)) throw new Error(`Translations for ${locale} are malformed`);
  return body.translations;
}

function i18nextLanguage(locale: UiLocale): string {
  return locale === DEBUG_LOCALE ? CIMODE : locale;
}

function localeOf(instance: I18n): UiLocale {
  const language = instance.language;
  if (language === CIMODE) return DEBUG_LOCALE;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

interface CreateI18nOptions {
  /** Called for a key missing from the loaded texts (tests make it fail; default: ignore). */
  onMissingKey?: (key: string, locale: string) => void;
}

/**
 * A ready i18next instance for `locale` with `translations` (escaped or not), which becomes the
 * active one. Synchronous: nothing is fetched. For debug the translations are not needed.
 */
export function createI18n(locale: UiLocale, translations: Translations = {}, options: CreateI18nOptions = {}): I18n {
  const { onMissingKey } = options;
  const language = i18nextLanguage(locale);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    resources: locale === DEBUG_LOCALE ? {} : { [language]: { translation: unescapeTranslations(translations) } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: onMissingKey !== undefined,
    missingKeyHandler: onMissingKey ? (languages, _ns, key) => onMissingKey(key, languages.join(',')) : false,
  });
  active = instance;
  return instance;
}

/** The active instance (throws before initI18n/createI18n). */
function getI18n(): I18n {
  if (active === null) throw new Error('i18n is not initialised: call initI18n() first');
  return active;
}

/** The locale of the active instance, or null before translations are loaded. */
export function currentLocale(): UiLocale | null {
  return active === null ? null : localeOf(active);
}

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredLocale(locale: UiLocale | null): void {
  try {
    if (locale === null) localStorage.removeItem(LOCALE_STORAGE_KEY);
    else localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (privacy modes): the choice then lasts for this page only.
  }
}

function setHtmlLang(locale: UiLocale): void {
  document.documentElement.lang = toHtmlLang(locale);
}

/**
 * Bootstraps the app's language: reads the preloaded block, picks the starting locale, loads
 * its texts (from the block when it matches, else from the server), creates the active
 * instance and sets <html lang>. If the server cannot answer, the app still starts (keys show)
 * and the error is logged.
 */
export async function initI18n(doc: Document = document): Promise<I18n> {
  const preloaded = readPreloadedTranslations(doc);
  siteHosts = preloaded?.hosts ?? {};
  translationVersions = preloaded?.translationVersions ?? {};
  const locale = initialLocale({ host: location.host, stored: readStoredLocale(), preloaded });
  let translations: Translations = {};
  if (locale !== DEBUG_LOCALE) {
    if (preloaded?.locale === locale) {
      translations = preloaded.translations;
    } else {
      try {
        translations = await fetchTranslations(locale);
      } catch (error) {
        console.error(error);
      }
    }
  }
  const instance = createI18n(locale, translations);
  setHtmlLang(locale);
  return instance;
}

/**
 * Switches the active instance to `locale` in place: loads its texts when not yet loaded (a
 * failure rejects and leaves the language as it was), then changes the language, keeps the
 * choice in localStorage and sets <html lang>.
 */
async function changeLanguage(locale: UiLocale): Promise<void> {
  const instance = getI18n();
  const language = i18nextLanguage(locale);
  if (locale !== DEBUG_LOCALE && !instance.hasResourceBundle(language, 'translation')) {
    const translations = await fetchTranslations(locale);
    instance.addResourceBundle(language, 'translation', unescapeTranslations(translations), true, true);
  }
  await instance.changeLanguage(language);
  writeStoredLocale(locale);
  setHtmlLang(locale);
}

function sameSite(a: string, b: string): boolean {
  const bare = (host: string) => {
    const name = hostName(host);
    return name.startsWith('www.') ? name.slice(4) : name;
  };
  return bare(a) === bare(b);
}

/**
 * Where the language switch leads (product §1: "a header switch leads to the English and Bulgarian
 * sites"): the same page on the other language's host when both hosts are configured and
 * this is not a debug host; null when the language changes in place.
 */
function switchLanguageTarget(
  locale: UiLocale,
  at: Pick<Location, 'host' | 'protocol' | 'pathname' | 'search' | 'hash'> = location,
  hosts: SiteHosts = siteHosts,
): string | null {
  if (locale === DEBUG_LOCALE || hosts.en === undefined) return null;
  if (isDebugHost(at.host, hosts.testing ?? [])) return null;
  const target = locale === 'en' ? hosts.en : (hosts.bg ?? DEFAULT_BULGARIAN_HOST);
  if (sameSite(at.host, target)) return null;
  return `${at.protocol}//${target}${at.pathname}${at.search}${at.hash}`;
}

/**
 * What the header's language switch calls: goes to the other site when configured (the stored
 * choice of this host is dropped, so this host keeps starting in its own language), else
 * changes in place.
 */
export async function switchLanguage(locale: UiLocale): Promise<void> {
  const target = switchLanguageTarget(locale);
  if (target === null) {
    await changeLanguage(locale);
    return;
  }
  writeStoredLocale(null);
  location.assign(target);
}

/** The current locale, re-rendering the component when the language changes. */
export function useCurrentLocale(): UiLocale {
  const { i18n } = useTranslation();
  return localeOf(i18n);
}
