import { createActor, getNextSnapshot, waitFor } from 'xstate';
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
import type { SubmitFlowEvent, SubmitFlowInput, SubmitFlowSnapshot, SubmitValues } from '../../../src/machines/submitFlow.ts';

type Effect = [name: string, params?: unknown];

const rtkError = (status: number, data: unknown) => ({ status, data });
const validationFailed = (errors: { property: string; message: string }[]) =>
  rtkError(422, { message: 'validation_failed', errors });

interface Options {
  call?: (values: SubmitValues) => Promise<unknown>;
  isValid?: (values: SubmitValues) => boolean;
}

/** A submit in a pure transition: its call is never made there. */
const submitted = (values: SubmitValues): SubmitFlowEvent => ({
  type: 'submit',
  values,
  request: () => Promise.reject(new Error('no call in a pure transition')),
});

function startFlow(input: SubmitFlowInput, options: Options = {}) {
  const effects: Effect[] = [];
  const sent: SubmitValues[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => {
    effects.push(params === undefined ? [name] : [name, params]);
  };
  const isValid = options.isValid;
  /** The form's submit: its values and its call (recorded when made). */
  const submitEvent = (values: SubmitValues): SubmitFlowEvent => ({
    type: 'submit',
    values,
    request: () => {
      sent.push(values);
      return (options.call ?? (() => Promise.resolve({})))(values);
    },
  });
  const machine = submitFlowMachine.provide({
    actions: {
      notifyLoading: record('notifyLoading'),
      notifySuccess: record('notifySuccess'),
      notifyError: record('notifyError'),
      closeForm: record('closeForm'),
      resetForm: record('resetForm'),
    },
    ...(isValid
      ? { guards: { isValid: ({ event }) => event.type === 'submit' && isValid(event.values) } }
      : {}),
  });
  const actor = createActor(machine, { input }).start();
  const submit = async (values: SubmitValues) => {
    actor.send(submitEvent(values));
    return waitFor(actor, (s) => s.matches('idle'));
  };
  return { actor, effects, sent, submit, submitEvent };
}

const requireName = (values: SubmitValues): Record<string, string> =>
  typeof values.name === 'string' && values.name.length >= 2 ? {} : { name: 'error-min-length' };

describe('submit flow: pure transitions', () => {
  const idle = (input: SubmitFlowInput = { successMessage: 'ok' }) =>
    createActor(submitFlowMachine, { input }).getSnapshot();

  it('starts idle with no errors, taking its settings from input with defaults', () => {
    const snapshot = idle();
    expect(snapshot.value).toBe('idle');
    expect(selectIsSubmitting(snapshot)).toBe(false);
    expect(selectFieldErrors(snapshot)).toEqual({});
    expect(selectLastError(snapshot)).toBeNull();
    expect(snapshot.context).toMatchObject({
      successMessage: 'ok',
      resetOnError: false,
      closeFormBeforeLoading: false,
      errorMessage: 'error-try-again',
      validationFailedMessage: 'error-try-again',
      useServerMessage: true,
    });
    expect(DEFAULT_SUBMIT_ERROR).toBe('error-try-again');
  });

  it('idle: a valid submit starts submitting', () => {
    const next = getNextSnapshot(submitFlowMachine, idle(), submitted({ name: 'Ivan' }));
    expect(next.value).toBe('submitting');
    expect(selectIsSubmitting(next)).toBe(true);
  });

  it('idle: an invalid submit stays idle and keeps the field errors', () => {
    const next = getNextSnapshot(submitFlowMachine, idle({ successMessage: 'ok', validate: requireName }), submitted({ name: 'I' }));
    expect(next.value).toBe('idle');
    expect(selectFieldErrors(next)).toEqual({ name: 'error-min-length' });
  });

  it('idle: reset clears the errors; a valid submit clears them too', () => {
    const invalid = getNextSnapshot(submitFlowMachine, idle({ successMessage: 'ok', validate: requireName }), submitted({}));
    expect(selectFieldErrors(getNextSnapshot(submitFlowMachine, invalid, { type: 'reset' }))).toEqual({});
    const valid = getNextSnapshot(submitFlowMachine, invalid, submitted({ name: 'Ivan' }));
    expect(selectFieldErrors(valid)).toEqual({});
  });

  it('submitting: another submit or a reset is ignored (the call is already sent)', () => {
    const submitting = getNextSnapshot(submitFlowMachine, idle(), submitted({}));
    expect(getNextSnapshot(submitFlowMachine, submitting, submitted({})).value).toBe('submitting');
    expect(getNextSnapshot(submitFlowMachine, submitting, { type: 'reset' }).value).toBe('submitting');
  });
});

describe('submit flow: calls', () => {
  it('on success: loading, the call with the values, success, close the form, reset it', async () => {
    const { effects, sent, submit } = startFlow({ successMessage: 'message-sent-successfully' });
    const snapshot = await submit({ name: 'Ivan', phone: '0888123456', message: 'Hello' });
    expect(sent).toEqual([{ name: 'Ivan', phone: '0888123456', message: 'Hello' }]);
    expect(effects).toEqual([
      ['notifyLoading'],
      ['notifySuccess', { message: 'message-sent-successfully' }],
      ['closeForm'],
      ['resetForm'],
    ]);
    expect(selectLastError(snapshot)).toBeNull();
  });

  it('shows loading while the call is under way', async () => {
    let finish!: () => void;
    const { actor, effects, submitEvent } = startFlow(
      { successMessage: 'ok' },
      { call: () => new Promise<void>((resolve) => (finish = resolve)) },
    );
    actor.send(submitEvent({}));
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(effects).toEqual([['notifyLoading']]);
    finish();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(false);
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
    expect(effects).toEqual([['notifyLoading'], ['notifyError', { message: 'Линкът е изтекъл' }], ['closeForm']]);
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
    expect(effects).toContainEqual(['notifyError', { message: 'please-try-again-later' }]);
    expect(selectLastError(snapshot)).toBe('please-try-again-later');
  });

  it('without an errorMessage the fallback is error-try-again', async () => {
    const { effects, submit } = startFlow({ successMessage: 'ok' }, { call: () => Promise.reject(new Error('x')) });
    await submit({});
    expect(effects).toContainEqual(['notifyError', { message: 'error-try-again' }]);
  });

  it('useServerMessage false always shows the form’s own message', async () => {
    const { effects, submit } = startFlow(
      { successMessage: 'ok', useServerMessage: false },
      { call: () => Promise.reject(rtkError(400, { message: 'server text' })) },
    );
    await submit({});
    expect(effects).toContainEqual(['notifyError', { message: 'error-try-again' }]);
  });

  it('resetOnError resets the form after a failure too (roommate message, viewing request)', async () => {
    const { effects, submit } = startFlow(
      { successMessage: 'message-sent-successfully', resetOnError: true },
      { call: () => Promise.reject(rtkError(500, { message: 'Вътрешна грешка' })) },
    );
    await submit({ name: 'Ivan' });
    expect(effects).toEqual([
      ['notifyLoading'],
      ['notifyError', { message: 'Вътрешна грешка' }],
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
      ['notifyError', { message: 'please-try-again-later' }],
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
    expect(effects).toContainEqual(['notifyError', { message: 'error-please-fulfill-all-fields-with-valid-data' }]);
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

  it('invalid values (input.validate): no call, no notification, the errors kept', async () => {
    const { actor, effects, sent, submitEvent } = startFlow({ successMessage: 'ok', validate: requireName });
    actor.send(submitEvent({ name: 'I' }));
    const snapshot: SubmitFlowSnapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(selectFieldErrors(snapshot)).toEqual({ name: 'error-min-length' });
    expect(sent).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('invalid values (a provided isValid guard): no call, no notification', async () => {
    const { actor, effects, sent, submit, submitEvent } = startFlow(
      { successMessage: 'ok' },
      { isValid: (values) => values.token !== undefined },
    );
    actor.send(submitEvent({ password: 'secret1' }));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toEqual([]);
    expect(effects).toEqual([]);
    await submit({ token: 'abc', password: 'secret1' });
    expect(sent).toEqual([{ token: 'abc', password: 'secret1' }]);
  });

  it('a call that throws at once fails like a rejected one', async () => {
    const actor = createActor(submitFlowMachine, { input: { successMessage: 'ok' } }).start();
    actor.send({
      type: 'submit',
      values: {},
      request: () => {
        throw new Error('not sent');
      },
    });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectLastError(snapshot)).toBe('error-try-again');
  });
});

describe('submit flow: what the user typed', () => {
  const start = (input: SubmitFlowInput) => createActor(submitFlowMachine, { input }).start();
  const send = async (actor: ReturnType<typeof start>, values: SubmitValues, request: () => Promise<unknown>) => {
    actor.send({ type: 'submit', values, request });
    return waitFor(actor, (s) => s.matches('idle'));
  };
  const rejected = () => Promise.reject(validationFailed([{ property: 'email', message: 'Невалиден имейл' }]));

  it('keeps the values and the field errors after a failure, for the form to open with', async () => {
    const snapshot = await send(start({ successMessage: 'ok' }), { email: 'x' }, rejected);
    expect(selectSavedValues(snapshot)).toEqual({ email: 'x' });
    expect(selectFieldErrors(snapshot)).toEqual({ email: 'Невалиден имейл' });
  });

  it('forgets them when the form resets: after a success', async () => {
    const actor = start({ successMessage: 'ok' });
    await send(actor, { email: 'x' }, rejected);
    const snapshot = await send(actor, { email: 'maria@example.com' }, () => Promise.resolve({}));
    expect(selectSavedValues(snapshot)).toBeUndefined();
    expect(selectFieldErrors(snapshot)).toEqual({});
  });

  it('forgets them when the form resets: after a failure too with resetOnError', async () => {
    const snapshot = await send(start({ successMessage: 'ok', resetOnError: true }), { email: 'x' }, rejected);
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
