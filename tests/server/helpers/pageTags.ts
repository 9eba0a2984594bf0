/** The title and the <meta> tags (name or property → content, as written) of a page the server answered. */
export function pageTags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) found[match[1]!] = match[2]!;
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) found.title = title[1]!;
  return found;
}
