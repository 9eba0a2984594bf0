/**
 * The generic submit flow of a form (product §4 "Each submit flow"): validate, show loading, call,
 * show success or error, close loading and the form modal; forms reset afterwards.
 *
 * One machine serves every form; each form gives its messages as `input`, and each submit
 * brings the form's values and its `request` (the call, a function returning a promise). The
 * effects are supplied with `.provide()` (the modals machine does it for its form modals): the
 * actions `notifyLoading`, `notifySuccess`, `notifyError` (the notification modal) and `closeForm`
 * (its modal, if any); the `isValid` guard may replace `input.validate`.
 *
 * The flow keeps what the user typed at the last submit (`values`) until the form resets, so a
 * form that failed opens again with it; `resetForm` forgets it (and the field errors).
 *
 * What happens after the call:
 * - success: notifySuccess, closeForm, resetForm.
 * - failure: notifyError (it replaces the loading notification), closeForm, and resetForm only
 *   when `resetOnError` (roommate message, viewing request). Without it the form keeps what the
 *   user typed (docs/architecture.md "nothing is lost"), so reopening it lets them correct and retry;
 *   a server `validation_failed` answer is kept in `errors` for the fields to highlight.
 *   closeForm runs on failure too (product §4: "close loading and the form modal" after success or
 *   error): the notification modal already replaced the form modal (one modal at a time).
 * `succeeded` and `failed` are passing states: the machine rests in `idle` again right after,
 * with the outcome in `lastError` (null after a success) and `errors`.
 */
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { fieldErrorsOf, serverMessage } from '../api/errors.ts';

export const DEFAULT_SUBMIT_ERROR = 'error-try-again';

export { fieldErrorsOf, serverMessage } from '../api/errors.ts';

export type SubmitValues = Record<string, unknown>;

/** The form's call; its rejection is the flow's error (an RTK Query error carries the server's body). */
export type SubmitRequest = () => Promise<unknown>;

export interface SubmitFlowInput {
  /** Key of the success notification (e.g. 'viewing-request-success'). */
  successMessage: string;
  /** Reset the form after a failed call too (roommate message, viewing request). */
  resetOnError?: boolean;
  /** Close the form modal before the loading notification shows (viewing request). */
  closeFormBeforeLoading?: boolean;
  /** Shown on failure when the server gives no message; default 'error-try-again'. */
  errorMessage?: string;
  /** Shown on a `validation_failed` answer; default `errorMessage`. */
  validationFailedMessage?: string;
  /** Show the server's message when it gives one (default true); false always shows `errorMessage`. */
  useServerMessage?: boolean;
  /** Field -> message for invalid values ({} when valid); used by the default `isValid` and `storeErrors`. */
  validate?: (values: SubmitValues) => Record<string, string>;
}

export interface SubmitFlowContext {
  successMessage: string;
  resetOnError: boolean;
  closeFormBeforeLoading: boolean;
  errorMessage: string;
  validationFailedMessage: string;
  useServerMessage: boolean;
  validate: ((values: SubmitValues) => Record<string, string>) | null;
  /** Field -> message: from validation, or from the server's `validation_failed` answer. */
  errors: Record<string, string>;
  /** The message shown for the last failed call; null before any call and after a success. */
  lastError: string | null;
  /** What the user typed at the last submit; kept after a failure, forgotten when the form resets. */
  values: SubmitValues | undefined;
}

export type SubmitFlowEvent = { type: 'submit'; values: SubmitValues; request: SubmitRequest } | { type: 'reset' };

export const submitFlowMachine = setup({
  types: {
    context: {} as SubmitFlowContext,
    events: {} as SubmitFlowEvent,
    input: {} as SubmitFlowInput,
  },
  actions: {
    notifyLoading: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    notifyError: (_, _params: { message: string }) => {},
    closeForm: () => {},
    resetForm: assign({ values: undefined, errors: {} }),
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { values: event.values, errors: {}, lastError: null };
    }),
    storeErrors: assign(({ context, event }) => {
      assertEvent(event, 'submit');
      return { errors: context.validate?.(event.values) ?? {} };
    }),
    clearErrors: assign({ errors: {}, lastError: null }),
    storeFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = fieldErrorsOf(params.error);
      const fromServer = context.useServerMessage ? serverMessage(params.error) : null;
      const fallback = Object.keys(fields).length > 0 ? context.validationFailedMessage : context.errorMessage;
      return { errors: fields, lastError: fromServer ?? fallback };
    }),
  },
  guards: {
    isValid: ({ context, event }) => {
      assertEvent(event, 'submit');
      return context.validate === null || Object.keys(context.validate(event.values)).length === 0;
    },
    shouldCloseFormFirst: ({ context }) => context.closeFormBeforeLoading,
    shouldResetOnError: ({ context }) => context.resetOnError,
  },
  actors: {
    submit: fromPromise<unknown, SubmitRequest>(({ input: request }) => request()),
  },
}).createMachine({
  id: 'submitFlow',
  context: ({ input }) => ({
    successMessage: input.successMessage,
    resetOnError: input.resetOnError ?? false,
    closeFormBeforeLoading: input.closeFormBeforeLoading ?? false,
    errorMessage: input.errorMessage ?? DEFAULT_SUBMIT_ERROR,
    validationFailedMessage: input.validationFailedMessage ?? input.errorMessage ?? DEFAULT_SUBMIT_ERROR,
    useServerMessage: input.useServerMessage ?? true,
    validate: input.validate ?? null,
    errors: {},
    lastError: null,
    values: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: [
          { guard: 'isValid', target: 'submitting', actions: 'startSubmit' },
          { actions: 'storeErrors' },
        ],
        reset: { actions: 'clearErrors' },
      },
    },
    submitting: {
      // Order matters: the viewing request's modal closes before the loading message shows.
      entry: enqueueActions(({ enqueue, check }) => {
        if (check('shouldCloseFormFirst')) enqueue('closeForm');
        enqueue('notifyLoading');
      }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => {
          assertEvent(event, 'submit');
          return event.request;
        },
        onDone: { target: 'succeeded' },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: {
      entry: [
        { type: 'notifySuccess', params: ({ context }) => ({ message: context.successMessage }) },
        'closeForm',
        'resetForm',
      ],
      always: 'idle',
    },
    failed: {
      entry: enqueueActions(({ context, enqueue, check }) => {
        enqueue({ type: 'notifyError', params: { message: context.lastError ?? context.errorMessage } });
        enqueue('closeForm');
        if (check('shouldResetOnError')) enqueue('resetForm');
      }),
      always: 'idle',
    },
  },
});

export type SubmitFlowSnapshot = SnapshotFrom<typeof submitFlowMachine>;

export function selectIsSubmitting(snapshot: SubmitFlowSnapshot): boolean {
  return snapshot.matches('submitting');
}

/** Field -> message to highlight ({} when none). */
export function selectFieldErrors(snapshot: SubmitFlowSnapshot): Record<string, string> {
  return snapshot.context.errors;
}

export function selectLastError(snapshot: SubmitFlowSnapshot): string | null {
  return snapshot.context.lastError;
}

/** What the user typed at the last submit, until the form resets; else undefined. */
export function selectSavedValues(snapshot: SubmitFlowSnapshot): SubmitValues | undefined {
  return snapshot.context.values;
}
