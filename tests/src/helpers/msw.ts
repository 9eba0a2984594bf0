/**
 * The network boundary for src tests: an MSW server that answers fetch (RTK Query's and the
 * translations call) and fails any request no handler expects. `useMswServer(...handlers)`
 * in a test file's top level starts it for the file; `server.use(...)` adds per-test answers,
 * which are dropped after each test, as are the recorders of `recordCalls`.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/**
 * What every signed-in page asks, answered when the test gives no answer of its own (a file's
 * handlers come first): the header's link to the current move-in plan lists the user's plans, and
 * its link to the inbox asks how many conversations are unread.
 */
const SHELL_CALLS: RequestHandler[] = [
  http.get('/api/move-plan', () => HttpResponse.json({ items: [] })),
  http.get('/api/conversations/unread', () => HttpResponse.json({ count: 0 })),
];

export function useMswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers, ...SHELL_CALLS);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return server;
}

/** The requests the app makes from now on to the end of the test, as 'GET /api/path?query', in order. */
export function recordCalls(server: SetupServer): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return calls;
}
