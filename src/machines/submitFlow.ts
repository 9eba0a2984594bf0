/**
 * The generic submit flow of a form (product §4 "Each submit flow"): validate, show loading, call,
 * show success or error, close loading and the form modal; forms reset afterwards.
 *
 * One machine serves every form; each form gives its name and messages as `input`, and each
 * submit brings data only: the form's values and what else its call needs (`data`), never the
 * call itself. The effects are supplied with `.provide()` (the modals machine and the machines'
 * runtime do it for the form modals): the actor `submit` (the call, given the form's name, values
 * and data: a FormSubmission), and the actions `notifyLoading`, `notifySuccess`, `notifyError`
 * (the notification modal, with where it leads) and `closeForm` (its modal, if any). The form has
 * checked its values before it sends them (Formik with the domain's schema).
 *
 * The flow keeps what the user typed at the last submit (`values`) until the form resets, so a
 * form that failed opens again with it; `resetForm` forgets it (and the field errors).
 *
 * What happens after the call:
 * - success: notifySuccess (the submit's own message and link, if it brought them: a form decides
 *   them when it is sent; a link may lead to the record the call's answer names), closeForm, resetForm.
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
import { hrefFor } from '../../domain/routes.ts';
import type { RouteName } from '../../domain/routes.ts';

export const DEFAULT_SUBMIT_ERROR = 'error-try-again';

export { fieldErrorsOf, serverMessage } from '../api/errors.ts';

export type SubmitValues = Record<string, unknown>;

/** What a form's call is given: plain data (the inspector and the tests see it as it is). */
export interface FormSubmission {
  form: string;
  values: SubmitValues;
  /** What else the call needs that the form does not show (a token, an id), or undefined. */
  data: unknown;
}

/**
 * A link the success notification offers (data only): its label (a key or a text) and where it
 * leads, or, when the call's answer has a number in `fromAnswer.field`, that record's page
 * (`fromAnswer.route` with that id): a viewing request's conversation.
 */
export interface SuccessLink {
  label: string;
  to: string;
  fromAnswer?: { field: string; route: RouteName };
}

/** The link as the notification shows it: a label and a path. */
export interface NotificationLink {
  label: string;
  to: string;
}

/** A form's messages and behaviour (what FormFlowSettings names per form modal). */
export interface SubmitFlowSettings {
  /** Key of the success notification (e.g. 'viewing-request-success'). */
  successMessage: string;
  /** A link the success notification offers (signed in: the message's conversation), else none. */
  successLink?: SuccessLink;
  /** The modal the success message's button leads to (password change: login), else none. */
  successReturnTo?: string;
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
}

export interface SubmitFlowInput extends SubmitFlowSettings {
  /** The form (its modal's name) the flow sends: its call is looked up by it, its modal closed. */
  form: string;
}

/** Where a notification's button leads (a modal's name), or null. */
interface NotifyParams {
  message: string;
  returnTo: string | null;
  /** The success notification's link, if it offers one. */
  link?: NotificationLink;
}

/** The notification's link: the answer's record when it names one, else the link's own place. */
export function linkFor(link: SuccessLink, answer: unknown): NotificationLink {
  const id = link.fromAnswer && typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[link.fromAnswer.field] : undefined;
  const to = link.fromAnswer && typeof id === 'number' ? hrefFor(link.fromAnswer.route, { id }) : link.to;
  return { label: link.label, to };
}

interface SubmitFlowContext {
  form: string;
  successReturnTo: string | null;
  successMessage: string;
  successLink: SuccessLink | null;
  /** The last successful call's answer (a link may lead to what it names). */
  answer: unknown;
  resetOnError: boolean;
  closeFormBeforeLoading: boolean;
  errorMessage: string;
  validationFailedMessage: string;
  useServerMessage: boolean;
  /** Field -> message from the server's `validation_failed` answer. */
  errors: Record<string, string>;
  /** The message shown for the last failed call; null before any call and after a success. */
  lastError: string | null;
  /** What the user typed at the last submit; kept after a failure, forgotten when the form resets. */
  values: SubmitValues | undefined;
}

/**
 * A submit may bring this submit's success message and link (`success`), which the form decides
 * when it is sent (signed in or not); without it the flow's settings stand.
 */
export type SubmitFlowEvent =
  | { type: 'submit'; values: SubmitValues; data?: unknown; success?: { message: string; link?: SuccessLink } }
  | { type: 'reset' };

export const submitFlowMachine = setup({
  types: {
    context: {} as SubmitFlowContext,
    events: {} as SubmitFlowEvent,
    input: {} as SubmitFlowInput,
  },
  actions: {
    notifyLoading: () => {},
    notifySuccess: (_, _params: NotifyParams) => {},
    notifyError: (_, _params: NotifyParams) => {},
    closeForm: () => {},
    resetForm: assign({ values: undefined, errors: {} }),
    startSubmit: assign(({ event }) => {
      assertEvent(event, 'submit');
      const success = event.success === undefined ? {} : { successMessage: event.success.message, successLink: event.success.link ?? null };
      return { values: event.values, errors: {}, lastError: null, ...success };
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
    shouldCloseFormFirst: ({ context }) => context.closeFormBeforeLoading,
    shouldResetOnError: ({ context }) => context.resetOnError,
  },
  actors: {
    submit: fromPromise<unknown, FormSubmission>(({ input }) => Promise.reject(new Error(`submitFlow: no call provided for ${input.form}`))),
  },
}).createMachine({
  id: 'submitFlow',
  context: ({ input }) => ({
    form: input.form,
    successReturnTo: input.successReturnTo ?? null,
    successMessage: input.successMessage,
    successLink: input.successLink ?? null,
    answer: undefined,
    resetOnError: input.resetOnError ?? false,
    closeFormBeforeLoading: input.closeFormBeforeLoading ?? false,
    errorMessage: input.errorMessage ?? DEFAULT_SUBMIT_ERROR,
    validationFailedMessage: input.validationFailedMessage ?? input.errorMessage ?? DEFAULT_SUBMIT_ERROR,
    useServerMessage: input.useServerMessage ?? true,
    errors: {},
    lastError: null,
    values: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        submit: { target: 'submitting', actions: 'startSubmit' },
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
        input: ({ context, event }): FormSubmission => {
          assertEvent(event, 'submit');
          return { form: context.form, values: event.values, data: event.data };
        },
        onDone: { target: 'succeeded', actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: {
      entry: [
        {
          type: 'notifySuccess',
          params: ({ context }) => ({
            message: context.successMessage,
            returnTo: context.successReturnTo,
            link: context.successLink === null ? undefined : linkFor(context.successLink, context.answer),
          }),
        },
        'closeForm',
        'resetForm',
      ],
      always: 'idle',
    },
    failed: {
      entry: enqueueActions(({ context, enqueue, check }) => {
        // The form keeps what was typed unless it resets on error: the message leads back to it.
        enqueue({
          type: 'notifyError',
          params: { message: context.lastError ?? context.errorMessage, returnTo: context.resetOnError ? null : context.form },
        });
        enqueue('closeForm');
        if (check('shouldResetOnError')) enqueue('resetForm');
      }),
      always: 'idle',
    },
  },
});

type SubmitFlowSnapshot = SnapshotFrom<typeof submitFlowMachine>;

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
