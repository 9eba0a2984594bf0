import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, waitFor } from 'xstate';
import type { CurrentUser } from '../../../src/api/account.ts';
import {
  GOOGLE_LOGIN_FAILED,
  LOGIN_FAILED_FALLBACK,
  authMachine,
  dashboardFor,
  loginFailureMessage,
  sameSitePath,
  selectIsAuthenticated,
  selectIsLoadingUser,
  selectIsLoggingIn,
  selectLoginError,
  selectUser,
} from '../../../src/machines/auth.ts';
import type { AuthEvent, AuthSnapshot } from '../../../src/machines/auth.ts';

const userOfType = (type: CurrentUser['type'], extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  type,
  name: `A ${type}`,
  email: `${type}@example.com`,
  phone: null,
  credits: 0,
  emailConfirmed: true,
  vendor: type === 'vendor' ? { id: 3, name: 'Shop' } : null,
  agency: type === 'agency' ? { id: 4, name: 'Homes' } : null,
  currentMovePlanId: null,
  ...extra,
});

/** A promise settled from outside, to observe the states in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Effect = [name: string, params?: unknown];

interface Fakes {
  /** Answers of GET /api/user, one per call (the last one repeats). */
  users?: (() => Promise<CurrentUser>)[];
  login?: (input: { email: string; password: string }) => Promise<unknown>;
  googleLogin?: (input: { credential: string }) => Promise<unknown>;
  logout?: () => Promise<void>;
}

/** The provided fetchUser fails when the server answers "nobody signed in" (204). */
const anonymousFetch = () => Promise.reject(new Error('Nobody is signed in'));

