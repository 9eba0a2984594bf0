/**
 * The React wiring of the app's machines: one modals actor (the form modals' submit flows are its
 * children) and one auth actor for the whole app, created once by AppMachinesProvider, which
 * must sit inside the router and the Redux Provider. The auth machine's effects are supplied here
 * (the account calls, navigation, notifications, the cart). Components use `useModals()`,
 * `useModalPayload()`, `useAuth()` and `useFormFlow()`, which read the machines through their
 * selectors and never re-implement a guard.
 *
 * Also here, because they tie the machines to the outside world:
 * - "401 or 403: token cookie removed, login modal opened" (spec 6, 8): the auth machine forgets
 *   the user (on 403 it also has the server revoke the token) and the login modal opens.
 * - The password-reset link (spec 2, "query token"): on the Index route a `token` query opens
 *   the password-change modal.
 * - The Stately inspector in development builds opened with `?inspect`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { accountApi } from '../api/account.ts';
import type { CurrentUser } from '../api/account.ts';
import { onSessionRejected } from '../api/session.ts';
import { clearCart } from '../store/cartSlice.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { hrefFor, routeByName } from '../../domain/routes.ts';
import {
  authMachine,
  selectIsAuthenticated,
  selectIsLoadingUser,
  selectIsLoggingIn,
  selectLoginError,
  selectUser,
} from './auth.ts';
import { inspectorOption } from './inspector.ts';
import {
  modalsMachine,
  selectFormFlow,
  selectNotification,
  selectNotificationReturn,
  selectOpenModal,
  selectPayloadOf,
} from './modals.ts';
import type { FormFlowSettings, ModalName, ModalNotification, ModalPayload, ModalsEvent, NotificationKind } from './modals.ts';
import { selectFieldErrors, selectIsSubmitting, selectSavedValues } from './submitFlow.ts';
import type { SubmitRequest, SubmitValues } from './submitFlow.ts';

type ModalsActor = ActorRefFrom<typeof modalsMachine>;
type AuthActor = ActorRefFrom<typeof authMachine>;

interface Machines {
  modals: ModalsActor;
  auth: AuthActor;
}

const MachinesContext = createContext<Machines | null>(null);

function useMachines(): Machines {
  const machines = useContext(MachinesContext);
  if (machines === null) throw new Error('useModals/useAuth/useFormFlow need an <AppMachinesProvider> above them');
  return machines;
}

const INDEX_PATHS = [routeByName('Index').bg, routeByName('Index').en];

function isIndexPath(pathname: string): boolean {
  return INDEX_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

/** spec 6, 8: a 401 or 403 from any call ends the session and opens the login modal. */
function useSessionRejection({ modals, auth }: Machines): void {
  useEffect(
    () =>
      onSessionRejected(({ status }) => {
        auth.send({ type: status === 403 ? 'auth.forbidden' : 'auth.expired' });
        modals.send({ type: 'modal.open', name: 'login' });
      }),
    [auth, modals],
  );
}

/** spec 2: the password-reset link (Index with ?token=...) opens the password-change modal. */
function usePasswordResetLink({ modals }: Machines): void {
  const { pathname, search } = useLocation();
  const token = isIndexPath(pathname) ? new URLSearchParams(search).get('token') : null;
  useEffect(() => {
    if (token !== null && token.trim() !== '') modals.send({ type: 'modal.open', name: 'passChange', payload: { token } });
  }, [token, modals]);
}

