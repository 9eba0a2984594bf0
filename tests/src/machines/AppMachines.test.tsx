import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { accountApi, useGetUserStatsQuery } from '../../../src/api/account.ts';
import { baseApi } from '../../../src/api/baseApi.ts';
import { AppMachinesProvider, useAuth, useModals } from '../../../src/machines/AppMachines.tsx';
import { ModalRoot } from '../../../src/app/ModalRoot.tsx';
import { addToCart, selectCartCount } from '../../../src/store/cartSlice.ts';
import { makeStore } from '../../../src/store/store.ts';
import { accountHandlers, createAccountState, userOfType } from '../features/account/harness.tsx';
import { text } from '../helpers/i18n.ts';
import { useMswServer } from '../helpers/msw.ts';
import { renderWithProviders } from '../helpers/render.tsx';
import type { ProvidersOptions } from '../helpers/render.tsx';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

function StatsProbe() {
  const { isError } = useGetUserStatsQuery();
  return <p>{isError ? 'stats failed' : 'stats loading'}</p>;
}

function Probe() {
  const { openModal, open, close, toggle, closeAll, notify } = useModals();
  const { user, isAuthenticated, isLoading, logout, refresh } = useAuth();
  const { pathname, search } = useLocation();
  const [askStats, setAskStats] = useState(false);
  return (
    <main>
      <output aria-label="address">{`${pathname}${search}`}</output>
      <output aria-label="open modal">{openModal ?? 'none'}</output>
      <output aria-label="who">{isLoading ? 'loading' : isAuthenticated ? `signed in: ${user?.name ?? ''}` : 'anonymous'}</output>
      <button type="button" onClick={() => open('login')}>
        open login
      </button>
      <button type="button" onClick={() => open('signUp')}>
        open signUp
      </button>
      <button type="button" onClick={() => toggle('signUp')}>
        toggle signUp
      </button>
      <button type="button" onClick={() => close('login')}>
        close login
      </button>
      <button type="button" onClick={closeAll}>
        close all
      </button>
      <button type="button" onClick={() => notify('message-sent-successfully', 'success')}>
        notify
      </button>
      <button type="button" onClick={logout}>
        log out
      </button>
      <button type="button" onClick={refresh}>
        refresh
      </button>
      <button type="button" onClick={() => setAskStats(true)}>
        ask stats
      </button>
      {askStats && <StatsProbe />}
    </main>
  );
}

function renderMachines(options: ProvidersOptions = {}) {
  return renderWithProviders(
    <AppMachinesProvider>
      <Probe />
      <ModalRoot />
    </AppMachinesProvider>,
    options,
  );
}

const output = (name: string) => screen.getByRole('status', { name });

describe('useAuth', () => {
  it('loads the signed-in user on start', async () => {
    state.user = userOfType('agency');
    renderMachines();
    expect(output('who')).toHaveTextContent('loading');
    await waitFor(() => expect(output('who')).toHaveTextContent(`signed in: ${userOfType('agency').name}`));
  });

  it('is anonymous when nobody is signed in, without opening the login modal', async () => {
    renderMachines();
    await waitFor(() => expect(output('who')).toHaveTextContent('anonymous'));
    expect(output('open modal')).toHaveTextContent('none');
  });

  it('logs out: the server call, the cart emptied, the message, and the Index page', async () => {
    state.user = userOfType('user');
    const store = makeStore();
    store.dispatch(addToCart({ id: 1, title: 'Лампа', price: 1000, vendor: { id: 7, name: 'Магазин' } }, 2));
    const { user } = renderMachines({ store, route: '/profil/tablo' });
    await waitFor(() => expect(output('who')).toHaveTextContent('signed in'));

    await user.click(screen.getByRole('button', { name: 'log out' }));
    const notification = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(notification).getByRole('status')).toHaveTextContent(text('logout-successful-message'));
    expect(output('who')).toHaveTextContent('anonymous');
    expect(output('address')).toHaveTextContent(/^\/$/);
    expect(selectCartCount(store.getState())).toBe(0);
    expect(state.requests).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]);
  });

  /** Renders the machines with a start-up check that answers only once `interrupt` has run. */
  async function checkInterruptedBy(interrupt: (store: ReturnType<typeof makeStore>) => Promise<unknown>) {
    let checkStarted!: () => void;
    const started = new Promise<void>((resolve) => (checkStarted = resolve));
    let answerCheck!: () => void;
    const answered = new Promise<void>((resolve) => (answerCheck = resolve));
    server.use(
      http.get('/api/user', async () => {
        checkStarted();
        await answered;
        return state.user === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(state.user);
      }),
    );
    const store = makeStore();
    renderMachines({ store });
    await started;
    await interrupt(store);
    answerCheck();
    await waitFor(() => expect(output('who')).not.toHaveTextContent('loading'));
  }

  it.each([
    ['nobody', null, 'anonymous'],
    ['a user', userOfType('user', { name: 'Ивана' }), 'signed in: Ивана'],
  ])('knows %s is signed in when an e-mail confirmed during the start-up check invalidates the user', async (_who, signedIn, shown) => {
    state.user = signedIn;
    await checkInterruptedBy((store) => store.dispatch(accountApi.endpoints.confirmEmail.initiate({ confirmEmailInput: { token: 'token-1' } })));
    expect(output('who')).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it('asks again when a change of language empties the cache during the start-up check', async () => {
    state.user = userOfType('user', { name: 'Ивана' });
    await checkInterruptedBy(async (store) => store.dispatch(baseApi.util.resetApiState()));
    expect(output('who')).toHaveTextContent(/^signed in: Ивана$/);
  });

  it('refresh loads the user again', async () => {
    state.user = userOfType('user', { name: 'Преди' });
    const { user } = renderMachines();
    await waitFor(() => expect(output('who')).toHaveTextContent('signed in: Преди'));
    state.user = userOfType('user', { name: 'След' });
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(output('who')).toHaveTextContent('signed in: След'));
  });
});

