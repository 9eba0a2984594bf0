/**
 * The app's machines at work, in their own chunk: one modals actor (the form modals' submit flows
 * are its children) and one auth actor, with the auth machine's effects supplied (the account
 * calls, navigation, notifications, the cart, the visitor's move plan), the form flows' calls (formCalls.ts), and plain views of both for the React side
 * (view.ts). AppMachines.tsx loads this once the first page has painted, so xstate is not part
 * of the first download; events sent before it runs wait in a queue there.
 */
import { createActor, fromPromise } from 'xstate';
import type { AnyActorRef, Subscription } from 'xstate';
import type { InspectOption } from './inspector.ts';
import { accountApi } from '../api/account.ts';
import type { CurrentUser } from '../api/account.ts';
import { clearCart } from '../store/cartSlice.ts';
import { visitorPlanAdoptionAsked } from '../store/movePlanSlice.ts';
import type { AppDispatch } from '../store/store.ts';
import { hrefFor } from '../../domain/routes.ts';
import { authMachine, selectIsAuthenticated, selectIsLoadingUser, selectIsLoggingIn, selectLoginError, selectUser } from './auth.ts';
import { callForm } from './formCalls.ts';
import type { FormCallDeps } from './formCalls.ts';
import { inspectorOption } from './inspector.ts';
import {
  formFlowMachine,
  modalsMachine,
  selectFormFlow,
  selectModalPayload,
  selectNotification,
  selectNotificationReturn,
  selectOpenModal,
} from './modals.ts';
import type { FormFlowRef, ModalName } from './modals.ts';
import { selectFieldErrors, selectIsSubmitting, selectSavedValues } from './submitFlow.ts';
import type { FormSubmission } from './submitFlow.ts';
import { STARTING_VIEW, UNSENT_FORM_VIEW, sameView } from './view.ts';
import type { FormFlowView, MachinesRuntime, MachinesView, ViewSource } from './view.ts';

interface MachinesDeps {
  dispatch: AppDispatch;
  /** Goes to a path (the router's navigate, read when called so it is always the current one). */
  navigate: FormCallDeps['navigate'];
  /** Also told of every actor's events (tests; the Stately inspector comes with ?inspect). */
  inspect?: InspectOption;
}

/** A view that follows its inputs, telling its subscribers only when it changed. */
function derivedView<T extends object>(initial: T): ViewSource<T> & { update: (next: T) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(next) {
      if (sameView(current, next)) return;
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Who is signed in (null: nobody), asked of the server. The check holds its cache entry while it
 * runs: a call that invalidates the user meanwhile (an e-mail confirmed) would otherwise drop the
 * entry, and the answer with it. An answer lost all the same (the cache emptied by a change of
 * language) is asked for once more.
 */
async function checkUser(dispatch: AppDispatch, attempts = 2): Promise<CurrentUser | null> {
  const check = dispatch(accountApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
  let user: CurrentUser | null | undefined;
  try {
    user = await check.unwrap();
  } finally {
    check.unsubscribe();
  }
  if (user !== undefined) return user;
  if (attempts > 1) return checkUser(dispatch, attempts - 1);
  throw new Error('The user check was interrupted');
}

export function startMachines({ dispatch, navigate, inspect }: MachinesDeps): MachinesRuntime {
  const formCallDeps: FormCallDeps = { dispatch, navigate, refreshUser: () => auth.send({ type: 'auth.refresh' }) };
  const modals = createActor(
    modalsMachine.provide({
      actors: {
        formFlow: formFlowMachine.provide({
          actors: { submit: fromPromise<unknown, FormSubmission>(({ input }) => callForm(input, formCallDeps)) },
        }),
      },
    }),
    { inspect },
  );
  const auth = createActor(
    authMachine.provide({
      actors: {
        // A visitor's check answers 204, no user: the fetch fails, so nobody is signed in.
        fetchUser: fromPromise<CurrentUser>(async () => {
          const user = await checkUser(dispatch);
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
        navigateTo: (_, target) => navigate('path' in target ? target.path : hrefFor(target.route)),
        closeModals: () => modals.send({ type: 'modal.closeAll' }),
        notifySuccess: (_, { message }) => modals.send({ type: 'notification.show', message, kind: 'success' }),
        clearCart: () => {
          dispatch(clearCart());
        },
        // The move feature sends the plan (createMovePlan) when it sees the request: machines do not import features.
        adoptVisitorPlan: () => {
          dispatch(visitorPlanAdoptionAsked());
        },
      },
    }),
    { inspect },
  );

  const compute = (): MachinesView => {
    const m = modals.getSnapshot();
    const a = auth.getSnapshot();
    return {
      openModal: selectOpenModal(m),
      payload: selectModalPayload(m),
      notification: selectNotification(m),
      notificationReturnTo: selectNotificationReturn(m),
      user: selectUser(a),
      isAuthenticated: selectIsAuthenticated(a),
      isLoadingUser: selectIsLoadingUser(a),
      isLoggingIn: selectIsLoggingIn(a),
      loginError: selectLoginError(a),
    };
  };

  const subscriptions: Subscription[] = [];
  modals.start();
  auth.start();
  // While nothing has happened yet, the view is the very object the React side started with.
  const first = compute();
  const view = derivedView(sameView(first, STARTING_VIEW) ? STARTING_VIEW : first);
  subscriptions.push(
    modals.subscribe(() => view.update(compute())),
    auth.subscribe(() => view.update(compute())),
  );

  /** A form's flow view: follows the flow actor once the form is first sent. */
  const flows = new Map<ModalName, ViewSource<FormFlowView>>();
  const formFlow = (form: ModalName): ViewSource<FormFlowView> => {
    let source = flows.get(form);
    if (source) return source;
    const flowView = derivedView<FormFlowView>(UNSENT_FORM_VIEW);
    let flow: FormFlowRef | undefined;
    let flowSubscription: Subscription | undefined;
    const follow = (): void => {
      const current = selectFormFlow(modals.getSnapshot(), form);
      if (current !== flow) {
        flowSubscription?.unsubscribe();
        flow = current;
        flowSubscription = flow?.subscribe(follow);
      }
      const snapshot = flow?.getSnapshot();
      flowView.update(
        snapshot === undefined
          ? UNSENT_FORM_VIEW
          : { isSubmitting: selectIsSubmitting(snapshot), fieldErrors: selectFieldErrors(snapshot), savedValues: selectSavedValues(snapshot) },
      );
    };
    subscriptions.push(modals.subscribe(follow), { unsubscribe: () => flowSubscription?.unsubscribe() });
    follow();
    source = flowView;
    flows.set(form, source);
    return source;
  };

  // Development builds opened with ?inspect show the machines in the Stately inspector.
  let stopped = false;
  void inspectorOption().then(({ inspect }) => {
    if (stopped || inspect === undefined) return;
    subscriptions.push(...[modals, auth].map((actor: AnyActorRef) => actor.system.inspect(inspect)));
  });

  return {
    view,
    formFlow,
    sendModals: (event) => modals.send(event),
    sendAuth: (event) => auth.send(event),
    stop() {
      stopped = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
      modals.stop();
      auth.stop();
    },
  };
}
