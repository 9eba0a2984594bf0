import {
  chooseLocale,
  hostName,
  isDebugHost,
  isLocale,
  isUiLocale,
  otherLocale,
  parseAcceptLanguage,
  toHtmlLang,
  unescapeTranslationText,
} from '../../domain/locale.ts';

describe('isLocale / isUiLocale', () => {
  it('bg and en are languages; debug is only a UI locale', () => {
    expect(isLocale('bg')).toBe(true);
    expect(isLocale('debug')).toBe(false);
    expect(isLocale('BG')).toBe(false);
    expect(isLocale(null)).toBe(false);
    expect(isUiLocale('debug')).toBe(true);
    expect(isUiLocale('en')).toBe(true);
    expect(isUiLocale('de')).toBe(false);
    expect(isUiLocale(undefined)).toBe(false);
  });
});

describe('hostName', () => {
  it.each([
    ['domovik.bg', 'domovik.bg'],
    ['Domovik.BG:8080', 'domovik.bg'],
    ['www.domovik.bg.', 'www.domovik.bg'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['[::1', '::1'],
    ['::1', '::1'],
    ['  localhost  ', 'localhost'],
  ])('%p → %p', (host, name) => {
    expect(hostName(host)).toBe(name);
  });
});

describe('isDebugHost', () => {
  it.each(['localhost', 'localhost:3000', 'LOCALHOST', '127.0.0.1', '127.0.0.1:8080', '::1', '[::1]:3000'])(
    '%s is a debug host',
    (host) => {
      expect(isDebugHost(host)).toBe(true);
    },
  );

  it.each(['domovik.bg', 'www.domovik.bg', 'localhost.example.com', '127.0.0.2', ''])('%p is not', (host) => {
    expect(isDebugHost(host)).toBe(false);
  });

  it('accepts configured testing hosts, ports ignored on either side', () => {
    const testing = ['staging.domovik.bg', 'qa.domovik.bg:8443'];
    expect(isDebugHost('staging.domovik.bg:443', testing)).toBe(true);
    expect(isDebugHost('QA.domovik.bg', testing)).toBe(true);
    expect(isDebugHost('domovik.bg', testing)).toBe(false);
  });

  it('an empty configured testing host does not make an empty host a debug host', () => {
    expect(isDebugHost('', [''])).toBe(false);
  });
});

describe('chooseLocale', () => {
  it('a stored bg or en wins over the host', () => {
    expect(chooseLocale({ host: 'domovik.bg', stored: 'en' })).toBe('en');
    expect(chooseLocale({ host: 'domovik.com', stored: 'bg' })).toBe('bg');
  });

  it('a stored debug is honoured only on a debug host', () => {
    expect(chooseLocale({ host: 'localhost:3000', stored: 'debug' })).toBe('debug');
    expect(chooseLocale({ host: 'staging.example', stored: 'debug', testingHosts: ['staging.example'] })).toBe('debug');
    expect(chooseLocale({ host: 'domovik.bg', stored: 'debug' })).toBe('bg');
    expect(chooseLocale({ host: 'domovik.com', stored: 'debug' })).toBe('en');
  });

  it('an invalid stored value is ignored', () => {
    expect(chooseLocale({ host: 'domovik.bg', stored: 'fr' })).toBe('bg');
    expect(chooseLocale({ host: 'domovik.bg', stored: null })).toBe('bg');
    expect(chooseLocale({ host: 'domovik.com', stored: '' })).toBe('en');
  });

  it.each(['domovik.bg', 'www.domovik.bg', 'WWW.Domovik.BG:443', 'domovik.bg.'])('the Bulgarian host %s starts in bg', (host) => {
    expect(chooseLocale({ host })).toBe('bg');
  });

  it.each(['domovik.com', 'en.domovik.bg', 'localhost:3000', 'domovik.bg.evil.com', 'wwwdomovik.bg', ''])(
    'any other host (%p) starts in en',
    (host) => {
      expect(chooseLocale({ host })).toBe('en');
    },
  );

  it('the Bulgarian host is configurable (with or without www. and port)', () => {
    expect(chooseLocale({ host: 'localhost:3000', bulgarianHost: 'localhost' })).toBe('bg');
    expect(chooseLocale({ host: 'example.bg', bulgarianHost: 'www.example.bg:443' })).toBe('bg');
    expect(chooseLocale({ host: 'domovik.bg', bulgarianHost: 'example.bg' })).toBe('en');
  });
});

describe('otherLocale / toHtmlLang', () => {
  it('switches between the two languages', () => {
    expect(otherLocale('bg')).toBe('en');
    expect(otherLocale('en')).toBe('bg');
  });

  it('declares debug as en in <html lang>', () => {
    expect(toHtmlLang('bg')).toBe('bg');
    expect(toHtmlLang('en')).toBe('en');
    expect(toHtmlLang('debug')).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, 'bg'],
    [null, 'bg'],
    ['', 'bg'],
    ['en', 'en'],
    ['bg', 'bg'],
    ['en-US,en;q=0.9', 'en'],
    ['EN-gb', 'en'],
    ['bg-BG,bg;q=0.9,en;q=0.8', 'bg'],
    ['de-DE,de;q=0.9,en;q=0.8,bg;q=0.7', 'en'],
    ['de, fr', 'bg'],
    ['bg;q=0.5, en;q=0.8', 'en'],
    ['en;q=0.5, bg;q=0.5', 'en'],
    ['en;q=0, bg;q=0.1', 'bg'],
    ['en;q=0', 'bg'],
    ['en;q=, de', 'bg'],
    ['en;q=abc, de', 'bg'],
    ['de, *;q=0.5, en;q=0.4', 'bg'],
    ['en ; Q=0.9 , bg ; q=0.8', 'en'],
    ['en;level=1;q=0.7, bg;q=0.6', 'en'],
  ])('%p → %p', (header, locale) => {
    expect(parseAcceptLanguage(header)).toBe(locale);
  });
});

describe('translation text at sign', () => {
  it("shows every escaped {'@'} as an at sign and leaves the rest of the text", () => {
    expect(unescapeTranslationText("Write to info{'@'}domovik.bg or {'@'}support")).toBe('Write to info@domovik.bg or @support');
    expect(unescapeTranslationText("no sign, {'x'} or '@'")).toBe("no sign, {'x'} or '@'");
  });
});
