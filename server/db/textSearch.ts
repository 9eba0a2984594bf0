/**
 * Finding listings by words (the header's site search, and the words of a search page): a
 * listing matches when every word of one form of the query (its own letters, or read in the other
 * alphabet: domain/search.ts) is the beginning of a word of its title or text (full-text, `simple`
 * configuration: no stemming, both languages alike; the words are stored in each row's
 * `search_words`, migration 0015) or is close to a word of its title (pg_trgm's strict word
 * similarity above the sessions' threshold, db/client.ts: it forgives a typo). The title's expression is
 * that of the trigram indexes of migration 0012 character for character, so the planner uses
 * them; every word reaches PostgreSQL as a parameter.
 */
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { searchForms } from '../../domain/search.ts';
import { newsPosts, products, properties, tenantOffers } from './schema/index.ts';

/** What a kind of listing is searched in. */
export interface SearchedText {
  /** Its localized jsonb title. */
  title: AnyColumn;
  /** Its stored full-text words (`search_words`: title and description or excerpt, schema/columns.ts). */
  words: AnyColumn;
}

/** Each kind's searched columns: the header's site search and each kind's own search page read the same. */
export const SEARCHED_TEXT = {
  products: { title: products.title, words: products.searchWords },
  properties: { title: properties.title, words: properties.searchWords },
  roommates: { title: tenantOffers.title, words: tenantOffers.searchWords },
  posts: { title: newsPosts.title, words: newsPosts.searchWords },
} as const satisfies Record<string, SearchedText>;

function titleOf(columns: SearchedText): SQL {
  return sql`(coalesce(${columns.title}->>'bg', '') || ' ' || coalesce(${columns.title}->>'en', ''))`;
}

/** The query's words as a full-text prefix query ("диван:* & ъглов:*"); the words are letters and digits only. */
function prefixQuery(words: readonly string[]): SQL {
  return sql`to_tsquery('simple'::regconfig, ${words.map((word) => `${word}:*`).join(' & ')})`;
}

/** A query's match and its score (higher is better), or null when the query has no word. */
export function wordsMatch(query: string, columns: SearchedText): { where: SQL; score: SQL } | null {
  const forms = searchForms(query);
  if (forms.length === 0) return null;
  const title = titleOf(columns);
  const document = columns.words;
  const matches = forms.map((words) => {
    const close = words.map((word) => sql`${word}::text <<% ${title}`);
    return sql`(${document} @@ ${prefixQuery(words)} or (${sql.join(close, sql` and `)}))`;
  });
  // A listing with all the words scores above one only close to them; the closer, the higher.
  const scores = forms.map(
    (words) => sql`(case when ${document} @@ ${prefixQuery(words)} then 1 else 0 end + strict_word_similarity(${words.join(' ')}::text, ${title}))`,
  );
  return { where: sql`(${sql.join(matches, sql` or `)})`, score: sql`greatest(${sql.join(scores, sql`, `)})` };
}
