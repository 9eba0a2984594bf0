/**
 * The browser app: hashed assets from dist/ with a year's cache, and index.html for every other
 * page path (both path sets; the app's router shows its not-found page). The chosen locale's
 * translations are inlined as a JSON data block, so the first paint needs no extra request.
 * Until the app is built, a small translated page says the API is running.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRELOADED_TRANSLATIONS_ID, chooseLocale, toHtmlLang } from '../domain/index.ts';

export const DIST_DIR = path.resolve('dist');
const ASSETS_PREFIX = '/assets/';

const PLACEHOLDER = `<!doctype html>
<html lang="bg">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Domovik</title></head>
<body><!--app--><main><h1 data-i18n="app-coming-title"></h1><p data-i18n="app-coming-text"></p></main></body>
</html>`;

/** JSON that is safe inside <script>: no "</script>" or "<!--" can be formed. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export async function registerSpa(app: FastifyInstance): Promise<void> {
  const built = existsSync(path.join(DIST_DIR, 'index.html'));
  const template = built ? readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8') : PLACEHOLDER;

  if (built) {
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(DIST_DIR, ASSETS_PREFIX));
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const { bulgarianHost, englishHost, testingHosts } = app.config;
    // The language switch leads to the other language's host when hosts are configured.
    const hosts = { bg: bulgarianHost, ...(englishHost ? { en: englishHost } : {}), testing: testingHosts };
    const uiLocale = chooseLocale({ host: request.hostname, bulgarianHost, testingHosts });
    const locale = toHtmlLang(uiLocale);
    const messages = app.translator.messages(uiLocale);
    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(
        '</head>',
        `<script id="${PRELOADED_TRANSLATIONS_ID}" type="application/json">${scriptSafeJson({ locale: uiLocale, translations: messages, hosts })}</script></head>`,
      );
    if (!built) {
      html = html.replace(/<(h1|p) data-i18n="([^"]+)"><\/\1>/g, (_whole, tag: string, key: string) =>
        `<${tag}>${escapeHtml(app.translator.t(locale, key))}</${tag}>`,
      );
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isAsset = request.url.startsWith(ASSETS_PREFIX) || /\.[a-z0-9]+(\?|$)/i.test(request.url);
    if (isPage && !isApi && !isAsset) return renderPage(request, reply);
    return reply.code(404).send({ message: app.translator.t(request.locale, 'error-not-found') });
  });
}
