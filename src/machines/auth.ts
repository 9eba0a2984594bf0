/**
 * Who is signed in (product §4 "Authentication", "Login success", "Logout"; product §8 login errors).
 *
 * On start the machine loads the signed-in user (`fetchUser`): authenticated after a successful
 * fetch, anonymous after a failure. Login (password or Google) loads the user again, closes the
 * modals and goes back to the page that asked for it (a path of this site only), else to the
 * user's dashboard; a failed login keeps its message as the login error,
 * which the login dialog shows in its form (no notification replaces the dialog and what was
 * typed). Logout, whatever the server answers, forgets the user, clears the cart, shows
 * logout-successful-message and goes to Index. A 401 elsewhere (`auth.expired`: the server has
 * ended the session) forgets the user without a logout call; a
 * 403 (`auth.forbidden`) forgets the user and calls logout without a word, so the server revokes
 * the token and clears its cookie. Both count only while signed in.
 *
 * Effects are named here and supplied by the React wiring with `.provide()`: the actors
 * `fetchUser`, `login`, `googleLogin`, `logout` and the actions `navigateTo`, `closeModals`,
 * `notifySuccess`, `clearCart`, `adoptVisitorPlan` (a login, not a session found at start, sends
 * the visitor's move plan kept in the browser to the account: decision 0031). The defaults do
 * nothing (actions) or fail (actors).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { CurrentUser } from '../api/account.ts';
import type { RouteName } from '../../domain/routes.ts';
import { dashboardFor } from './dashboard.ts';
import { serverMessage } from './submitFlow.ts';

/** Login failure without a server message (product §8). */
export const LOGIN_FAILED_FALLBACK = 'Грешно потребителско име или парола';
/** Google login failure (product §8). */
export const GOOGLE_LOGIN_FAILED = 'Неуспешна аутентикация! Моля опитайте отново!';
/** Key the login modal shows when authentication failed (product §8). */
export const LOGIN_FAILED_KEY = 'wrong-username-or-password';
const LOGOUT_SUCCESS_MESSAGE = 'logout-successful-message';

export { dashboardFor } from './dashboard.ts';

interface AuthContext {
  user: CurrentUser | null;
  /** Where the login under way returns once signed in (a path of this site), or null: the dashboard. */
  returnTo: string | null;
  /** The last login failure's message (shown in the login form), cleared by a new login. */
  error: string | null;
}

interface LoginCredentials {
  email: string;
  password: string;
}

export type AuthEvent =
  /** `returnTo`: the page that asked the visitor to sign in (only a path of this site is followed). */
  | { type: 'auth.login'; email: string; password: string; returnTo?: string }
  | { type: 'auth.googleLogin'; credential: string; returnTo?: string }
  | { type: 'auth.logout' }
  | { type: 'auth.refresh' }
  | { type: 'auth.expired' }
  | { type: 'auth.forbidden' };

/** The login failure's text: the server's message if it gives one, else the fallback (product §8). */
export function loginFailureMessage(error: unknown): string {
  return serverMessage(error) ?? LOGIN_FAILED_FALLBACK;
}

const SITE = 'https://domovik.invalid';

/**
 * `path` when it is a path of this site, as the router would read it, else null: whatever leads
 * elsewhere (`//host`, `/\host`, `https://...`, a tab or newline that URL parsing drops) is no
 * place to return to (no open redirect).
 */
