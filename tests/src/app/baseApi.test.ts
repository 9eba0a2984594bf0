import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountApi } from '../../../src/api/account.ts';
import { baseApi } from '../../../src/api/baseApi.ts';
import { onSessionRejected } from '../../../src/api/session.ts';
import type { SessionRejection } from '../../../src/api/session.ts';
import { makeStore } from '../../../src/store/store.ts';
import { createI18n } from '../../../src/i18n/index.ts';
import { useMswServer } from '../helpers/msw.ts';

const server = useMswServer();

const USER = {
  id: 1,
  type: 'user',
  name: 'Maria',
  email: 'maria@domovik.test',
  phone: null,
  credits: 20,
  emailConfirmed: true,
  vendor: null,
  agency: null,
};

interface Seen {
  credentials: RequestCredentials;
  acceptLanguage: string | null;
  url: string;
}

/** Answers GET /api/user with `status` and records what the request carried. */
function answerUser(status: number, seen: Seen[]) {
  server.use(
    http.get('/api/user', ({ request }) => {
      seen.push({ credentials: request.credentials, acceptLanguage: request.headers.get('accept-language'), url: request.url });
      return status === 200 ? HttpResponse.json(USER) : HttpResponse.json({ message: 'no' }, { status });
    }),
  );
}

function collectRejections(): SessionRejection[] {
  const rejections: SessionRejection[] = [];
  const stop = onSessionRejected((rejection) => rejections.push(rejection));
  afterEachStop.push(stop);
  return rejections;
}
const afterEachStop: (() => void)[] = [];
afterEach(() => afterEachStop.splice(0).forEach((stop) => stop()));

describe('base query', () => {
  // Runs first: nothing has loaded translations in this file yet.
  it('sends no Accept-Language before translations are loaded, and always sends credentials', async () => {
    const seen: Seen[] = [];
    answerUser(200, seen);
    const store = makeStore();
    const result = await store.dispatch(accountApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toEqual(USER);
    expect(seen).toEqual([{ credentials: 'include', acceptLanguage: null, url: 'http://localhost/api/user' }]);
  });

  it.each([
    ['bg', 'bg'],
    ['en', 'en'],
    ['debug', 'en'],
  ] as const)('after translations load in %s, sends Accept-Language: %s', async (locale, header) => {
    createI18n(locale, { hello: 'hi' });
    const seen: Seen[] = [];
    answerUser(200, seen);
    await makeStore().dispatch(accountApi.endpoints.getCurrentUser.initiate());
    expect(seen[0]?.acceptLanguage).toBe(header);
    expect(seen[0]?.credentials).toBe('include');
  });

  it.each([401, 403] as const)('reports a %s answer to the session listeners', async (status) => {
    const rejections = collectRejections();
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: 'error-unauthorized' }, { status })));
    const result = await makeStore().dispatch(accountApi.endpoints.getUserStats.initiate());
    expect(result.error).toMatchObject({ status });
    expect(rejections).toEqual([{ status, endpoint: 'getUserStats' }]);
  });

  it("does not report the 403 of a call whose 403 means someone else's record (decision 0011), but still its 401", async () => {
    const api = baseApi.injectEndpoints({
      endpoints: (build) => ({
        testOwnRecord: build.query<unknown, number>({ query: (id) => `/test/record/${id}`, extraOptions: { ownRecord: true } }),
      }),
    });
    const rejections = collectRejections();
    server.use(http.get('/api/test/record/:id', ({ params }) => HttpResponse.json({ message: 'x' }, { status: params.id === '1' ? 403 : 401 })));
    const store = makeStore();
    expect((await store.dispatch(api.endpoints.testOwnRecord.initiate(1))).error).toMatchObject({ status: 403 });
    expect(rejections).toEqual([]);
    expect((await store.dispatch(api.endpoints.testOwnRecord.initiate(2))).error).toMatchObject({ status: 401 });
    expect(rejections).toEqual([{ status: 401, endpoint: 'testOwnRecord' }]);
  });

  it('reports nothing for other errors', async () => {
    const rejections = collectRejections();
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: 'error-not-found' }, { status: 404 })));
    await makeStore().dispatch(accountApi.endpoints.getUserStats.initiate());
    expect(rejections).toEqual([]);
  });

  it('answers a visitor\'s user check (204) with no user, and does not report a failed login\'s 401', async () => {
    const rejections = collectRejections();
    server.use(http.get('/api/user', () => new HttpResponse(null, { status: 204 })));
    server.use(http.post('/api/auth', () => HttpResponse.json({ message: 'wrong-username-or-password' }, { status: 401 })));
    const store = makeStore();
    const user = await store.dispatch(accountApi.endpoints.getCurrentUser.initiate());
    expect(user.error).toBeUndefined();
    expect(user.data).toBeNull();
    const login = await store.dispatch(accountApi.endpoints.login.initiate({ loginInput: { email: 'a@b.cd', password: 'secret1' } }));
    expect(login.error).toMatchObject({ status: 401 });
    expect(rejections).toEqual([]);
  });

  it('stops calling a listener once unsubscribed, and a failing listener does not stop the others', async () => {
    const calls: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopFailing = onSessionRejected(() => {
      throw new Error('boom');
    });
    const stopCounting = onSessionRejected(() => calls.push('counted'));
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    const store = makeStore();
    await store.dispatch(accountApi.endpoints.getUserStats.initiate(undefined, { forceRefetch: true }));
    expect(calls).toEqual(['counted']);
    expect(error).toHaveBeenCalledWith('A session listener failed', expect.any(Error));
    stopFailing();
    stopCounting();
    await store.dispatch(accountApi.endpoints.getUserStats.initiate(undefined, { forceRefetch: true }));
    expect(calls).toEqual(['counted']);
    error.mockRestore();
  });

  it('refetches the current user after login (tags from src/api/account.ts)', async () => {
    let answered = 0;
    server.use(
      http.get('/api/user', () => {
        answered += 1;
        return HttpResponse.json(USER);
      }),
      http.post('/api/auth', () => HttpResponse.json({ authToken: 't' })),
    );
    const store = makeStore();
    const subscription = store.dispatch(accountApi.endpoints.getCurrentUser.initiate());
    await subscription;
    await store.dispatch(accountApi.endpoints.login.initiate({ loginInput: { email: 'maria@domovik.test', password: 'demo1234' } }));
    await waitFor(() => expect(answered).toBe(2));
    subscription.unsubscribe();
  });
});
