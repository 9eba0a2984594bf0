/**
 * Languages (product §3, 9; product §10 "Language, paths"): bg (default and fallback) and en, plus
 * `debug`, which shows message keys and is offered only on localhost or a testing host.
 */

export const LOCALES = ['bg', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type UiLocale = Locale | 'debug';

export const DEFAULT_LOCALE: Locale = 'bg';
export const DEBUG_LOCALE = 'debug';
const UI_LOCALES: readonly UiLocale[] = [...LOCALES, DEBUG_LOCALE];

/** Browser-storage key of the chosen language (product §3, "default-language key"). */
export const LOCALE_STORAGE_KEY = 'defaultLanguage';

/** Host of the Bulgarian site unless configured otherwise. */
export const DEFAULT_BULGARIAN_HOST = 'domovik.bg';

const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/**
 * Lower-cased host name without port, brackets or a trailing dot:
 * 'Domovik.BG:8080' → 'domovik.bg', '[::1]:3000' → '::1', '::1' → '::1'.
 */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  let name: string;
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    name = end === -1 ? trimmed.slice(1) : trimmed.slice(1, end);
  } else if (trimmed.indexOf(':') === trimmed.lastIndexOf(':')) {
    // At most one colon: a name or IPv4 address, possibly with a port.
    name = trimmed.split(':')[0] as string;
  } else {
    // Several colons and no brackets: a bare IPv6 address, which has no port.
    name = trimmed;
  }
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** localhost, 127.0.0.1, ::1 or one of the configured testing hosts (ports ignored). */
export function isDebugHost(host: string, testingHosts: readonly string[] = []): boolean {
  const name = hostName(host);
  return name !== '' && [...LOOPBACK_HOSTS, ...testingHosts.map(hostName)].includes(name);
}

export interface ChooseLocaleInput {
  /** The page's host, e.g. location.host ('domovik.bg', 'www.domovik.bg:443', 'localhost:3000'). */
  host: string;
  /** What browser storage holds under LOCALE_STORAGE_KEY, if anything. */
  stored?: string | null;
  bulgarianHost?: string;
  testingHosts?: readonly string[];
}

/**
 * The starting language: a valid stored choice wins ('debug' only on a debug host); otherwise
 * the Bulgarian host or its www. subdomain starts in Bulgarian and any other host in English.
 */
export function chooseLocale({
  host,
  stored,
  bulgarianHost = DEFAULT_BULGARIAN_HOST,
  testingHosts = [],
}: ChooseLocaleInput): UiLocale {
  if (isLocale(stored)) return stored;
  if (stored === DEBUG_LOCALE && isDebugHost(host, testingHosts)) return DEBUG_LOCALE;
  const withoutWww = (name: string): string => (name.startsWith('www.') ? name.slice(4) : name);
  return withoutWww(hostName(host)) === withoutWww(hostName(bulgarianHost)) ? 'bg' : 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'bg' ? 'en' : 'bg';
}

/**
 * Value of <html lang>. The debug locale shows message keys, which are English words, so it
 * is declared 'en'.
 */
export function toHtmlLang(locale: UiLocale): Locale {
  return locale === DEBUG_LOCALE ? 'en' : locale;
}

/**
 * The supported language a request prefers, from an Accept-Language header: tags in order of
 * q (ties keep header order), the first whose primary subtag is bg or en wins ('en-GB' → en);
 * q=0 means "not acceptable"; '*' accepts the default. No header or no match → bg.
 */
export function parseAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';').map((piece) => piece.trim()) as [string, ...string[]];
      const qParam = params.find((param) => /^q=/i.test(param));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { primary: tag.toLowerCase().split('-')[0] as string, q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranges) {
    if (primary === '*') return DEFAULT_LOCALE;
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * "The at sign in translation texts is escaped" (product §9). Translation files keep '@' in the
 * literal form {'@'} (the message-format escape: a bare '@' starts a linked message there), so
 * the files can go through such tools unchanged; this turns the stored text back into what is shown.
 */
export function unescapeTranslationText(text: string): string {
  return text.replaceAll("{'@'}", '@');
}
