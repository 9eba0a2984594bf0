/**
 * The server's renderer (src/server.tsx) given the API's answers: a page whose record is not
 * there (404) is rendered with its own not-found notice, and a page whose call failed otherwise
 * (5xx, no answer) is not rendered at all, so the server leaves it to the browser instead of
 * sending an error the browser would fetch again and render otherwise.
 */
import { setImmediate } from 'node:timers';
import { hrefFor } from '../../../domain/routes.ts';
import { loadMessages } from '../../../locales/index.ts';
import { render } from '../../../src/server.tsx';

// React's Node renderer schedules its work with setImmediate, which Node has and jsdom does not.
Object.assign(globalThis, { setImmediate });

const translations = loadMessages('en');

function renderAnswering(status: number) {
  return render({
    url: hrefFor('SingleProductPage', { id: 7 }),
    locale: 'en',
    translations,
    fetchApi: async () => new Response(JSON.stringify({ message: 'answer' }), { status, headers: { 'content-type': 'application/json' } }),
  });
}

it('renders the not-found notice of a record that is not there', async () => {
  const { html, state } = await renderAnswering(404);
  expect(html).toContain(translations['shop-not-found-title']);
  expect(JSON.stringify(state.api)).toContain('"status":404');
});

it.each([500, 503])('renders nothing when the call failed with %i', async (status) => {
  await expect(renderAnswering(status)).rejects.toThrow(/getProduct failed while rendering/);
});

it('renders nothing when the call got no answer', async () => {
  const failing = render({
    url: hrefFor('SingleProductPage', { id: 7 }),
    locale: 'en',
    translations,
    fetchApi: () => Promise.reject(new TypeError('fetch failed')),
  });
  await expect(failing).rejects.toThrow(/getProduct failed while rendering/);
});
