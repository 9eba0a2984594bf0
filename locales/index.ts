/**
 * The interface texts, a folder per language with a file per area (`common.json`, `shop.json`,
 * ...): the server (error messages, e-mails, the translations call, the inlined page data) and
 * the tests read them through `loadMessages`, which merges a language's files into one map.
 * A key may stand in only one file of a language; a second copy is an error, not an override.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type Messages = Record<string, string>;

/** The content languages that have texts (the `debug` locale shows keys instead). */
export type MessageLocale = 'bg' | 'en';

/** Like the contract and the migrations, found from the project folder (where npm runs). */
export const LOCALES_DIR = path.resolve('locales');

/** Every text of a language, from all of its files (sorted by name, so the order is stable). */
export function loadMessages(locale: MessageLocale, dir: string = LOCALES_DIR): Messages {
  const folder = path.join(dir, locale);
  const files = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  const messages: Messages = {};
  const origin = new Map<string, string>();
  for (const file of files) {
    const texts = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Messages;
    for (const [key, text] of Object.entries(texts)) {
      const first = origin.get(key);
      if (first !== undefined) throw new Error(`Translation key "${key}" is in both ${locale}/${first} and ${locale}/${file}`);
      origin.set(key, file);
      messages[key] = text;
    }
  }
  return messages;
}
