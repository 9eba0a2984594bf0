/**
 * The form modals' calls, by modal name: what a form's submit flow runs (its `submit` actor,
 * provided by machinesRuntime.ts), so that `form.submit` carries data only (the values and
 * what else the call needs), never a function. Each feature registers its forms' calls in its
 * dialog's module (`registerFormCall('signUp', ...)`), which is in the dialog's lazy chunk: the
 * call, and the feature's API code with it, loads with the dialog that sends it, never in the
 * first download. A call goes through the store (`dispatch(api.endpoints.X.initiate(...))`),
 * so its cache tags invalidate as a hook's call would.
 */
import type { AppDispatch } from '../store/store.ts';
import type { ModalName } from './modals.ts';
import type { FormSubmission } from './submitFlow.ts';

/** What the machines' runtime gives a form's call. */
export interface FormCallDeps {
  dispatch: AppDispatch;
  /** Goes to a path (`replace`: in place of the current entry, as a used-up link is). */
  navigate: (href: string, options?: { replace?: boolean }) => void;
  /** Loads the signed-in user again (the header's credits after a promotion). */
  refreshUser: () => void;
}

/** A form's call: its rejection is the flow's error (an RTK Query error carries the server's body). */
type FormCall<V extends object = Record<string, unknown>, D = undefined> = (
  submission: { values: V; data: D },
  deps: FormCallDeps,
) => Promise<unknown>;

const calls = new Map<ModalName, FormCall<Record<string, unknown>, unknown>>();

/** Registers form `form`'s call (a module registering again, when reloaded, replaces it). */
export function registerFormCall<V extends object, D = undefined>(form: ModalName, call: FormCall<V, D>): void {
  // The flow hands back what the form sent: form `form`'s values and data.
  calls.set(form, call as unknown as FormCall<Record<string, unknown>, unknown>);
}

/** Runs the call of the form that was sent; rejects when no call is registered for it. */
export function callForm({ form, values, data }: FormSubmission, deps: FormCallDeps): Promise<unknown> {
  const call = calls.get(form as ModalName);
  if (call === undefined) return Promise.reject(new Error(`No call is registered for the form ${form}`));
  return call({ values, data }, deps);
}
