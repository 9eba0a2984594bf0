import { pageTitleKey } from '../../../domain/routes.ts';
import type { RouteName } from '../../../domain/routes.ts';
import { loadMessages } from '../../../locales/index.ts';

/** The title and the <meta> tags (name or property → content, as written) of a page the server answered. */
export function pageTags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) found[match[1]!] = match[2]!;
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) found.title = title[1]!;
  return found;
}

/** The head's title of a page without metadata of its own: its page title, or the not-found one (Bulgarian, as the tests' host). */
export function plainTitle(page: RouteName | 'not-found'): string {
  return `${loadMessages('bg')[page === 'not-found' ? 'not-found-title' : pageTitleKey(page)]} · Домовик`;
}
