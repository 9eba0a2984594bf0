/**
 * The React wiring of the app's machines (src/machines): one modals actor and one auth actor for
 * the whole app, with their effects supplied here through `.provide()` (RTK Query calls,
 * navigation, notifications, the cart), and the submit flows of the form modals.
 *
 * AppMachinesProvider must sit inside the router and the Redux Provider. Components use the
 * hooks: `useModals()`, `useAuth()` and `useFormFlow()`; they read the machines through their
 * selectors and never re-implement a guard.
 *
 * Also here, because they tie the machines to the outside world:
 * - "401 or 403: token cookie removed, login modal opened" (spec 6, 8): on 401 the server has
 *   already dropped the session; on 403 the logout call makes it revoke the token and clear the
 *   HttpOnly cookie. Either way the auth machine forgets the user and the login modal opens.
 * - The password-reset link (spec 2, "query token"): on the Index route a `token` query opens
 *   the password-change modal.
 * - The Stately inspector in development builds opened with `?inspect`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { Actor, ActorRefFrom } from 'xstate';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { accountApi } from '../api/account.ts';
import type { CurrentUser } from '../api/account.ts';
import { onSessionRejected } from '../api/session.ts';
import { clearCart } from '../store/cartSlice.ts';
import {
  authMachine,
  selectIsAuthenticated,
  selectIsLoadingUser,
  selectIsLoggingIn,
  selectLoginError,
  selectUser,
} from './auth.ts';
import { inspectorOption } from './inspector.ts';
import { modalsMachine, selectModalPayload, selectNotification, selectOpenModal } from './modals.ts';
import type { ModalName, ModalNotification, ModalsSnapshot, NotificationKind } from './modals.ts';
import { selectFieldErrors, selectIsSubmitting, submitFlowMachine } from './submitFlow.ts';
import type { SubmitFlowInput, SubmitValues } from './submitFlow.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { hrefFor, routeByName } from '../../domain/routes.ts';

type ModalsActor = ActorRefFrom<typeof modalsMachine>;
type AuthActor = ActorRefFrom<typeof authMachine>;
type FlowActor = Actor<typeof submitFlowMachine>;

/** The message of the loading notification a submit flow shows while its call runs. */
export const SENDING_MESSAGE_KEY = 'notification-sending';