function startAuth(fakes: Fakes = {}) {
  const effects: Effect[] = [];
  const users = fakes.users ?? [anonymousFetch];
  let fetches = 0;
  const loginInputs: unknown[] = [];
  const googleInputs: unknown[] = [];
  let logoutCalls = 0;
  let adoptions = 0;
  const record = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? [name] : [name, params]);
  };
  const machine = authMachine.provide({
    actors: {
      fetchUser: fromPromise(() => {
        const answer = users[Math.min(fetches, users.length - 1)]!;
        fetches += 1;
        return answer();
      }),
      login: fromPromise(({ input }: { input: { email: string; password: string } }) => {
        loginInputs.push(input);
        return (fakes.login ?? (() => Promise.resolve({ authToken: 't' })))(input);
      }),
      googleLogin: fromPromise(({ input }: { input: { credential: string } }) => {
        googleInputs.push(input);
        return (fakes.googleLogin ?? (() => Promise.resolve({ authToken: 't' })))(input);
      }),
      logout: fromPromise(() => {
        logoutCalls += 1;
        return (fakes.logout ?? (() => Promise.resolve()))();
      }),
    },
    actions: {
      navigateTo: record('navigateTo'),
      closeModals: record('closeModals'),
      notifySuccess: record('notifySuccess'),
      clearCart: record('clearCart'),
      adoptVisitorPlan: () => {
        adoptions += 1;
      },
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    effects,
    loginInputs,
    googleInputs,
    fetchCount: () => fetches,
    logoutCount: () => logoutCalls,
    adoptionCount: () => adoptions,
  };
}

const settled = (snapshot: AuthSnapshot) => snapshot.matches('anonymous') || snapshot.matches({ authenticated: 'idle' });
const rtkError = (message: string, status = 401) => ({ status, data: { message } });

describe('auth machine: pure transitions', () => {
  const at = (value: AuthSnapshot['value'], context: AuthSnapshot['context'] = { user: null, error: null, returnTo: null }): AuthSnapshot =>
    authMachine.resolveState({ value, context });
  const USER_EVENTS: AuthEvent[] = [
    { type: 'auth.login', email: 'a@b.bg', password: 'secret1' },
    { type: 'auth.googleLogin', credential: 'google-id-token' },
    { type: 'auth.logout' },
    { type: 'auth.refresh' },
    { type: 'auth.expired' },
    { type: 'auth.forbidden' },
  ];
  const user = userOfType('agency');

  it('starts loading the signed-in user, neither signed in nor logging in', () => {
    const snapshot = getInitialSnapshot(authMachine);
    expect(snapshot.value).toBe('loading');
    expect(selectIsLoadingUser(snapshot)).toBe(true);
    expect(selectIsAuthenticated(snapshot)).toBe(false);
    expect(selectIsLoggingIn(snapshot)).toBe(false);
    expect(selectUser(snapshot)).toBeNull();
  });

  it('loading: a login starts at once; logout, refresh and expired are ignored', () => {
    expect(getNextSnapshot(authMachine, at('loading'), USER_EVENTS[0]!).value).toBe('loggingIn');
    expect(getNextSnapshot(authMachine, at('loading'), USER_EVENTS[1]!).value).toBe('loggingInWithGoogle');
    for (const event of USER_EVENTS.slice(2)) {
      expect(getNextSnapshot(authMachine, at('loading'), event).value).toBe('loading');
    }
  });

  it('anonymous: auth.login logs in and clears the previous error', () => {
    const next = getNextSnapshot(authMachine, at('anonymous', { user: null, error: 'old', returnTo: null }), USER_EVENTS[0]!);
    expect(next.value).toBe('loggingIn');
    expect(selectIsLoggingIn(next)).toBe(true);
    expect(selectLoginError(next)).toBeNull();
  });

  it('anonymous: auth.googleLogin logs in with Google and clears the previous error', () => {
    const next = getNextSnapshot(authMachine, at('anonymous', { user: null, error: 'old', returnTo: null }), USER_EVENTS[1]!);
    expect(next.value).toBe('loggingInWithGoogle');
    expect(selectIsLoggingIn(next)).toBe(true);
    expect(selectLoginError(next)).toBeNull();
  });

  it('anonymous: auth.refresh loads the user again; logout and expired are ignored', () => {
    expect(getNextSnapshot(authMachine, at('anonymous'), { type: 'auth.refresh' }).value).toBe('loading');
    expect(getNextSnapshot(authMachine, at('anonymous'), { type: 'auth.logout' }).value).toBe('anonymous');
    expect(getNextSnapshot(authMachine, at('anonymous'), { type: 'auth.expired' }).value).toBe('anonymous');
    expect(getNextSnapshot(authMachine, at('anonymous'), { type: 'auth.forbidden' }).value).toBe('anonymous');
  });

  it('authenticated: auth.forbidden forgets the user and revokes the session', () => {
    const next = getNextSnapshot(authMachine, at({ authenticated: 'idle' }, { user, error: null, returnTo: null }), { type: 'auth.forbidden' });
    expect(next.value).toBe('revoking');
    expect(selectUser(next)).toBeNull();
    expect(selectIsAuthenticated(next)).toBe(false);
    expect(selectIsLoggingIn(next)).toBe(false);
  });

  it('revoking: a login starts at once; logout, refresh, expired and forbidden are ignored', () => {
    expect(getNextSnapshot(authMachine, at('revoking'), USER_EVENTS[0]!).value).toBe('loggingIn');
    expect(getNextSnapshot(authMachine, at('revoking'), USER_EVENTS[1]!).value).toBe('loggingInWithGoogle');
    for (const event of USER_EVENTS.slice(2)) expect(getNextSnapshot(authMachine, at('revoking'), event).value).toBe('revoking');
  });

  it.each(['loggingIn', 'loadingUser', 'loggingInWithGoogle', 'loadingGoogleUser'] as const)(
    '%s: shows the login as busy and ignores every user event',
    (state) => {
      const snapshot = at(state);
      expect(selectIsLoggingIn(snapshot)).toBe(true);
      expect(selectIsAuthenticated(snapshot)).toBe(false);
      for (const event of USER_EVENTS) expect(getNextSnapshot(authMachine, snapshot, event).value).toBe(state);
    },
  );

  it('authenticated: logout logs out, refresh re-fetches while still signed in, login is ignored', () => {
    const signedIn = at({ authenticated: 'idle' }, { user, error: null, returnTo: null });
    expect(selectIsAuthenticated(signedIn)).toBe(true);
    expect(getNextSnapshot(authMachine, signedIn, { type: 'auth.logout' }).value).toBe('loggingOut');
    const refreshing = getNextSnapshot(authMachine, signedIn, { type: 'auth.refresh' });
    expect(refreshing.value).toEqual({ authenticated: 'refreshing' });
    expect(selectIsAuthenticated(refreshing)).toBe(true);
    expect(selectUser(refreshing)).toEqual(user);
    expect(getNextSnapshot(authMachine, signedIn, USER_EVENTS[0]!).value).toEqual({ authenticated: 'idle' });
    expect(getNextSnapshot(authMachine, signedIn, USER_EVENTS[1]!).value).toEqual({ authenticated: 'idle' });
  });

  it.each([['idle'], ['refreshing']] as const)('authenticated.%s: auth.expired forgets the user', (sub) => {
    const next = getNextSnapshot(authMachine, at({ authenticated: sub }, { user, error: null, returnTo: null }), { type: 'auth.expired' });
    expect(next.value).toBe('anonymous');
    expect(selectUser(next)).toBeNull();
    expect(selectIsAuthenticated(next)).toBe(false);
  });

  it('authenticated.refreshing: another refresh is ignored, logout still logs out', () => {
    const refreshing = at({ authenticated: 'refreshing' }, { user, error: null, returnTo: null });
    expect(getNextSnapshot(authMachine, refreshing, { type: 'auth.refresh' }).value).toEqual({ authenticated: 'refreshing' });
    expect(getNextSnapshot(authMachine, refreshing, { type: 'auth.logout' }).value).toBe('loggingOut');
  });

  it('loggingOut: ignores every user event', () => {
    for (const event of USER_EVENTS) {
      expect(getNextSnapshot(authMachine, at('loggingOut', { user, error: null, returnTo: null }), event).value).toBe('loggingOut');
    }
  });
});

describe('auth machine: start-up', () => {
  it('is authenticated after a successful user fetch, without navigating', async () => {
    const user = userOfType('user');
    const { actor, effects, adoptionCount } = startAuth({ users: [() => Promise.resolve(user)] });
    const snapshot = await waitFor(actor, settled);
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectUser(snapshot)).toEqual(user);
    expect(effects).toEqual([]);
    // A session found at start is no sign-in: a visitor's move plan stays where it is.
    expect(adoptionCount()).toBe(0);
  });

  it('is anonymous when the user fetch fails, silently', async () => {
    const { actor, effects } = startAuth();
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.value).toBe('anonymous');
    expect(selectUser(snapshot)).toBeNull();
    expect(selectLoginError(snapshot)).toBeNull();
    expect(effects).toEqual([]);
  });

  it('is anonymous when the app did not provide its actors', async () => {
    const snapshot = await waitFor(createActor(authMachine).start(), settled);
    expect(snapshot.value).toBe('anonymous');
  });
});