describe('the machines, loaded after the first paint', () => {
  it('show the starting state at once and deliver what was sent before they ran, in order', async () => {
    renderMachines();
    // Same tick as the render: the machines' chunk cannot have arrived yet.
    expect(output('who')).toHaveTextContent('loading');
    expect(output('open modal')).toHaveTextContent('none');
    fireEvent.click(screen.getByRole('button', { name: 'open login' }));
    fireEvent.click(screen.getByRole('button', { name: 'open signUp' }));
    expect(await screen.findByRole('dialog', { name: text('sign-up-modal-title') })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(output('who')).toHaveTextContent('anonymous'));
  });
});

describe('useModals', () => {
  it('keeps one modal open at a time: opening one closes the other', async () => {
    const { user } = renderMachines();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    await screen.findByRole('dialog', { name: text('login-modal-title') });
    await user.click(screen.getByRole('button', { name: 'open signUp' }));
    await screen.findByRole('dialog', { name: text('sign-up-modal-title') });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(output('open modal')).toHaveTextContent('signUp');
  });

  it('opening sign-up from the login modal closes the login modal', async () => {
    const { user } = renderMachines();
    await user.click(screen.getByRole('button', { name: 'open login' }));
    const login = await screen.findByRole('dialog', { name: text('login-modal-title') });
    await user.click(within(login).getByRole('button', { name: text('login-sign-up-link') }));
    await screen.findByRole('dialog', { name: text('sign-up-modal-title') });
    expect(screen.queryByRole('dialog', { name: text('login-modal-title') })).not.toBeInTheDocument();
  });

  it('toggles, closes by name (another name changes nothing) and closes all', async () => {
    const { user } = renderMachines();
    // Sent before the machines run (they load in their own chunk): kept, not lost.
    await user.click(screen.getByRole('button', { name: 'toggle signUp' }));
    await waitFor(() => expect(output('open modal')).toHaveTextContent('signUp'));
    await user.click(screen.getByRole('button', { name: 'close login' }));
    expect(output('open modal')).toHaveTextContent('signUp');
    await user.click(screen.getByRole('button', { name: 'toggle signUp' }));
    expect(output('open modal')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'open login' }));
    await user.click(screen.getByRole('button', { name: 'close all' }));
    expect(output('open modal')).toHaveTextContent('none');
  });

  it('shows a translated notification that closes with its button', async () => {
    const { user } = renderMachines();
    await user.click(screen.getByRole('button', { name: 'notify' }));
    const notification = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(within(notification).getByRole('status')).toHaveTextContent(text('message-sent-successfully'));
    await user.click(within(notification).getByRole('button', { name: text('notification-ok') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a rejected session', () => {
  it('a 401 from any call opens the login modal and forgets the user', async () => {
    state.user = userOfType('user');
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: text('error-unauthorized') }, { status: 401 })));
    const { user } = renderMachines();
    await waitFor(() => expect(output('who')).toHaveTextContent('signed in'));

    await user.click(screen.getByRole('button', { name: 'ask stats' }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    expect(output('who')).toHaveTextContent('anonymous');
    // On 401 the server has already ended the session: no logout call.
    expect(state.requests).toEqual([]);
  });

  it('a 403 also calls logout (the server clears the cookie) and opens the login modal', async () => {
    state.user = userOfType('vendor');
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: text('error-forbidden') }, { status: 403 })));
    const { user } = renderMachines();
    await waitFor(() => expect(output('who')).toHaveTextContent('signed in'));

    await user.click(screen.getByRole('button', { name: 'ask stats' }));
    expect(await screen.findByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
    expect(output('who')).toHaveTextContent('anonymous');
    await waitFor(() => expect(state.requests).toEqual([{ method: 'POST', path: '/api/auth/logout', body: undefined }]));
    // The logout invalidates the session's queries; their refetch answers 403 again, and that
    // must not start another logout.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(state.requests).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: text('login-modal-title') })).toBeInTheDocument();
  });
});

describe('the password-reset link', () => {
  it('opens the password-change modal on the Index route', async () => {
    renderMachines({ route: '/?token=t-1' });
    expect(await screen.findByRole('dialog', { name: text('password-change-modal-title') })).toBeInTheDocument();
  });

  it('does nothing on another route or without a token', async () => {
    renderMachines({ route: '/imoti?token=t-1' });
    await waitFor(() => expect(output('who')).toHaveTextContent('anonymous'));
    expect(output('open modal')).toHaveTextContent('none');
  });
});
