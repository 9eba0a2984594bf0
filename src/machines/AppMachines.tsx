/**
 * The React wiring of the app's machines: one modals actor (the form modals' submit flows are its
 * children) and one auth actor for the whole app, run by AppMachinesProvider, which must sit
 * inside the router and the Redux Provider. Components use `useModals()`, `useModalPayload()`,
 * `useAuth()` and `useFormFlow()`, which read the machines' views and never re-implement a guard.
 *
 * The machines (xstate) are not needed to paint the first page, so they load in their own chunk
 * (machinesRuntime.ts), started by the provider once the first page has painted: until they run, the hooks show the
 * starting view (nothing open, the user check under way) and what is sent waits in a queue, which
 * they then receive in order. This keeps xstate out of the first download.
 *
 * Also here, because they tie the machines to the outside world:
 * - "401 or 403: token cookie removed, login modal opened" (product §6, 8): the auth machine forgets
 *   the user (on 403 it also has the server revoke the token) and the login modal opens.
 * - The password-reset link (product §2, "query token"): on the Index route a `token` query opens
 *   the password-change modal.
 * - A promotion link: on the owner's property list a `promote` query (a property id) opens the
 *   promotion dialog for that property (docs/decisions/0020).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '../api/account.ts';
import { onSessionRejected } from '../api/session.ts';
import { useAppDispatch } from '../store/hooks.ts';
import { afterNextPaint } from '../ui/afterNextPaint.ts';
import { routeByName } from '../../domain/routes.ts';
import type { AuthEvent } from './auth.ts';
import type { FormFlowSettings, ModalName, ModalNotification, ModalPayload, ModalsEvent, NotificationKind } from './modals.ts';
import type { SubmitValues } from './submitFlow.ts';
import { STARTING_VIEW, UNSENT_FORM_VIEW } from './view.ts';
import type { FormFlowView, MachinesRuntime, MachinesView, ViewSource } from './view.ts';

/** The machines seen from React: their views and where to send, whether they run yet or not. */
class MachinesHost {
  private runtime: MachinesRuntime | null = null;
  private queue: (() => void)[] = [];
  /** Each subscriber, and how to stop hearing the runtime once it runs. */
  private viewListeners = new Map<() => void, (() => void) | undefined>();
  private readonly pendingFlows = new Map<ModalName, ViewSource<FormFlowView>>();

  readonly view: ViewSource<MachinesView> = {
    get: () => this.runtime?.view.get() ?? STARTING_VIEW,
    subscribe: (listener) => {
      this.viewListeners.set(listener, this.runtime?.view.subscribe(listener));
      return () => {
        this.viewListeners.get(listener)?.();
        this.viewListeners.delete(listener);
      };
    },
  };

  /** Whether the machines run yet. */
  readonly isRunning = (): boolean => this.runtime !== null;

  attach(runtime: MachinesRuntime): void {
    this.runtime = runtime;
    for (const send of this.queue.splice(0)) send();
    // Those who subscribed before the start follow the runtime from now on, and hear of it only
    // when the queued events changed what they show.
    const changed = runtime.view.get() !== STARTING_VIEW;
    for (const listener of [...this.viewListeners.keys()]) {
      this.viewListeners.set(listener, runtime.view.subscribe(listener));
      if (changed) listener();
    }
  }

  sendModals(event: ModalsEvent): void {
    if (this.runtime) this.runtime.sendModals(event);
    else this.queue.push(() => this.runtime?.sendModals(event));
  }

  sendAuth(event: AuthEvent): void {
    if (this.runtime) this.runtime.sendAuth(event);
    else this.queue.push(() => this.runtime?.sendAuth(event));
  }

  formFlow(form: ModalName): ViewSource<FormFlowView> {
    if (this.runtime) return this.runtime.formFlow(form);
    let pending = this.pendingFlows.get(form);
    if (!pending) {
      pending = { get: () => UNSENT_FORM_VIEW, subscribe: () => () => undefined };
      this.pendingFlows.set(form, pending);
    }
    return pending;
  }
}

const MachinesContext = createContext<MachinesHost | null>(null);

function useHost(): MachinesHost {
  const host = useContext(MachinesContext);
  if (host === null) throw new Error('useModals/useAuth/useFormFlow need an <AppMachinesProvider> above them');
  return host;
}