describe('auth machine: login', () => {
  it.each([
    ['vendor', 'VendorDashboard'],
    ['agency', 'AgencyDashboard'],
    ['user', 'AgencyDashboard'],
  ] as const)('a %s signs in, loads the user, closes the modals and goes to %s', async (type, route) => {
    const user = userOfType(type);
    const { actor, effects, loginInputs, fetchCount } = startAuth({ users: [anonymousFetch, () => Promise.resolve(user)] });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: `${type}@example.com`, password: 'secret1' });
    const snapshot = await waitFor(actor, settled);
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectUser(snapshot)).toEqual(user);
    expect(loginInputs).toEqual([{ email: `${type}@example.com`, password: 'secret1' }]);
    expect(fetchCount()).toBe(2);
    expect(effects).toEqual([['closeModals'], ['navigateTo', { route }]]);
  });

  it('shows the login button busy until the user is loaded', async () => {
    const login = deferred<unknown>();
    const user = deferred<CurrentUser>();
    const { actor } = startAuth({ users: [anonymousFetch, () => user.promise], login: () => login.promise });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'secret1' });
    expect(selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    login.resolve({ authToken: 't' });
    await waitFor(actor, (s) => s.matches('loadingUser'));
    expect(selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
    user.resolve(userOfType('agency'));
    const snapshot = await waitFor(actor, settled);
    expect(selectIsLoggingIn(snapshot)).toBe(false);
  });

  it("a failure keeps the server's message as the login error, without a notification", async () => {
    const { actor, effects } = startAuth({ login: () => Promise.reject(rtkError('Грешна парола за този адрес')) });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'secret1' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(selectIsAuthenticated(snapshot)).toBe(false);
    expect(selectLoginError(snapshot)).toBe('Грешна парола за този адрес');
    expect(effects).toEqual([]);
  });

  it.each([
    ['no answer', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a validation failure', { status: 422, data: { message: 'validation_failed', errors: [{ property: 'email', message: 'x' }] } }],
    ['an answer without a message', { status: 500, data: 'Internal Server Error' }],
    ['a thrown Error', new Error('Failed to fetch')],
  ])('a failure with %s shows the fallback text', async (_, error) => {
    const { actor, effects } = startAuth({ login: () => Promise.reject(error) });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'secret1' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(selectLoginError(snapshot)).toBe(LOGIN_FAILED_FALLBACK);
    expect(LOGIN_FAILED_FALLBACK).toBe('Грешно потребителско име или парола');
    expect(effects).toEqual([]);
  });

  it('a new login clears the previous error and can succeed', async () => {
    let attempts = 0;
    const { actor } = startAuth({
      users: [anonymousFetch, () => Promise.resolve(userOfType('user'))],
      login: () => (++attempts === 1 ? Promise.reject(rtkError('wrong')) : Promise.resolve({ authToken: 't' })),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'bad-one' });
    await waitFor(actor, (s) => s.context.error === 'wrong');
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'good-one' });
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, settled);
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectLoginError(snapshot)).toBeNull();
  });

  it('a user fetch failing after the login counts as a failed login', async () => {
    const failedFetch = () => Promise.reject({ status: 401, data: { message: 'unauthorized' } });
    const { actor, effects } = startAuth({ users: [failedFetch] });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'secret1' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(selectLoginError(snapshot)).toBe('unauthorized');
    expect(effects).toEqual([]);
  });

  it('loginFailureMessage picks the server message, else the fallback', () => {
    expect(loginFailureMessage(rtkError('Потвърдете адреса си', 403))).toBe('Потвърдете адреса си');
    expect(loginFailureMessage(undefined)).toBe(LOGIN_FAILED_FALLBACK);
  });
});