/** Development builds opened with ?inspect show the machines in the Stately inspector. */
function useInspector({ modals, auth }: Machines): void {
  useEffect(() => {
    let cancelled = false;
    const subscriptions: { unsubscribe: () => void }[] = [];
    void inspectorOption().then(({ inspect }) => {
      if (cancelled || inspect === undefined) return;
      subscriptions.push(modals.system.inspect(inspect), auth.system.inspect(inspect));
    });
    return () => {
      cancelled = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [modals, auth]);
}

export function AppMachinesProvider({ children }: { children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const modals = useActorRef(modalsMachine);
  // useActorRef keeps the actor and takes the latest implementations on every render.
  const auth = useActorRef(
    authMachine.provide({
      actors: {
        // A visitor's check answers 204, no user: the fetch fails, so nobody is signed in.
        fetchUser: fromPromise<CurrentUser>(async () => {
          const user: CurrentUser | null = await dispatch(
            accountApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
          ).unwrap();
          if (user === null) throw new Error('Nobody is signed in');
          return user;
        }),
        login: fromPromise<unknown, { email: string; password: string }>(({ input }) =>
          dispatch(accountApi.endpoints.login.initiate({ loginInput: input })).unwrap(),
        ),
        googleLogin: fromPromise<unknown, { credential: string }>(({ input }) =>
          dispatch(accountApi.endpoints.googleLogin.initiate({ googleLoginInput: input })).unwrap(),
        ),
        logout: fromPromise<void>(async () => {
          await dispatch(accountApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
        }),
      },
      actions: {
        navigateTo: (_, { route }) => {
          void navigate(hrefFor(route));
        },
        closeModals: () => modals.send({ type: 'modal.closeAll' }),
        // A failed login's notification leads back to the login form.
        notifyError: (_, { message }) => modals.send({ type: 'notification.show', message, kind: 'error', returnTo: 'login' }),
        notifySuccess: (_, { message }) => modals.send({ type: 'notification.show', message, kind: 'success' }),
        clearCart: () => {
          dispatch(clearCart());
        },
      },
    }),
  );
  const machines = useMemo<Machines>(() => ({ modals, auth }), [modals, auth]);
  useSessionRejection(machines);
  usePasswordResetLink(machines);
  useInspector(machines);
  return <MachinesContext.Provider value={machines}>{children}</MachinesContext.Provider>;
}

export interface ModalsApi {
  /** The one open modal, or null. */
  openModal: ModalName | null;
  /** The notification being shown, or null. */
  notification: ModalNotification | null;
  /** Where dismissing the notification leads back to (the form it reported on), or null. */
  notificationReturnTo: ModalName | null;
  /** Opens a modal, with what it takes (`open('passChange', { token })`). */
  open: <N extends ModalName>(name: N, payload?: ModalPayload<N>) => void;
  toggle: (name: ModalName) => void;
  close: (name: ModalName) => void;
  closeAll: () => void;
  /** Shows the notification modal (closing any other). `returnTo`: the modal its dismissal reopens. */
  notify: (message: string, kind: NotificationKind, returnTo?: ModalName | null) => void;
  /** Closes the notification, back to the modal it leads to if there is one. */
  dismissNotification: () => void;
}

/** The modals (spec 4 "Modals"): one open at a time; opening one closes the others. */
export function useModals(): ModalsApi {
  const { modals } = useMachines();
  const openModal = useSelector(modals, selectOpenModal);
  const notification = useSelector(modals, selectNotification);
  const notificationReturnTo = useSelector(modals, selectNotificationReturn);

  const actions = useMemo(
    () => ({
      open: <N extends ModalName>(name: N, payload?: ModalPayload<N>) =>
        // A name and its own payload: what the ModalOpening union spells out for each name.
        modals.send({ type: 'modal.open', name, payload } as ModalsEvent),
      toggle: (name: ModalName) => modals.send({ type: 'modal.toggle', name }),
      close: (name: ModalName) => modals.send({ type: 'modal.close', name }),
      closeAll: () => modals.send({ type: 'modal.closeAll' }),
      notify: (message: string, kind: NotificationKind, returnTo: ModalName | null = null) =>
        modals.send({ type: 'notification.show', message, kind, returnTo }),
      dismissNotification: () => modals.send({ type: 'notification.dismiss' }),
    }),
    [modals],
  );

  return { openModal, notification, notificationReturnTo, ...actions };
}

/** What modal `name` was opened with, while it is open (null otherwise, or when it got nothing). */
export function useModalPayload<N extends ModalName>(name: N): ModalPayload<N> | null {
  const { modals } = useMachines();
  return useSelector(modals, (snapshot) => selectPayloadOf(snapshot, name));
}

export interface AuthApi {
  user: CurrentUser | null;
  isAuthenticated: boolean;
  /** The start-up user fetch has not answered yet. */
  isLoading: boolean;
  /** Same as isLoading. */
  isLoadingUser: boolean;
  /** A login (password or Google) is under way. */
  isLoggingIn: boolean;
  /** The last login failure's message (a server text or a key), or null. */
  error: string | null;
  login: (email: string, password: string) => void;
  googleLogin: (credential: string) => void;
  logout: () => void;
  /** Loads the user again (after a settings change, a credit purchase...). */
  refresh: () => void;
}

/** Who is signed in, and the ways to sign in and out (spec 4 "Authentication"). */
export function useAuth(): AuthApi {
  const { auth } = useMachines();
  const user = useSelector(auth, selectUser);
  const isAuthenticated = useSelector(auth, selectIsAuthenticated);
  const isLoading = useSelector(auth, selectIsLoadingUser);
  const isLoggingIn = useSelector(auth, selectIsLoggingIn);
  const error = useSelector(auth, selectLoginError);

  const actions = useMemo(
    () => ({
      login: (email: string, password: string) => auth.send({ type: 'auth.login', email, password }),
      googleLogin: (credential: string) => auth.send({ type: 'auth.googleLogin', credential }),
      logout: () => auth.send({ type: 'auth.logout' }),
      refresh: () => auth.send({ type: 'auth.refresh' }),
    }),
    [auth],
  );

  return { user, isAuthenticated, isLoading, isLoadingUser: isLoading, isLoggingIn, error, ...actions };
}

export interface FormFlow<V extends object> {
  /** Sends the form (its values have passed the form's validation) with its call. */
  submit: (values: V, request: SubmitRequest) => void;
  isSubmitting: boolean;
  /** Field -> message from the server's validation_failed answer of the last call ({} otherwise). */
  fieldErrors: Record<string, string>;
  /** What the user typed before a failed call (the form reopens with it), else undefined. */
  savedValues: V | undefined;
}

const NO_FIELD_ERRORS: Record<string, string> = {};

/**
 * The submit flow of a form modal (spec 4 "Each submit flow"), a child of the modals machine:
 * loading notification, the call, success or error notification, the form modal closed, the form
 * reset after success (and after an error when `settings.resetOnError`). The flow outlives the
 * modal (the notification replaces it), so a failed form reopens with what was typed and the
 * server's field errors, and dismissing the error notification leads back to it.
 * `settings` are read when the form is first sent: pass a constant.
 */
export function useFormFlow<V extends object>(form: ModalName, settings: FormFlowSettings): FormFlow<V> {
  const { modals } = useMachines();
  const flow = useSelector(modals, (snapshot) => selectFormFlow(snapshot, form));
  const isSubmitting = useSelector(flow, (snapshot) => snapshot !== undefined && selectIsSubmitting(snapshot));
  const fieldErrors = useSelector(flow, (snapshot) => (snapshot === undefined ? NO_FIELD_ERRORS : selectFieldErrors(snapshot)));
  // What this form sent is what it gets back.
  const savedValues = useSelector(flow, (snapshot) => snapshot && selectSavedValues(snapshot)) as V | undefined;

  const submit = useCallback(
    (values: V, request: SubmitRequest) =>
      modals.send({ type: 'form.submit', form, settings, values: values as SubmitValues, request }),
    [modals, form, settings],
  );

  return { submit, isSubmitting, fieldErrors, savedValues };
}