// The third argument is the server's view (a page rendered on the server, issue 24): the same,
// since the machines run only in the browser.
function useView(host: MachinesHost): MachinesView {
  return useSyncExternalStore(host.view.subscribe, host.view.get, host.view.get);
}

const INDEX_PATHS = [routeByName('Index').bg, routeByName('Index').en];

function isIndexPath(pathname: string): boolean {
  return INDEX_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

/** product §6, 8: a 401 or 403 from any call ends the session and opens the login modal. */
function useSessionRejection(host: MachinesHost): void {
  useEffect(
    () =>
      onSessionRejected(({ status }) => {
        host.sendAuth({ type: status === 403 ? 'auth.forbidden' : 'auth.expired' });
        // Signing in again comes back to the page the session ended on.
        const { pathname, search, hash } = window.location;
        host.sendModals({ type: 'modal.open', name: 'login', payload: { returnTo: `${pathname}${search}${hash}` } });
      }),
    [host],
  );
}

/** product §2: the password-reset link (Index with ?token=...) opens the password-change modal. */
function usePasswordResetLink(host: MachinesHost): void {
  const { pathname, search } = useLocation();
  const token = isIndexPath(pathname) ? new URLSearchParams(search).get('token') : null;
  useEffect(() => {
    if (token !== null && token.trim() !== '') host.sendModals({ type: 'modal.open', name: 'passChange', payload: { token } });
  }, [token, host]);
}

const PROPERTY_LIST_PATHS = [routeByName('AdminPropertyList').bg, routeByName('AdminPropertyList').en];

/** /profil/imoti?promote=12 opens the promotion dialog for property 12 (docs/decisions/0020). */
function usePromotionLink(host: MachinesHost): void {
  const { pathname, search } = useLocation();
  const onList = PROPERTY_LIST_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
  const promote = onList ? new URLSearchParams(search).get('promote') : null;
  const id = promote !== null && /^[1-9]\d{0,9}$/.test(promote) ? Number(promote) : null;
  useEffect(() => {
    if (id !== null && id <= 2_147_483_647) host.sendModals({ type: 'modal.open', name: 'promoteListing', payload: { kind: 'property', id } });
  }, [id, host]);
}

/** Loads the machines' chunk and runs them for as long as the provider is mounted. */
function useRunMachines(host: MachinesHost): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The machines outlive renders: they navigate with the router's latest navigate.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    let runtime: MachinesRuntime | null = null;
    let cancelled = false;
    const cancelLoad = afterNextPaint(() => {
      void import('./machinesRuntime.ts').then(({ startMachines }) => {
        if (cancelled) return;
        runtime = startMachines({ dispatch, navigate: (href, options) => void navigateRef.current(href, options) });
        host.attach(runtime);
      });
    });
    return () => {
      cancelled = true;
      cancelLoad();
      runtime?.stop();
    };
  }, [host, dispatch]);
}

export function AppMachinesProvider({ children }: { children?: ReactNode }) {
  const [host] = useState(() => new MachinesHost());
  useRunMachines(host);
  useSessionRejection(host);
  usePasswordResetLink(host);
  usePromotionLink(host);
  return <MachinesContext.Provider value={host}>{children}</MachinesContext.Provider>;
}

