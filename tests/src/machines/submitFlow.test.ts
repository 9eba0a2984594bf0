import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import {
  DEFAULT_SUBMIT_ERROR,
  fieldErrorsOf,
  selectFieldErrors,
  selectIsSubmitting,
  selectLastError,
  selectSavedValues,
  serverMessage,
  submitFlowMachine,
} from '../../../src/machines/submitFlow.ts';
import type { FormSubmission, SubmitFlowEvent, SubmitFlowInput, SubmitValues } from '../../../src/machines/submitFlow.ts';

type Effect = [name: string, params?: unknown];

const rtkError = (status: number, data: unknown) => ({ status, data });
const validationFailed = (errors: { property: string; message: string }[]) =>
  rtkError(422, { message: 'validation_failed', errors });

type Call = (submission: FormSubmission) => Promise<unknown>;

/** A submit: data only, the values (and what else the call needs). */
const submitted = (values: SubmitValues, data?: unknown): SubmitFlowEvent => ({ type: 'submit', values, data });

const FORM = 'signUp';

/** The flow with `call` provided as its `submit` actor, as the machines' runtime provides a form's call. */
const withCall = (call: Call) => submitFlowMachine.provide({ actors: { submit: fromPromise<unknown, FormSubmission>(({ input }) => call(input)) } });

function startFlow(settings: Omit<SubmitFlowInput, 'form'>, options: { call?: (values: SubmitValues) => Promise<unknown> } = {}) {
  const effects: Effect[] = [];
  const sent: FormSubmission[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? [name] : [name, params]);
  };
  const machine = withCall((submission) => {
    sent.push(submission);
    return (options.call ?? (() => Promise.resolve({})))(submission.values);
  }).provide({
    actions: {
      notifyLoading: record('notifyLoading'),
      notifySuccess: record('notifySuccess'),
      notifyError: record('notifyError'),
      closeForm: record('closeForm'),
      resetForm: record('resetForm'),
    },
  });
  const actor = createActor(machine, { input: { ...settings, form: FORM } }).start();
  const submit = async (values: SubmitValues, data?: unknown) => {
    actor.send(submitted(values, data));
    return waitFor(actor, (s) => s.matches('idle'));
  };
  return { actor, effects, sent, submit };
}

/** The notifications' parameters: the message, and where its button leads. */
const leadingTo = (message: string, returnTo: string | null = null) => ({ message, returnTo });

describe('submit flow: pure transitions', () => {
  const idle = (settings: Omit<SubmitFlowInput, 'form'> = { successMessage: 'ok' }) =>
    createActor(submitFlowMachine, { input: { ...settings, form: FORM } }).getSnapshot();

  it('starts idle with no errors, taking its settings from input with defaults', () => {
    const snapshot = idle();
    expect(snapshot.value).toBe('idle');
    expect(selectIsSubmitting(snapshot)).toBe(false);
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(selectLastError(snapshot)).toBeNull();
    expect(snapshot.context).toMatchObject({
      form: FORM,
      successReturnTo: null,
      successMessage: 'ok',
      resetOnError: false,
      closeFormBeforeLoading: false,
      errorMessage: 'error-try-again',
      validationFailedMessage: 'error-try-again',
      useServerMessage: true,
    });
    expect(DEFAULT_SUBMIT_ERROR).toBe('error-try-again');
  });

  it('idle: a submit starts submitting (the form checked its values before sending them)', () => {
    const next = getNextSnapshot(submitFlowMachine, idle(), submitted({ name: 'Ivan' }));
    expect(next.value).toBe('submitting');
    expect(selectIsSubmitting(next)).toBe(true);
  });

  it('submitting: another submit or a reset is ignored (the call is already sent)', () => {
    const submitting = getNextSnapshot(submitFlowMachine, idle(), submitted({}));
    expect(getNextSnapshot(submitFlowMachine, submitting, submitted({})).value).toBe('submitting');
    expect(getNextSnapshot(submitFlowMachine, submitting, { type: 'reset' }).value).toBe('submitting');
  });
});

