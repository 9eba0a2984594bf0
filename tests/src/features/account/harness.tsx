/**
 * The account modals as the app shell renders them (AppMachinesProvider + ModalRoot), with a
 * few buttons that open modals and the current address, plus an MSW "server" for the account
 * calls that records what it receives. Tests override single answers with `server.use(...)`.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { useLocation } from 'react-router';
import type { CurrentUser } from '../../../../src/api/account.ts';
import { AppMachinesProvider, useModals } from '../../../../src/machines/AppMachines.tsx';
import { ModalRoot } from '../../../../src/app/ModalRoot.tsx';
import type { ModalName } from '../../../../src/machines/modals.ts';
import { renderWithProviders } from '../../helpers/render.tsx';
import type { ProvidersOptions } from '../../helpers/render.tsx';

export function userOfType(type: CurrentUser['type'], extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    type,
    name: `Мария (${type})`,
    email: `${type}@example.com`,
    phone: '0888123456',
    credits: 5,
    emailConfirmed: true,
    vendor: type === 'vendor' ? { id: 3, name: 'Магазин' } : null,
    agency: type === 'agency' ? { id: 4, name: 'Домове' } : null,
    currentMovePlanId: null,
    ...extra,
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The account endpoints of the contract, answering like the real server's happy path. */
export function accountHandlers(state: { user: CurrentUser | null; requests: RecordedRequest[]; signInAs: CurrentUser }): RequestHandler[] {
  const record = async (request: Request): Promise<void> => {
    const text = await request.text();
    state.requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    });
  };
  return [
    http.get('/api/user', () =>
      state.user === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(state.user),
    ),
    http.post('/api/auth', async ({ request }) => {
      await record(request);
      state.user = state.signInAs;
      return HttpResponse.json({ authToken: 'token-1' });
    }),
    http.post('/api/auth/logout', async ({ request }) => {
      await record(request);
      state.user = null;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/user', async ({ request }) => {
      await record(request);
      return HttpResponse.json(userOfType('user', { emailConfirmed: false }), { status: 201 });
    }),
    http.post('/api/user/forgotten-password/request', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/user/forgotten-password/confirmation', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/user/confirmation', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export function createAccountState(user: CurrentUser | null = null) {
  return { user, requests: [] as RecordedRequest[], signInAs: userOfType('user') };
}

const OPENERS: ModalName[] = ['login', 'signUp', 'forgottenPassword', 'passChange'];

function Controls() {
  const { open } = useModals();
  const { pathname, search } = useLocation();
  return (
    <main>
      <output aria-label="address">{`${pathname}${search}`}</output>
      {OPENERS.map((name) => (
        <button key={name} type="button" onClick={() => open(name)}>
          {`open ${name}`}
        </button>
      ))}
      <button type="button" onClick={() => open('passChange', { token: 'token-in-payload' })}>
        open passChange with a token
      </button>
    </main>
  );
}

export function renderAccount(options: ProvidersOptions = {}) {
  return renderWithProviders(
    <AppMachinesProvider>
      <Controls />
      <ModalRoot />
    </AppMachinesProvider>,
    options,
  );
}

/** The current address of the test's router (path and query). */
export function currentAddress(): string {
  return screen.getByRole('status', { name: 'address' }).textContent ?? '';
}

/** A promise settled from outside, to look at the states in between. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
