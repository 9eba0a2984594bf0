/**
 * The one-click unsubscribe of an e-mail (RFC 8058, docs/decisions/0030): the unsubscribe page's
 * link for the text, and the `List-Unsubscribe` (the API's unsubscribe call, which a mail client
 * posts `List-Unsubscribe=One-Click` to) and `List-Unsubscribe-Post` headers. Every alert of a
 * saved search and every newsletter e-mail carries its token's, so the areas share it here; the
 * call is the saved searches area's (server/areas/savedSearches/routes.ts).
 */
import type { Locale } from '../../domain/index.ts';
import { hrefFor } from '../../domain/routes.ts';
import type { Config } from '../config.ts';

export interface UnsubscribeLinks {
  /** The unsubscribe page (no sign-in): what the link stops, and its button. */
  page: string;
  /** The one-click call a mail client posts to. */
  oneClick: string;
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': string };
}

export function unsubscribeLinks(config: Pick<Config, 'publicUrl'>, token: string, locale: Locale): UnsubscribeLinks {
  // The contract's server URL (openapi.yaml `servers`) is /api.
  const oneClick = `${config.publicUrl}/api/unsubscribe/${encodeURIComponent(token)}`;
  return {
    page: `${config.publicUrl}${hrefFor('Unsubscribe', {}, { token }, locale)}`,
    oneClick,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