/** Where closing the current notification leads: back to the form it came from, or nowhere. */
interface NotificationReturn {
  get: () => ModalName | null;
  set: (modal: ModalName | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createNotificationReturn(): NotificationReturn {
  let value: ModalName | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (modal) => {
      if (modal === value) return;
      value = modal;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One submit flow per form, kept for the app's lifetime so a closed form keeps its outcome. */
interface FlowEntry {
  actor: FlowActor;
  /** What the form's latest render supplies (its call and its Formik reset). */
  bindings: {
    submit: (values: SubmitValues) => Promise<unknown>;
    resetForm: (() => void) | null;
    successReturnTo: ModalName | null;
  };
  /** What the user typed at the last submit; kept after a failure, dropped by a reset. */
  values: SubmitValues | undefined;
}

interface Machines {
  modals: ModalsActor;
  auth: AuthActor;
  notificationReturn: NotificationReturn;
  flows: Map<string, FlowEntry>;
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

export interface AppMachinesProviderProps {
  children?: ReactNode;
}

export function AppMachinesProvider({ children }: AppMachinesProviderProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [notificationReturn] = useState(createNotificationReturn);
  const [flows] = useState(() => new Map<string, FlowEntry>());

  const modals = useActorRef(modalsMachine);

  const notify = (message: string, kind: NotificationKind, returnTo: ModalName | null = null): void => {
    modals.send({ type: 'notification.show', message, kind });
    notificationReturn.set(returnTo);
  };

  // A new machine object on every render is fine: useActorRef keeps the actor and takes the
  // latest implementations, so `navigate` and `dispatch` are always current.
  const auth = useActorRef(
    authMachine.provide({
      actors: {
        fetchUser: fromPromise<CurrentUser>(() =>
          dispatch(accountApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap(),
        ),
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
        // A failed login's notification leads back to the login form when it is closed.
        notifyError: (_, { message }) => notify(message, 'error', 'login'),
        notifySuccess: (_, { message }) => notify(message, 'success'),
        clearCart: () => {
          dispatch(clearCart());
        },
      },
    }),
  );

  // Any other modal opening (or everything closing) forgets where the notification led back to.
  useEffect(() => {
    const subscription = modals.subscribe((snapshot: ModalsSnapshot) => {
      if (selectOpenModal(snapshot) !== 'notification') notificationReturn.set(null);
    });
    return () => subscription.unsubscribe();
  }, [modals, notificationReturn]);

  // spec 6, 8: a 401 or 403 from any call ends the session and opens the login modal.
  useEffect(
    () =>
      onSessionRejected(({ status }) => {
        // The server revokes the token and clears the HttpOnly cookie; its answer changes nothing
        // here. Only while signed in: the logout invalidates the session's queries, whose refetch
        // may answer 403 again, and that must not start another logout.
        if (status === 403 && selectIsAuthenticated(auth.getSnapshot())) {
          void dispatch(accountApi.endpoints.logout.initiate(undefined, { track: false }));
        }
        auth.send({ type: 'auth.expired' });
        modals.send({ type: 'modal.open', name: 'login' });
      }),
    [auth, modals, dispatch],
  );

  // spec 2: the password-reset link (Index with ?token=...) opens the password-change modal.
  const resetToken = isIndexPath(pathname) ? new URLSearchParams(search).get('token') : null;
  useEffect(() => {
    if (resetToken !== null && resetToken.trim() !== '') {
      modals.send({ type: 'modal.open', name: 'passChange', payload: { token: resetToken } });
    }
  }, [resetToken, modals]);

  // Development builds opened with ?inspect show both machines in the Stately inspector.
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

  const value = useMemo<Machines>(
    () => ({ modals, auth, notificationReturn, flows }),
    [modals, auth, notificationReturn, flows],
  );
  return <MachinesContext.Provider value={value}>{children}</MachinesContext.Provider>;
}

export interface ModalsApi {
  /** The one open modal, or null. */
  openModal: ModalName | null;
  /** What the open modal was opened with, or null. */
  payload: Record<string, unknown> | null;
  /** The notification being shown, or null. */
  notification: ModalNotification | null;
  /** Where closing the notification leads back to (the form it reported on), or null. */
  notificationReturnTo: ModalName | null;
  open: (name: ModalName, payload?: Record<string, unknown>) => void;
  toggle: (name: ModalName) => void;
  close: (name: ModalName) => void;
  closeAll: () => void;
  /** Shows the notification modal (closing any other). `returnTo`: the modal its closing reopens. */
  notify: (message: string, kind: NotificationKind, returnTo?: ModalName | null) => void;
  /** Closes the notification, back to the form it reported on if there is one. */
  dismissNotification: () => void;
}

/** The modals (spec 4 "Modals"): one open at a time; opening one closes the others. */
export function useModals(): ModalsApi {
  const { modals, notificationReturn } = useMachines();
  const openModal = useSelector(modals, selectOpenModal);
  const payload = useSelector(modals, selectModalPayload);
  const notification = useSelector(modals, selectNotification);
  const notificationReturnTo = useSyncExternalStore(notificationReturn.subscribe, notificationReturn.get, notificationReturn.get);

  const actions = useMemo(
    () => ({
      open: (name: ModalName, modalPayload?: Record<string, unknown>) =>
        modals.send(modalPayload === undefined ? { type: 'modal.open', name } : { type: 'modal.open', name, payload: modalPayload }),
      toggle: (name: ModalName) => modals.send({ type: 'modal.toggle', name }),
      close: (name: ModalName) => modals.send({ type: 'modal.close', name }),
      closeAll: () => modals.send({ type: 'modal.closeAll' }),
      notify: (message: string, kind: NotificationKind, returnTo: ModalName | null = null) => {
        modals.send({ type: 'notification.show', message, kind });
        notificationReturn.set(returnTo);
      },
      dismissNotification: () => {
        const returnTo = notificationReturn.get();
        if (returnTo === null) modals.send({ type: 'modal.close', name: 'notification' });
        else modals.send({ type: 'modal.open', name: returnTo });
      },
    }),
    [modals, notificationReturn],
  );

  return { openModal, payload, notification, notificationReturnTo, ...actions };
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

export interface FormFlowOptions<V extends object> {
  /** The form's modal: it names the flow, is what closeForm closes and what an error leads back to. */
  form: ModalName;
  /** The messages of the flow (read when the flow is first created). */
  input: SubmitFlowInput;
  /** The call; its rejection is the flow's error (an RTK Query error carries the server's body). */
  submit: (values: V) => Promise<unknown>;
  /** The modal that the success message's button leads to (password change: login). */
  successReturnTo?: ModalName;
}

export interface FormFlow<V extends object> {
  /** Starts the flow (the form has validated the values). */
  send: (values: V) => void;
  isSubmitting: boolean;
  /** Field -> message from the server's validation_failed answer of the last call ({} otherwise). */
  fieldErrors: Record<string, string>;
  /** What the user typed before a failed call (the form reopens with it), else undefined. */
  savedValues: V | undefined;
  /** The mounted form registers its reset here (Formik's resetForm), and null when it unmounts. */
  bindReset: (reset: (() => void) | null) => void;
}

/**
 * The submit flow of a form modal (spec 4 "Each submit flow"): loading notification, the call,
 * success or error notification, the form modal closed, the form reset after success (and
 * after an error when `input.resetOnError`). The flow outlives the modal (the notification
 * replaces it), so a failed form reopens with what was typed and the server's field errors,
 * and closing the error notification leads back to it.
 */
export function useFormFlow<V extends object>({ form, input, submit, successReturnTo }: FormFlowOptions<V>): FormFlow<V> {
  const { modals, notificationReturn, flows } = useMachines();

  let entry = flows.get(form);
  if (entry === undefined) {
    const created: FlowEntry = {
      bindings: { submit: () => Promise.reject(new Error('form not bound')), resetForm: null, successReturnTo: null },
      values: undefined,
      actor: undefined as unknown as FlowActor,
    };
    const notify = (message: string, kind: NotificationKind, returnTo: ModalName | null = null): void => {
      modals.send({ type: 'notification.show', message, kind });
      notificationReturn.set(returnTo);
    };
    created.actor = createActor(
      submitFlowMachine.provide({
        actors: {
          submit: fromPromise<unknown, SubmitValues>(({ input: values }) => created.bindings.submit(values)),
        },
        actions: {
          notifyLoading: () => notify(SENDING_MESSAGE_KEY, 'loading'),
          notifySuccess: (_, { message }) => notify(message, 'success', created.bindings.successReturnTo),
          // The form keeps what was typed unless it resets on error: closing the message leads back to it.
          notifyError: (_, { message }) => notify(message, 'error', input.resetOnError === true ? null : form),
          closeForm: () => modals.send({ type: 'modal.close', name: form }),
          resetForm: () => {
            created.values = undefined;
            created.bindings.resetForm?.();
          },
        },
      }),
      { input },
    ).start();
    flows.set(form, created);
    entry = created;
  }
  const current = entry;
  current.bindings.submit = (values) => submit(values as unknown as V);
  current.bindings.successReturnTo = successReturnTo ?? null;

  const isSubmitting = useSelector(current.actor, selectIsSubmitting);
  const fieldErrors = useSelector(current.actor, selectFieldErrors);

  const send = useCallback(
    (values: V) => {
      current.values = { ...values } as SubmitValues;
      current.actor.send({ type: 'submit', values: current.values });
    },
    [current],
  );
  const bindReset = useCallback(
    (reset: (() => void) | null) => {
      current.bindings.resetForm = reset;
    },
    [current],
  );

  return { send, isSubmitting, fieldErrors, savedValues: current.values as V | undefined, bindReset };
}