describe('submit flow: calls', () => {
  it('on success: loading, the call with the form, its values and data, success, close the form, reset it', async () => {
    const { effects, sent, submit } = startFlow({ successMessage: 'message-sent-successfully' });
    const snapshot = await submit({ name: 'Ivan', phone: '0888123456', message: 'Hello' }, { id: '7' });
    expect(sent).toEqual([{ form: FORM, values: { name: 'Ivan', phone: '0888123456', message: 'Hello' }, data: { id: '7' } }]);
    expect(effects).toEqual([
      ['notifyLoading'],
      ['notifySuccess', leadingTo('message-sent-successfully')],
      ['closeForm'],
      ['resetForm'],
    ]);
    expect(selectLastError(snapshot)).toBeNull();
  });

  it('shows loading while the call is under way', async () => {
    let finish!: () => void;
    const { actor, effects } = startFlow({ successMessage: 'ok' }, { call: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send(submitted({}));
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual([['notifyLoading']]);
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(false);
  });

  it("offers the success link of this submit: the answer's record when it names one, else the link's own place", async () => {
    const answers: unknown[] = [{ id: 5, conversationId: 42 }, { id: 6, conversationId: null }];
    const { actor, effects } = startFlow({ successMessage: 'ok' }, { call: () => Promise.resolve(answers.shift()) });
    const link = { label: 'conversations-see-in-messages', to: '/profil/saobshteniya', fromAnswer: { field: 'conversationId', route: 'Conversation' as const } };
    const send = async (success: Extract<SubmitFlowEvent, { type: 'submit' }>['success']) => {
      actor.send({ type: 'submit', values: {}, success });
      await waitFor(actor, (s) => s.matches('idle'));
    };
    await send({ message: 'sent-signed-in', link });
    await send({ message: 'sent-signed-in', link });
    // A later submit without a link (a visitor's) offers none, and says its own message.
    await send({ message: 'sent-visitor' });
    expect(effects.filter(([name]) => name === 'notifySuccess')).toEqual([
      ['notifySuccess', { ...leadingTo('sent-signed-in'), link: { label: 'conversations-see-in-messages', to: '/profil/saobshteniya/42' } }],
      ['notifySuccess', { ...leadingTo('sent-signed-in'), link: { label: 'conversations-see-in-messages', to: '/profil/saobshteniya' } }],
      ['notifySuccess', leadingTo('sent-visitor')],
    ]);
  });

  it('the viewing request closes its modal before the loading message shows', async () => {
    const { effects, submit } = startFlow({
      successMessage: 'viewing-request-success',
      closeFormBeforeLoading: true,
      resetOnError: true,
      errorMessage: 'please-try-again-later',
    });
    await submit({ propertyId: 7 });
    expect(effects.map(([name]) => name)).toEqual(['closeForm', 'notifyLoading', 'notifySuccess', 'closeForm', 'resetForm']);
  });

  it("on failure: the server's message, the form closes but keeps what was typed", async () => {
    const { effects, submit } = startFlow(
      { successMessage: 'password-updated-successfully' },
      { call: () => Promise.reject(rtkError(400, { message: 'Линкът е изтекъл' })) },
    );
    const snapshot = await submit({ password: 'secret1' });
    // The error message leads back to the form, which kept what was typed.
    expect(effects).toEqual([['notifyLoading'], ['notifyError', leadingTo('Линкът е изтекъл', FORM)], ['closeForm']]);
    expect(selectLastError(snapshot)).toBe('Линкът е изтекъл');
  });

  it.each([
    ['no answer', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['an answer without an error body', rtkError(502, '<html>Bad gateway</html>')],
    ['a thrown Error', new Error('boom')],
  ])('on failure with %s: the form’s error message', async (_, error) => {
    const { effects, submit } = startFlow(
      { successMessage: 'viewing-request-success', errorMessage: 'please-try-again-later' },
      { call: () => Promise.reject(error) },
    );
    const snapshot = await submit({});
    expect(effects).toContainEqual(['notifyError', leadingTo('please-try-again-later', FORM)]);
    expect(selectLastError(snapshot)).toBe('please-try-again-later');
  });

  it('without an errorMessage the fallback is error-try-again', async () => {
    const { effects, submit } = startFlow({ successMessage: 'ok' }, { call: () => Promise.reject(new Error('x')) });
    await submit({});
    expect(effects).toContainEqual(['notifyError', leadingTo('error-try-again', FORM)]);
  });

  it('useServerMessage false always shows the form’s own message', async () => {
    const { effects, submit } = startFlow(
      { successMessage: 'ok', useServerMessage: false },
      { call: () => Promise.reject(rtkError(400, { message: 'server text' })) },
    );
    await submit({});
    expect(effects).toContainEqual(['notifyError', leadingTo('error-try-again', FORM)]);
  });

  it('the success message leads to successReturnTo (password change: login)', async () => {
    const { effects, submit } = startFlow({ successMessage: 'password-updated-successfully', successReturnTo: 'login' });
    await submit({ password: 'secret1' });
    expect(effects).toContainEqual(['notifySuccess', leadingTo('password-updated-successfully', 'login')]);
  });

  it('resetOnError resets the form after a failure too (roommate message, viewing request)', async () => {
    const { effects, submit } = startFlow(
      { successMessage: 'message-sent-successfully', resetOnError: true },
      { call: () => Promise.reject(rtkError(500, { message: 'Вътрешна грешка' })) },
    );
    await submit({ name: 'Ivan' });
    // The form starts blank again: the message leads nowhere.
    expect(effects).toEqual([
      ['notifyLoading'],
      ['notifyError', leadingTo('Вътрешна грешка')],
      ['closeForm'],
      ['resetForm'],
    ]);
  });

  it('the viewing request on failure: close, loading, error, close, reset', async () => {
    const { effects, submit } = startFlow(
      { successMessage: 'viewing-request-success', closeFormBeforeLoading: true, resetOnError: true, errorMessage: 'please-try-again-later' },
      { call: () => Promise.reject(new Error('offline')) },
    );
    await submit({});
    expect(effects).toEqual([
      ['closeForm'],
      ['notifyLoading'],
      ['notifyError', leadingTo('please-try-again-later')],
      ['closeForm'],
      ['resetForm'],
    ]);
  });

  it('validation_failed: the fields to highlight (confirmPassword also marks password) and the form’s message', async () => {
    const { effects, submit } = startFlow(
      {
        successMessage: 'ok',
        errorMessage: 'error-please-try-again-later',
        validationFailedMessage: 'error-please-fulfill-all-fields-with-valid-data',
      },
      {
        call: () =>
          Promise.reject(
            validationFailed([
              { property: 'email', message: 'Невалиден имейл' },
              { property: 'confirmPassword', message: 'Паролите не съвпадат' },
            ]),
          ),
      },
    );
    const snapshot = await submit({ email: 'x' });
    expect(selectFieldErrors(snapshot)).toEqual({
      email: 'Невалиден имейл',
      confirmPassword: 'Паролите не съвпадат',
      password: 'Паролите не съвпадат',
    });
    expect(effects).toContainEqual(['notifyError', leadingTo('error-please-fulfill-all-fields-with-valid-data', FORM)]);
  });

  it('a failed form can be sent again and succeed, which clears the error', async () => {
    let attempt = 0;
    const { submit } = startFlow(
      { successMessage: 'ok' },
      { call: () => (++attempt === 1 ? Promise.reject(rtkError(400, { message: 'no' })) : Promise.resolve({})) },
    );
    expect(selectLastError(await submit({}))).toBe('no');
    expect(selectLastError(await submit({}))).toBeNull();
  });

  it('a call that throws at once fails like a rejected one', async () => {
    const throwing = withCall(() => {
      throw new Error('not sent');
    });
    const actor = createActor(throwing, { input: { successMessage: 'ok', form: FORM } }).start();
    actor.send(submitted({}));
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectLastError(snapshot)).toBe('error-try-again');
  });

  it('without a call provided, the submit fails with the form’s error message', async () => {
    const actor = createActor(submitFlowMachine, { input: { successMessage: 'ok', errorMessage: 'please-try-again-later', form: FORM } }).start();
    actor.send(submitted({ name: 'Ivan' }));
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectLastError(snapshot)).toBe('please-try-again-later');
  });
});

describe('submit flow: what the user typed', () => {
  /** A flow whose calls answer in turn with `answers`. */
  const start = (settings: Omit<SubmitFlowInput, 'form'>, ...answers: (() => Promise<unknown>)[]) =>
    createActor(withCall(() => answers.shift()!()), { input: { ...settings, form: FORM } }).start();
  const send = async (actor: ReturnType<typeof start>, values: SubmitValues) => {
    actor.send(submitted(values));
    return waitFor(actor, (s) => s.matches('idle'));
  };
  const rejected = () => Promise.reject(validationFailed([{ property: 'email', message: 'Невалиден имейл' }]));

  it('keeps the values and the field errors after a failure, for the form to open with', async () => {
    const snapshot = await send(start({ successMessage: 'ok' }, rejected), { email: 'x' });
    expect(selectSavedValues(snapshot)).toEqual({ email: 'x' });
    expect(selectFieldErrors(snapshot)).toEqual({ email: 'Невалиден имейл' });
  });

  it('reset clears the field errors and the last error', async () => {
    const actor = start({ successMessage: 'ok' }, rejected);
    await send(actor, { email: 'x' });
    actor.send({ type: 'reset' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    expect(selectLastError(actor.getSnapshot())).toBeNull();
  });

  it('forgets them when the form resets: after a success', async () => {
    const actor = start({ successMessage: 'ok' }, rejected, () => Promise.resolve({}));
    await send(actor, { email: 'x' });
    const snapshot = await send(actor, { email: 'maria@example.com' });
    expect(selectSavedValues(snapshot)).toBeUndefined();
    expect(selectFieldErrors(snapshot)).toEqual({});
  });

  it('forgets them when the form resets: after a failure too with resetOnError', async () => {
    const snapshot = await send(start({ successMessage: 'ok', resetOnError: true }, rejected), { email: 'x' });
    expect(selectSavedValues(snapshot)).toBeUndefined();
    expect(selectFieldErrors(snapshot)).toEqual({});
  });
});

describe('serverMessage', () => {
  it("is the message of RTK Query's error body", () => {
    expect(serverMessage(rtkError(403, { message: 'Потвърдете адреса си' }))).toBe('Потвърдете адреса си');
  });

  it('is null for validation_failed, no answer, no body, blank messages and thrown errors', () => {
    expect(serverMessage(validationFailed([{ property: 'email', message: 'x' }]))).toBeNull();
    expect(serverMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeNull();
    expect(serverMessage(rtkError(500, 'text'))).toBeNull();
    expect(serverMessage(rtkError(500, { message: '  ' }))).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
    expect(serverMessage(null)).toBeNull();
    expect(serverMessage('string')).toBeNull();
  });
});

describe('fieldErrorsOf', () => {
  it('maps a validation_failed list, the first error per field winning', () => {
    expect(
      fieldErrorsOf(
        validationFailed([
          { property: 'phone', message: 'first' },
          { property: 'phone', message: 'second' },
        ]),
      ),
    ).toEqual({ phone: 'first' });
  });

  it('is empty for any other error', () => {
    expect(fieldErrorsOf(rtkError(400, { message: 'other', errors: [{ property: 'x', message: 'y' }] }))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
