/**
 * The search engines' files (docs/decisions/0027-sitemap.md), outside the contract as /media is:
 * /robots.txt naming the sitemap, /sitemap.xml (a sitemap index: one file per kind of public
 * record and range of ids, and the static pages) and its files /sitemaps/<kind>-<n>.xml. Each
 * file is one query; a file is sent as it is written, a thousand addresses at a time.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  PAGES_KIND,
  RECORD_KINDS,
  SITEMAP_PAGE_SIZE,
  URLSET_CLOSE,
  URLSET_OPEN,
  XML_DECLARATION,
  escapeXml,
  recordEntries,
  recordPages,
  staticEntries,
  urlElements,
} from './sitemap.ts';
import type { RecordKindName, SitemapEntry } from './sitemap.ts';
import { pageAddresses } from '../../pageAddress.ts';

/** What robots.txt keeps out: the signed-in area and the move-in plans (both path sets), and the API. */
const ROBOTS_RULES = ['User-agent: *', 'Disallow: /profil', 'Disallow: /profile', 'Disallow: /nanasyane', 'Disallow: /move-in', 'Disallow: /razgovor', 'Disallow: /conversation/', 'Disallow: /api/', 'Allow: /'];

/** A short cache: a new record shows within the hour. */
const CACHE_CONTROL = 'public, max-age=3600';

export interface SeoOptions {
  /** Records per sitemap file (SITEMAP_PAGE_SIZE; a test makes it small). */
  pageSize?: number;
}

const SITEMAP_FILE = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/;

function isRecordKind(name: string): name is RecordKindName {
  return Object.hasOwn(RECORD_KINDS, name);
}

function sendXml(reply: FastifyReply, body: string | Readable) {
  return reply.type('application/xml; charset=utf-8').header('Cache-Control', CACHE_CONTROL).send(body);
}

export const seoFiles = fp<SeoOptions>(
  async (app: FastifyInstance, options) => {
    const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
    const sitemapUrl = () => `${app.config.publicUrl}/sitemap.xml`;

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', CACHE_CONTROL)
        .send(`${[...ROBOTS_RULES, `Sitemap: ${sitemapUrl()}`].join('\n')}\n`),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const kinds = Object.keys(RECORD_KINDS) as RecordKindName[];
      const pages = await Promise.all(kinds.map((kind) => recordPages(app.db, kind, pageSize)));
      const files = [`${PAGES_KIND}-1.xml`, ...kinds.flatMap((kind, index) => pages[index]!.map((page) => `${kind}-${page}.xml`))];
      const sitemaps = files.map((file) => `<sitemap><loc>${escapeXml(`${app.config.publicUrl}/sitemaps/${file}`)}</loc></sitemap>\n`);
      return sendXml(reply, `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('')}</sitemapindex>\n`);
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
      const [, kind = '', pageText = ''] = SITEMAP_FILE.exec(request.params.file) ?? [];
      const page = Number(pageText);
      let entries: SitemapEntry[] | undefined;
      if (kind === PAGES_KIND && page === 1) entries = staticEntries();
      else if (isRecordKind(kind)) entries = await recordEntries(app.db, kind, page, pageSize);
      if (!entries?.length) return reply.callNotFound();
      const addresses = pageAddresses(app.config);
      const found = entries;
      function* xml() {
        yield XML_DECLARATION + URLSET_OPEN;
        for (let start = 0; start < found.length; start += 1000) {
          yield found
            .slice(start, start + 1000)
            .map((entry) => urlElements(entry, addresses))
            .join('');
        }
        yield URLSET_CLOSE;
      }
      return sendXml(reply, Readable.from(xml()));
    });
  },
  { name: 'seo-files', decorators: { fastify: ['db', 'config'] } },
);