describe('auth machine: the visitor\'s move plan', () => {
  it.each([
    ['a password', { type: 'auth.login', email: 'a@b.bg', password: 'secret1' }],
    ['Google', { type: 'auth.googleLogin', credential: 'google-id-token' }],
  ] as const)('a sign-in with %s asks for it to be adopted, once', async (_how, event) => {
    const { actor, adoptionCount } = startAuth({ users: [anonymousFetch, () => Promise.resolve(userOfType('user'))] });
    await waitFor(actor, settled);
    actor.send(event);
    await waitFor(actor, (snapshot) => selectIsAuthenticated(snapshot));
    expect(adoptionCount()).toBe(1);
  });

  it('a failed sign-in does not', async () => {
    const { actor, adoptionCount } = startAuth({ login: () => Promise.reject(rtkError('bad')) });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'wrong12' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(adoptionCount()).toBe(0);
  });
});

describe('auth machine: Google login', () => {
  it.each(['vendor', 'agency', 'user'] as const)('a %s signing in with Google goes to AgencyDashboard', async (type) => {
    const user = userOfType(type);
    const { actor, effects, googleInputs } = startAuth({ users: [anonymousFetch, () => Promise.resolve(user)] });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.googleLogin', credential: 'google-id-token' });
    expect(selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, settled);
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectUser(snapshot)).toEqual(user);
    expect(googleInputs).toEqual([{ credential: 'google-id-token' }]);
    expect(effects).toEqual([['closeModals'], ['navigateTo', { route: 'AgencyDashboard' }]]);
  });

  it('a failed Google login shows its fixed message, whatever the server said', async () => {
    const { actor, effects } = startAuth({ googleLogin: () => Promise.reject(rtkError('invalid token')) });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.googleLogin', credential: 'bad' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(selectLoginError(snapshot)).toBe('Неуспешна аутентикация! Моля опитайте отново!');
    expect(effects).toEqual([]);
  });

  it('a user fetch failing after the Google login shows the Google failure', async () => {
    const { actor, effects } = startAuth();
    await waitFor(actor, settled);
    actor.send({ type: 'auth.googleLogin', credential: 'google-id-token' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous') && s.context.error !== null);
    expect(selectIsAuthenticated(snapshot)).toBe(false);
    expect(selectLoginError(snapshot)).toBe(GOOGLE_LOGIN_FAILED);
    expect(effects).toEqual([]);
  });
});

describe('auth machine: signed in', () => {
  const signedIn = async (fakes: Fakes = {}) => {
    const started = startAuth({ users: [() => Promise.resolve(userOfType('user'))], ...fakes });
    await waitFor(started.actor, settled);
    return started;
  };

  it.each([
    ['answers', () => Promise.resolve()],
    ['fails', () => Promise.reject(rtkError('gone', 500))],
  ])('logout, whatever the call %s, forgets the user, clears the cart, says so and goes to Index', async (_, logout) => {
    const { actor, effects, logoutCount } = await signedIn({ logout });
    actor.send({ type: 'auth.logout' });
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.value).toBe('anonymous');
    expect(selectUser(snapshot)).toBeNull();
    expect(selectIsAuthenticated(snapshot)).toBe(false);
    expect(logoutCount()).toBe(1);
    expect(effects).toEqual([
      ['clearCart'],
      ['notifySuccess', { message: 'logout-successful-message' }],
      ['navigateTo', { route: 'Index' }],
    ]);
  });

  it('auth.expired forgets the user without a logout call or any message', async () => {
    const { actor, effects, logoutCount } = await signedIn();
    actor.send({ type: 'auth.expired' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('anonymous');
    expect(selectUser(snapshot)).toBeNull();
    expect(logoutCount()).toBe(0);
    expect(effects).toEqual([]);
  });

  it.each([
    ['answers', () => Promise.resolve()],
    ['fails', () => Promise.reject(rtkError('gone', 403))],
  ])('auth.forbidden calls logout without a word, whatever the call %s, and ends anonymous', async (_, logout) => {
    const { actor, effects, logoutCount } = await signedIn({ logout });
    actor.send({ type: 'auth.forbidden' });
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(false);
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(selectUser(snapshot)).toBeNull();
    expect(logoutCount()).toBe(1);
    expect(effects).toEqual([]);
  });

  it('auth.refresh re-fetches the user (e.g. new credits) and stays signed in meanwhile', async () => {
    const richer = deferred<CurrentUser>();
    const { actor, fetchCount } = await signedIn({
      users: [() => Promise.resolve(userOfType('user')), () => richer.promise],
    });
    actor.send({ type: 'auth.refresh' });
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    richer.resolve(userOfType('user', { credits: 39 }));
    const snapshot = await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }) && s.context.user?.credits === 39);
    expect(selectUser(snapshot)?.credits).toBe(39);
    expect(fetchCount()).toBe(2);
  });

  it('auth.refresh failing means signed out', async () => {
    const { actor, effects } = await signedIn({ users: [() => Promise.resolve(userOfType('user')), anonymousFetch] });
    actor.send({ type: 'auth.refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches('anonymous'));
    expect(selectUser(snapshot)).toBeNull();
    expect(effects).toEqual([]);
  });

  it('auth.refresh while anonymous signs in if the session is there now', async () => {
    const user = userOfType('agency');
    const { actor, effects } = startAuth({ users: [anonymousFetch, () => Promise.resolve(user)] });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(selectUser(snapshot)).toEqual(user);
    expect(effects).toEqual([]);
  });
});

describe('dashboardFor', () => {
  it('sends vendors to VendorDashboard and everyone else to AgencyDashboard', () => {
    expect(dashboardFor({ type: 'vendor' })).toBe('VendorDashboard');
    expect(dashboardFor({ type: 'agency' })).toBe('AgencyDashboard');
    expect(dashboardFor({ type: 'user' })).toBe('AgencyDashboard');
  });
});

describe('auth machine: back to the page that asked for the sign-in', () => {
  it.each([
    ['a password', { type: 'auth.login', email: 'a@b.bg', password: 'secret1', returnTo: '/profil/imot?draft=1#photos' }],
    ['Google', { type: 'auth.googleLogin', credential: 'google-id-token', returnTo: '/profil/imot?draft=1#photos' }],
  ] as const)('signing in with %s returns to that page instead of the dashboard', async (_, event) => {
    const { actor, effects } = startAuth({ users: [anonymousFetch, () => Promise.resolve(userOfType('agency'))] });
    await waitFor(actor, settled);
    actor.send(event);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects).toEqual([['closeModals'], ['navigateTo', { path: '/profil/imot?draft=1#photos' }]]);
  });

  it.each(['//evil.example/profil', '/\\evil.example/profil', '/\t/evil.example', 'https://evil.example/', 'profil/imot', ''])(
    'a return to %j, which is not a path of this site, goes to the dashboard',
    async (returnTo) => {
      const { actor, effects } = startAuth({ users: [anonymousFetch, () => Promise.resolve(userOfType('vendor'))] });
      await waitFor(actor, settled);
      actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'secret1', returnTo });
      await waitFor(actor, (s) => s.matches('authenticated'));
      expect(effects).toEqual([['closeModals'], ['navigateTo', { route: 'VendorDashboard' }]]);
    },
  );

  it('a later sign-in without a page to return to goes to the dashboard', async () => {
    const { actor, effects } = startAuth({
      users: [anonymousFetch, () => Promise.resolve(userOfType('user'))],
      login: ({ password }) => (password === 'bad-one' ? Promise.reject(rtkError('wrong')) : Promise.resolve({ authToken: 't' })),
    });
    await waitFor(actor, settled);
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'bad-one', returnTo: '/profil/imot' });
    await waitFor(actor, (s) => s.context.error === 'wrong');
    actor.send({ type: 'auth.login', email: 'a@b.bg', password: 'good-one' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(effects).toEqual([['closeModals'], ['navigateTo', { route: 'AgencyDashboard' }]]);
  });
});

describe('sameSitePath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sameSitePath('/profil/imot')).toBe('/profil/imot');
    expect(sameSitePath('/blog/1?page=2#comments')).toBe('/blog/1?page=2#comments');
  });

  it('refuses what leads to another site or is no path', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/x', 'javascript:alert(1)', 'profil', '', null, undefined]) {
      expect(sameSitePath(path)).toBeNull();
    }
  });
});