export function sameSitePath(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(path, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** After signing in: the page that asked, if it is one of this site's, else the dashboard. */
function destination(returnTo: string | null, dashboard: RouteName): { path: string } | { route: RouteName } {
  const path = sameSitePath(returnTo);
  return path === null ? { route: dashboard } : { path };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`auth: actor "${name}" not provided`));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actions: {
    navigateTo: (_, _params: { route: RouteName } | { path: string }) => {},
    closeModals: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    clearCart: () => {},
    adoptVisitorPlan: () => {},
    setUser: assign((_, params: { user: CurrentUser }) => ({ user: params.user, error: null })),
    forgetUser: assign({ user: null }),
    /** A login starts: no error yet, and where it returns once signed in. */
    startLogin: assign(({ event }) => {
      assertEvent(event, ['auth.login', 'auth.googleLogin']);
      return { error: null, returnTo: event.returnTo ?? null };
    }),
    setError: assign((_, params: { message: string }) => ({ user: null, error: params.message })),
  },
  actors: {
    fetchUser: fromPromise<CurrentUser>(notProvided('fetchUser')),
    login: fromPromise<unknown, LoginCredentials>(notProvided('login')),
    googleLogin: fromPromise<unknown, { credential: string }>(notProvided('googleLogin')),
    logout: fromPromise<void>(notProvided('logout')),
  },
}).createMachine({
  id: 'auth',
  context: { user: null, error: null, returnTo: null },
  initial: 'loading',
  states: {
    /** The start-up (or refresh-while-anonymous) fetch of the signed-in user. */
    loading: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'startLogin' },
        'auth.googleLogin': { target: 'loggingInWithGoogle', actions: 'startLogin' },
      },
      invoke: {
        src: 'fetchUser',
        onDone: { target: 'authenticated', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'anonymous', actions: 'forgetUser' },
      },
    },
    anonymous: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'startLogin' },
        'auth.googleLogin': { target: 'loggingInWithGoogle', actions: 'startLogin' },
        'auth.refresh': { target: 'loading' },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email, password: event.password };
        },
        onDone: { target: 'loadingUser' },
        onError: {
          target: 'anonymous',
          actions: { type: 'setError', params: ({ event }) => ({ message: loginFailureMessage(event.error) }) },
        },
      },
    },
    /** Signed in with a password: load the user, then go to their dashboard. */
    loadingUser: {
      invoke: {
        src: 'fetchUser',
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            'adoptVisitorPlan',
            'closeModals',
            { type: 'navigateTo', params: ({ context, event }) => destination(context.returnTo, dashboardFor(event.output)) },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: { type: 'setError', params: ({ event }) => ({ message: loginFailureMessage(event.error) }) },
        },
      },
    },
    loggingInWithGoogle: {
      invoke: {
        src: 'googleLogin',
        input: ({ event }) => {
          assertEvent(event, 'auth.googleLogin');
          return { credential: event.credential };
        },
        onDone: { target: 'loadingGoogleUser' },
        onError: {
          target: 'anonymous',
          actions: { type: 'setError', params: { message: GOOGLE_LOGIN_FAILED } },
        },
      },
    },
    /** Signed in with Google: load the user, then go to AgencyDashboard whatever the type (product §4). */
    loadingGoogleUser: {
      invoke: {
        src: 'fetchUser',
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            'adoptVisitorPlan',
            'closeModals',
            { type: 'navigateTo', params: ({ context }) => destination(context.returnTo, 'AgencyDashboard') },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: { type: 'setError', params: { message: GOOGLE_LOGIN_FAILED } },
        },
      },
    },
    authenticated: {
      initial: 'idle',
      on: {
        'auth.logout': { target: 'loggingOut' },
        // The session ended elsewhere (a 401): no logout call, the token is already gone.
        'auth.expired': { target: 'anonymous', actions: 'forgetUser' },
        'auth.forbidden': { target: 'revoking', actions: 'forgetUser' },
      },
      states: {
        idle: {
          on: { 'auth.refresh': { target: 'refreshing' } },
        },
        /** Re-fetching the user (e.g. after a settings change or a credit purchase); still signed in meanwhile. */
        refreshing: {
          invoke: {
            src: 'fetchUser',
            onDone: { target: 'idle', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
            onError: { target: '#auth.anonymous', actions: 'forgetUser' },
          },
        },
      },
    },
    /** A 403 ended the session: the server revokes the token; meanwhile nobody is signed in. */
    revoking: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'startLogin' },
        'auth.googleLogin': { target: 'loggingInWithGoogle', actions: 'startLogin' },
      },
      invoke: { src: 'logout', onDone: 'anonymous', onError: 'anonymous' },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // Whatever the server answers, the browser forgets the session.
        onDone: {
          target: 'anonymous',
          actions: [
            'forgetUser',
            'clearCart',
            { type: 'notifySuccess', params: { message: LOGOUT_SUCCESS_MESSAGE } },
            { type: 'navigateTo', params: { route: 'Index' } },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            'forgetUser',
            'clearCart',
            { type: 'notifySuccess', params: { message: LOGOUT_SUCCESS_MESSAGE } },
            { type: 'navigateTo', params: { route: 'Index' } },
          ],
        },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Signed in: the last user fetch succeeded (product §3 "authenticated flag"). */
export function selectIsAuthenticated(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('authenticated');
}

export function selectUser(snapshot: AuthSnapshot): CurrentUser | null {
  return snapshot.context.user;
}

/** A login is under way (the login button's loading state). */
export function selectIsLoggingIn(snapshot: AuthSnapshot): boolean {
  return (
    snapshot.matches('loggingIn') ||
    snapshot.matches('loadingUser') ||
    snapshot.matches('loggingInWithGoogle') ||
    snapshot.matches('loadingGoogleUser')
  );
}

/** The first user fetch has not answered yet (neither signed in nor known to be anonymous). */
export function selectIsLoadingUser(snapshot: AuthSnapshot): boolean {
  return snapshot.matches('loading');
}

/** The last login's failure message, or null (a new login clears it). */
export function selectLoginError(snapshot: AuthSnapshot): string | null {
  return snapshot.context.error;
}
