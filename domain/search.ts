/**
 * The site-wide search's words: its length bounds and the forms a query is looked up in. A
 * visitor may type Bulgarian words in Latin letters ("divan" for "диван"), so a Latin query is
 * also read back into Cyrillic with the official Bulgarian transliteration table (the
 * Transliteration Act of 2009) and a Cyrillic one is written out in Latin; both forms are searched.
 */

/** The official table, Cyrillic → Latin. */
export const BULGARIAN_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sht',
  ъ: 'a', ь: 'y', ю: 'yu', я: 'ya',
};

// Latin → Cyrillic, longest spelling first. Where the table is ambiguous ('a' is а or ъ, 'y' is й
// or ь) the common letter wins; the trigram match forgives the rest.
const LATIN_TO_BULGARIAN: readonly [string, string][] = Object.entries(BULGARIAN_TO_LATIN)
  .filter(([cyrillic]) => cyrillic !== 'ъ' && cyrillic !== 'ь')
  .map(([cyrillic, latin]): [string, string] => [latin, cyrillic])
  .sort((a, b) => b[0].length - a[0].length);

/** `text` in Cyrillic letters, reading its Latin letters with the official table (others stay). */
export function latinToBulgarian(text: string): string {
  let out = '';
  let at = 0;
  const lower = text.toLowerCase();
  while (at < lower.length) {
    const found = LATIN_TO_BULGARIAN.find(([latin]) => lower.startsWith(latin, at));
    if (found) {
      out += found[1];
      at += found[0].length;
    } else {
      out += lower[at];
      at += 1;
    }
  }
  return out;
}

/** `text` in Latin letters with the official table (other characters stay). */
export function bulgarianToLatin(text: string): string {
  return Array.from(text.toLowerCase(), (char) => BULGARIAN_TO_LATIN[char] ?? char).join('');
}

/** The words of a query: letters and digits, lower case, in order, without repeats. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/**
 * The forms a query is searched in: its own words, and the same words in the other alphabet
 * (Latin read as Bulgarian, Bulgarian written in Latin), each once.
 */
export function searchForms(query: string): string[][] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const forms = [words, words.map(latinToBulgarian), words.map(bulgarianToLatin)];
  const seen = new Set<string>();
  return forms.filter((form) => {
    const key = form.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
