import type { InspectionEvent } from 'xstate';
import { accountApi } from '../../../src/api/account.ts';
import { registerFormCall } from '../../../src/machines/formCalls.ts';
import type { FormCallDeps } from '../../../src/machines/formCalls.ts';
import { startMachines } from '../../../src/machines/machinesRuntime.ts';
import type { MachinesRuntime } from '../../../src/machines/view.ts';
import { makeStore } from '../../../src/store/store.ts';
import { accountHandlers, createAccountState } from '../features/account/harness.tsx';
import { useMswServer } from '../helpers/msw.ts';

let state = createAccountState();
const server = useMswServer();

beforeEach(() => {
  state = createAccountState();
  server.use(...accountHandlers(state));
});

/** Resolves once the runtime's view passes `check`. */
function viewReaches(runtime: MachinesRuntime, check: (view: ReturnType<MachinesRuntime['view']['get']>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (check(runtime.view.get())) return resolve();
    const stop = runtime.view.subscribe(() => {
      if (!check(runtime.view.get())) return;
      stop();
      resolve();
    });
  });
}

const notified = (kind: 'success' | 'error') => (view: ReturnType<MachinesRuntime['view']['get']>) => view.notification?.kind === kind;

describe('the machines runtime: form calls', () => {
  it("a sent form runs the call registered under its name, through the app's store, with its values and data", async () => {
    const store = makeStore();
    const seen: { values: unknown; data: unknown; deps: FormCallDeps }[] = [];
    registerFormCall<{ email: string }, { origin: string }>('forgottenPassword', async ({ values, data }, deps) => {
      seen.push({ values, data, deps });
      await deps.dispatch(accountApi.endpoints.requestPasswordReset.initiate({ passwordResetRequestInput: { email: values.email } })).unwrap();
    });
    const runtime = startMachines({ dispatch: store.dispatch, navigate: jest.fn() });
    runtime.sendModals({ type: 'modal.open', name: 'forgottenPassword' });
    runtime.sendModals({
      type: 'form.submit',
      form: 'forgottenPassword',
      settings: { successMessage: 'password-change-success-message' },
      values: { email: 'maria@example.com' },
      data: { origin: 'test' },
    });
    await viewReaches(runtime, notified('success'));
    expect(runtime.view.get().notification?.message).toBe('password-change-success-message');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ values: { email: 'maria@example.com' }, data: { origin: 'test' } });
    expect(seen[0]!.deps.dispatch).toBe(store.dispatch);
    expect(state.requests).toEqual([{ method: 'POST', path: '/api/user/forgotten-password/request', body: { email: 'maria@example.com' } }]);
    runtime.stop();
  });

  it('gives the call navigation and a refresh of the signed-in user', async () => {
    const navigate = jest.fn();
    registerFormCall('promoteListing', async (_submission, deps) => {
      deps.navigate('/somewhere', { replace: true });
      deps.refreshUser();
    });
    const runtime = startMachines({ dispatch: makeStore().dispatch, navigate });
    await viewReaches(runtime, (view) => !view.isLoadingUser);
    state.user = state.signInAs;
    runtime.sendModals({ type: 'form.submit', form: 'promoteListing', settings: { successMessage: 'ok' }, values: {} });
    await viewReaches(runtime, (view) => view.isAuthenticated);
    expect(navigate).toHaveBeenCalledWith('/somewhere', { replace: true });
    runtime.stop();
  });

  it('a form with no registered call ends in its error message', async () => {
    const runtime = startMachines({ dispatch: makeStore().dispatch, navigate: jest.fn() });
    runtime.sendModals({ type: 'form.submit', form: 'signUp', settings: { successMessage: 'ok', errorMessage: 'error-try-again' }, values: {} });
    await viewReaches(runtime, notified('error'));
    expect(runtime.view.get().notification?.message).toBe('error-try-again');
    runtime.stop();
  });
});

describe('the machines runtime: events are data', () => {
  it("every event its actors receive survives structuredClone and JSON unchanged (what the Stately inspector needs)", async () => {
    const events: unknown[] = [];
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type === '@xstate.event') events.push(inspection.event);
    };
    registerFormCall<{ email: string }>('forgottenPassword', ({ values }, { dispatch }) =>
      dispatch(accountApi.endpoints.requestPasswordReset.initiate({ passwordResetRequestInput: values })).unwrap(),
    );
    const runtime = startMachines({ dispatch: makeStore().dispatch, navigate: jest.fn(), inspect });
    await viewReaches(runtime, (view) => !view.isLoadingUser);
    runtime.sendAuth({ type: 'auth.login', email: 'maria@example.com', password: 'secret1' });
    await viewReaches(runtime, (view) => view.isAuthenticated);
    runtime.sendModals({ type: 'modal.open', name: 'forgottenPassword' });
    runtime.sendModals({ type: 'form.submit', form: 'forgottenPassword', settings: { successMessage: 'ok' }, values: { email: 'maria@example.com' } });
    await viewReaches(runtime, notified('success'));
    runtime.sendModals({ type: 'notification.dismiss' });
    runtime.stop();

    const types = events.map((event) => (event as { type: string }).type);
    expect(types).toEqual(expect.arrayContaining(['auth.login', 'form.submit', 'submit', 'notification.show', 'modal.close']));
    // xstate's own events (the start, a call's outcome) carry what the call answered, not a call.
    for (const event of events.filter((event) => !(event as { type: string }).type.startsWith('xstate.'))) {
      expect(structuredClone(event)).toEqual(event);
      expect(JSON.parse(JSON.stringify(event))).toEqual(event);
    }
  });
});
