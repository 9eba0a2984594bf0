/**
 * Who is signed in (product §4 "Authentication", "Login success", "Logout"; product §8 login errors).
 *
 * On start the machine loads the signed-in user (`fetchUser`): authenticated after a successful
 * fetch, anonymous after a failure. Login (password or Google) loads the user again, closes the
 * modals and goes to the user's dashboard. Logout, whatever the server answers, forgets the user,
 * clears the cart, shows logout-successful-message and goes to Index. A 401 elsewhere
 * (`auth.expired`: the server has ended the session) forgets the user without a logout call; a
 * 403 (`auth.forbidden`) forgets the user and calls logout without a word, so the server revokes
 * the token and clears its cookie. Both count only while signed in.
 *
 * Effects are named here and supplied by the React wiring with `.provide()`: the actors
 * `fetchUser`, `login`, `googleLogin`, `logout` and the actions `navigateTo`, `closeModals`,
 * `notifyError`, `notifySuccess`, `clearCart`. The defaults do nothing (actions) or fail (actors).
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
  /** The last login failure's message (shown in the error notification), cleared by a new login. */
  error: string | null;
}

interface LoginCredentials {
  email: string;
  password: string;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.googleLogin'; credential: string }
  | { type: 'auth.logout' }
  | { type: 'auth.refresh' }
  | { type: 'auth.expired' }
  | { type: 'auth.forbidden' };

/** The login failure's text: the server's message if it gives one, else the fallback (product §8). */
export function loginFailureMessage(error: unknown): string {
  return serverMessage(error) ?? LOGIN_FAILED_FALLBACK;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`auth: actor "${name}" not provided`));

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actions: {
    navigateTo: (_, _params: { route: RouteName }) => {},
    closeModals: () => {},
    notifyError: (_, _params: { message: string }) => {},
    notifySuccess: (_, _params: { message: string }) => {},
    clearCart: () => {},
    setUser: assign((_, params: { user: CurrentUser }) => ({ user: params.user, error: null })),
    forgetUser: assign({ user: null }),
    clearError: assign({ error: null }),
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
  context: { user: null, error: null },
  initial: 'loading',
  states: {
    /** The start-up (or refresh-while-anonymous) fetch of the signed-in user. */
    loading: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'clearError' },
        'auth.googleLogin': { target: 'loggingInWithGoogle', actions: 'clearError' },
      },
      invoke: {
        src: 'fetchUser',
        onDone: { target: 'authenticated', actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'anonymous', actions: 'forgetUser' },
      },
    },
    anonymous: {
      on: {
        'auth.login': { target: 'loggingIn', actions: 'clearError' },
        'auth.googleLogin': { target: 'loggingInWithGoogle', actions: 'clearError' },
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
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: loginFailureMessage(event.error) }) },
            { type: 'notifyError', params: ({ event }) => ({ message: loginFailureMessage(event.error) }) },
          ],
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
            'closeModals',
            { type: 'navigateTo', params: ({ event }) => ({ route: dashboardFor(event.output) }) },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: loginFailureMessage(event.error) }) },
            { type: 'notifyError', params: ({ event }) => ({ message: loginFailureMessage(event.error) }) },
          ],
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
          actions: [
            { type: 'setError', params: { message: GOOGLE_LOGIN_FAILED } },
            { type: 'notifyError', params: { message: GOOGLE_LOGIN_FAILED } },
          ],
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
            'closeModals',
            { type: 'navigateTo', params: { route: 'AgencyDashboard' } },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'setError', params: { message: GOOGLE_LOGIN_FAILED } },
            { type: 'notifyError', params: { message: GOOGLE_LOGIN_FAILED } },
          ],
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
        'auth.login': { target: 'loggingIn', actions: 'clearError' },
        'auth.googleLogin': { target: 'loggingInWithGoogle', actions: 'clearError' },
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