interface ModalsApi {
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

/** The modals (product §4 "Modals"): one open at a time; opening one closes the others. */
export function useModals(): ModalsApi {
  const host = useHost();
  const { openModal, notification, notificationReturnTo } = useView(host);
  const actions = useMemo(
    () => ({
      open: <N extends ModalName>(name: N, payload?: ModalPayload<N>) =>
        // A name and its own payload: what the ModalOpening union spells out for each name.
        host.sendModals({ type: 'modal.open', name, payload } as ModalsEvent),
      toggle: (name: ModalName) => host.sendModals({ type: 'modal.toggle', name }),
      close: (name: ModalName) => host.sendModals({ type: 'modal.close', name }),
      closeAll: () => host.sendModals({ type: 'modal.closeAll' }),
      notify: (message: string, kind: NotificationKind, returnTo: ModalName | null = null) =>
        host.sendModals({ type: 'notification.show', message, kind, returnTo }),
      dismissNotification: () => host.sendModals({ type: 'notification.dismiss' }),
    }),
    [host],
  );
  return { openModal, notification, notificationReturnTo, ...actions };
}

/**
 * For a page that needs a signed-in user: opens the login dialog, which comes back to this page
 * (path, query and fragment) once the visitor has signed in, instead of the dashboard.
 */
export function useAskToSignIn(): () => void {
  const host = useHost();
  const { pathname, search, hash } = useLocation();
  const returnTo = `${pathname}${search}${hash}`;
  return useCallback(() => host.sendModals({ type: 'modal.open', name: 'login', payload: { returnTo } }), [host, returnTo]);
}

/** What modal `name` was opened with, while it is open (null otherwise, or when it got nothing). */
export function useModalPayload<N extends ModalName>(name: N): ModalPayload<N> | null {
  const { openModal, payload } = useView(useHost());
  // The machine stores a modal's name and its payload together, so the payload is modal N's.
  return openModal === name ? (payload as ModalPayload<N> | null) : null;
}

interface AuthApi {
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
  /** `returnTo`: the page to come back to once signed in (a path of this site), else the dashboard. */
  login: (email: string, password: string, returnTo?: string) => void;
  googleLogin: (credential: string, returnTo?: string) => void;
  logout: () => void;
  /** Loads the user again (after a settings change, a credit purchase...). */
  refresh: () => void;
}

/** Who is signed in, and the ways to sign in and out (product §4 "Authentication"). */
export function useAuth(): AuthApi {
  const host = useHost();
  const { user, isAuthenticated, isLoadingUser, isLoggingIn, loginError } = useView(host);
  const actions = useMemo(
    () => ({
      login: (email: string, password: string, returnTo?: string) => host.sendAuth({ type: 'auth.login', email, password, returnTo }),
      googleLogin: (credential: string, returnTo?: string) => host.sendAuth({ type: 'auth.googleLogin', credential, returnTo }),
      logout: () => host.sendAuth({ type: 'auth.logout' }),
      refresh: () => host.sendAuth({ type: 'auth.refresh' }),
    }),
    [host],
  );
  return { user, isAuthenticated, isLoading: isLoadingUser, isLoadingUser, isLoggingIn, error: loginError, ...actions };
}

interface FormFlow<V extends object, D = undefined> {
  /**
   * Sends the form (its values have passed the form's validation) and what else its call needs
   * (`data`): data only, the call is the one the form's feature registered (formCalls.ts).
   */
  submit: (values: V, ...data: D extends undefined ? [] : [data: D]) => void;
  isSubmitting: boolean;
  /** Field -> message from the server's validation_failed answer of the last call ({} otherwise). */
  fieldErrors: Record<string, string>;
  /** What the user typed before a failed call (the form reopens with it), else undefined. */
  savedValues: V | undefined;
}

/**
 * The submit flow of a form modal (product §4 "Each submit flow"), a child of the modals machine:
 * loading notification, the call, success or error notification, the form modal closed, the form
 * reset after success (and after an error when `settings.resetOnError`). The flow outlives the
 * modal (the notification replaces it), so a failed form reopens with what was typed and the
 * server's field errors, and dismissing the error notification leads back to it.
 * `settings` are read when the form is first sent: pass a constant.
 */
export function useFormFlow<V extends object, D = undefined>(form: ModalName, settings: FormFlowSettings): FormFlow<V, D> {
  const host = useHost();
  // The machines may start after the form rendered: follow the running flow once they do.
  const running = useSyncExternalStore(host.view.subscribe, host.isRunning, host.isRunning);
  // `running` is a dependency on purpose: the flow's source changes when the machines start.
  const source = useMemo(() => host.formFlow(form), [host, form, running]);
  const { isSubmitting, fieldErrors, savedValues } = useSyncExternalStore(source.subscribe, source.get, source.get);
  const submit = useCallback(
    (values: V, ...[data]: D extends undefined ? [] : [data: D]) =>
      host.sendModals({ type: 'form.submit', form, settings, values: values as SubmitValues, data }),
    [host, form, settings],
  );
  // What this form sent is what it gets back.
  return { submit, isSubmitting, fieldErrors, savedValues: savedValues as V | undefined };
}
