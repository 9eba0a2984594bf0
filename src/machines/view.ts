/**
 * What the React side reads of the app's machines, as plain data: the machines themselves
 * (xstate) load in their own chunk after the first paint (machinesRuntime.ts), so the hooks of
 * AppMachines.tsx read these views, which the runtime keeps current. Types and constants only:
 * no xstate here.
 */
import type { CurrentUser } from '../api/account.ts';
import type { ModalName, ModalNotification, ModalsContext, ModalsEvent } from './modals.ts';
import type { AuthEvent } from './auth.ts';
import type { SubmitValues } from './submitFlow.ts';

export interface MachinesView {
  openModal: ModalName | null;
  /** What the open modal was opened with, or null. */
  payload: ModalsContext['payload'];
  notification: ModalNotification | null;
  notificationReturnTo: ModalName | null;
  user: CurrentUser | null;
  isAuthenticated: boolean;
  /** The start-up user check has not answered yet. */
  isLoadingUser: boolean;
  isLoggingIn: boolean;
  loginError: string | null;
}

/** Before the machines run: nothing open, the user check under way (the auth machine's first state). */
export const STARTING_VIEW: MachinesView = {
  openModal: null,
  payload: null,
  notification: null,
  notificationReturnTo: null,
  user: null,
  isAuthenticated: false,
  isLoadingUser: true,
  isLoggingIn: false,
  loginError: null,
};

export interface FormFlowView {
  isSubmitting: boolean;
  fieldErrors: Record<string, string>;
  savedValues: SubmitValues | undefined;
}

export const UNSENT_FORM_VIEW: FormFlowView = { isSubmitting: false, fieldErrors: {}, savedValues: undefined };

/** A value React can subscribe to (useSyncExternalStore). */
export interface ViewSource<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
}

/** The running machines, as the React side sees them. */
export interface MachinesRuntime {
  view: ViewSource<MachinesView>;
  formFlow: (form: ModalName) => ViewSource<FormFlowView>;
  sendModals: (event: ModalsEvent) => void;
  sendAuth: (event: AuthEvent) => void;
  stop: () => void;
}

/** Whether two flat views hold the same values (so subscribers re-render only on a change). */
export function sameView<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));
}
