import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, waitFor } from 'xstate';
import type { InspectionEvent } from 'xstate';
import {
  MODAL_NAMES,
  SENDING_MESSAGE_KEY,
  formFlowMachine,
  isModalOpen,
  modalsMachine,
  selectFormFlow,
  selectModalPayload,
  selectNotification,
  selectNotificationReturn,
  selectOpenModal,
  selectPayloadOf,
} from '../../../src/machines/modals.ts';
import type { FormFlowSettings, ModalName, ModalsEvent, ModalsSnapshot } from '../../../src/machines/modals.ts';
import { selectFieldErrors, selectIsSubmitting, selectSavedValues } from '../../../src/machines/submitFlow.ts';
import type { FormSubmission, SubmitValues } from '../../../src/machines/submitFlow.ts';

const initial = (): ModalsSnapshot => getInitialSnapshot(modalsMachine);
const after = (...events: ModalsEvent[]): ModalsSnapshot =>
  events.reduce((snapshot, event) => getNextSnapshot(modalsMachine, snapshot, event), initial());

const openModals = (snapshot: ModalsSnapshot): ModalName[] => MODAL_NAMES.filter((name) => isModalOpen(snapshot, name));

describe('modals machine: pure transitions', () => {
  it('starts with every modal closed and no notification', () => {
    const snapshot = initial();
    expect(snapshot.value).toBe('closed');
    expect(selectOpenModal(snapshot)).toBeNull();
    expect(openModals(snapshot)).toEqual([]);
    expect(selectNotification(snapshot)).toBeNull();
    expect(selectModalPayload(snapshot)).toBeNull();
  });

  it('knows the modal flags of product §3 plus the room picker and the promotion dialog', () => {
    expect(MODAL_NAMES).toEqual([
      'signUp',
      'login',
      'passChange',
      'forgottenPassword',
      'notification',
      'propertyViewRequest',
      'roommateOfferMessage',
      'creditBuy',
      'coordinatesGuide',
      'productImport',
      'roomPicker',
      'promoteListing',
      'saveSearch',
      'moveStart',
    ]);
  });

  describe('from closed', () => {
    it.each(MODAL_NAMES)('modal.open %s opens only that modal', (name) => {
      const snapshot = after({ type: 'modal.open', name });
      expect(snapshot.value).toBe('open');
      expect(openModals(snapshot)).toEqual([name]);
    });

    it('modal.open keeps the payload for the modal', () => {
      const snapshot = after({ type: 'modal.open', name: 'propertyViewRequest', payload: { propertyId: 7 } });
      expect(selectModalPayload(snapshot)).toEqual({ propertyId: 7 });
    });

    it('modal.toggle opens the modal', () => {
      expect(openModals(after({ type: 'modal.toggle', name: 'roomPicker' }))).toEqual(['roomPicker']);
    });

    it('modal.close and modal.closeAll change nothing', () => {
      expect(after({ type: 'modal.close', name: 'login' })).toMatchObject({ value: 'closed', context: initial().context });
      expect(after({ type: 'modal.closeAll' })).toMatchObject({ value: 'closed', context: initial().context });
    });

    it.each(['loading', 'success', 'error'] as const)('notification.show of kind %s opens the notification with it', (kind) => {
      const snapshot = after({ type: 'notification.show', message: 'message-sent-successfully', kind });
      expect(openModals(snapshot)).toEqual(['notification']);
      expect(selectNotification(snapshot)).toEqual({ message: 'message-sent-successfully', kind });
    });
  });

  describe('from open', () => {
    const loginOpen = (): ModalsEvent => ({ type: 'modal.open', name: 'login' });

    it('opening another modal closes the open one (one modal at a time)', () => {
      const snapshot = after(loginOpen(), { type: 'modal.open', name: 'signUp' });
      expect(openModals(snapshot)).toEqual(['signUp']);
    });

    it('opening another modal drops the previous payload', () => {
      const snapshot = after(
        { type: 'modal.open', name: 'propertyViewRequest', payload: { propertyId: 7 } },
        { type: 'modal.open', name: 'login' },
      );
      expect(selectModalPayload(snapshot)).toBeNull();
    });

    it('opening the open modal again keeps it open with the new payload', () => {
      const snapshot = after(
        { type: 'modal.open', name: 'propertyViewRequest', payload: { propertyId: 7 } },
        { type: 'modal.open', name: 'propertyViewRequest', payload: { propertyId: 8 } },
      );
      expect(openModals(snapshot)).toEqual(['propertyViewRequest']);
      expect(selectModalPayload(snapshot)).toEqual({ propertyId: 8 });
    });

    it('toggling the open modal closes it', () => {
      const snapshot = after(loginOpen(), { type: 'modal.toggle', name: 'login' });
      expect(snapshot.value).toBe('closed');
      expect(selectOpenModal(snapshot)).toBeNull();
    });

    it('toggling another modal opens it and closes the open one', () => {
      const snapshot = after(loginOpen(), { type: 'modal.toggle', name: 'roomPicker' });
      expect(openModals(snapshot)).toEqual(['roomPicker']);
    });

    it('closing the open modal closes it', () => {
      const snapshot = after(
        { type: 'modal.open', name: 'propertyViewRequest', payload: { propertyId: 7 } },
        { type: 'modal.close', name: 'propertyViewRequest' },
      );
      expect(snapshot.value).toBe('closed');
      expect(selectOpenModal(snapshot)).toBeNull();
      expect(selectModalPayload(snapshot)).toBeNull();
    });

    it('closing a modal that is not the open one does nothing', () => {
      const before = after(loginOpen());
      const snapshot = getNextSnapshot(modalsMachine, before, { type: 'modal.close', name: 'signUp' });
      expect(snapshot.value).toBe('open');
      expect(snapshot.context).toEqual(before.context);
    });

    it('closeAll closes the open modal', () => {
      const snapshot = after(loginOpen(), { type: 'modal.closeAll' });
      expect(snapshot.value).toBe('closed');
      expect(openModals(snapshot)).toEqual([]);
    });

    it('a notification replaces the open form modal', () => {
      const snapshot = after(
        { type: 'modal.open', name: 'roommateOfferMessage' },
        { type: 'notification.show', message: 'loading', kind: 'loading' },
      );
      expect(openModals(snapshot)).toEqual(['notification']);
      expect(selectNotification(snapshot)).toEqual({ message: 'loading', kind: 'loading' });
    });

    it('a new notification replaces the shown one (loading → success)', () => {
      const snapshot = after(
        { type: 'notification.show', message: 'loading', kind: 'loading' },
        { type: 'notification.show', message: 'message-sent-successfully', kind: 'success' },
      );
      expect(selectNotification(snapshot)).toEqual({ message: 'message-sent-successfully', kind: 'success' });
    });

    it('opening a modal hides the notification', () => {
      const snapshot = after({ type: 'notification.show', message: 'x', kind: 'error' }, loginOpen());
      expect(openModals(snapshot)).toEqual(['login']);
      expect(selectNotification(snapshot)).toBeNull();
    });

    it('closing the notification forgets its message', () => {
      const snapshot = after(
        { type: 'notification.show', message: 'x', kind: 'error' },
        { type: 'modal.close', name: 'notification' },
      );
      expect(selectNotification(snapshot)).toBeNull();
      expect(snapshot.context.notification).toBeNull();
    });
  });
});

describe('modals machine: where the notification leads', () => {
  const errorFor = (returnTo: ModalName): ModalsEvent => ({ type: 'notification.show', message: 'x', kind: 'error', returnTo });

  it('dismissing a notification with returnTo reopens that modal, and forgets where it led', () => {
    const shown = after({ type: 'modal.open', name: 'signUp' }, errorFor('signUp'));
    expect(selectNotificationReturn(shown)).toBe('signUp');
    const back = getNextSnapshot(modalsMachine, shown, { type: 'notification.dismiss' });
    expect(openModals(back)).toEqual(['signUp']);
    expect(selectNotification(back)).toBeNull();
    expect(back.context.returnTo).toBeNull();
  });

  it('dismissing a notification without returnTo closes it', () => {
    const dismissed = after({ type: 'notification.show', message: 'x', kind: 'success' }, { type: 'notification.dismiss' });
    expect(dismissed.value).toBe('closed');
    expect(selectNotificationReturn(dismissed)).toBeNull();
  });

  it('any other modal opening, or closing everything, forgets where the notification led', () => {
    expect(after(errorFor('signUp'), { type: 'modal.open', name: 'login' }).context.returnTo).toBeNull();
    expect(after(errorFor('signUp'), { type: 'modal.closeAll' }).context.returnTo).toBeNull();
    expect(after(errorFor('signUp'), { type: 'notification.show', message: 'y', kind: 'success' }).context.returnTo).toBeNull();
  });

  it('dismissing changes nothing when no notification is shown', () => {
    const loginOpen = after({ type: 'modal.open', name: 'login' });
    expect(getNextSnapshot(modalsMachine, loginOpen, { type: 'notification.dismiss' }).context).toEqual(loginOpen.context);
  });
});

describe('modals machine: payloads typed per modal', () => {
  it("gives the open modal's payload, and null for any other modal", () => {
    const snapshot = after({ type: 'modal.open', name: 'passChange', payload: { token: 't-1' } });
    expect(selectPayloadOf(snapshot, 'passChange')).toEqual({ token: 't-1' });
    expect(selectPayloadOf(snapshot, 'propertyViewRequest')).toBeNull();
    expect(selectPayloadOf(after({ type: 'modal.open', name: 'passChange' }), 'passChange')).toBeNull();
  });
});

describe('modals machine: the submit flows of the form modals', () => {
  const SETTINGS: FormFlowSettings = { successMessage: 'sign-up-success-message' };

  /** A call the test settles by hand. */
  function deferredCall() {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { request: () => promise, resolve, reject };
  }

  /**
   * The modals machine with the forms' calls provided as the runtime provides them; `submit`
   * sends the form's values (data only) after setting what its call does.
   */
  function startWithForm(form: ModalName = 'signUp', options: { inspect?: (event: InspectionEvent) => void } = {}) {
    let nextCall: () => Promise<unknown> = () => Promise.resolve({});
    const submissions: FormSubmission[] = [];
    const submitActor = fromPromise<unknown, FormSubmission>(({ input }) => {
      submissions.push(input);
      return nextCall();
    });
    const machine = modalsMachine.provide({ actors: { formFlow: formFlowMachine.provide({ actors: { submit: submitActor } }) } });
    const actor = createActor(machine, options).start();
    actor.send({ type: 'modal.open', name: form });
    const submit = (values: SubmitValues, call: () => Promise<unknown>, settings: FormFlowSettings = SETTINGS, data?: unknown) => {
      nextCall = call;
      actor.send({ type: 'form.submit', form, settings, values, data });
    };
    const flow = () => selectFormFlow(actor.getSnapshot(), form)?.getSnapshot();
    return { actor, submit, flow, submissions };
  }

  const validationFailed = { status: 422, data: { message: 'validation_failed', errors: [{ property: 'email', message: 'Невалиден имейл' }] } };

  it("a form's first submit starts its flow: loading in place of the form, then success, and the form forgets what was typed", async () => {
    const { actor, submit, flow } = startWithForm();
    expect(selectFormFlow(actor.getSnapshot(), 'signUp')).toBeUndefined();
    const call = deferredCall();
    submit({ email: 'maria@example.com' }, call.request);
    expect(selectNotification(actor.getSnapshot())).toEqual({ message: SENDING_MESSAGE_KEY, kind: 'loading' });
    expect(selectIsSubmitting(flow()!)).toBe(true);

    call.resolve();
    const done = await waitFor(actor, (s) => selectNotification(s)?.kind === 'success');
    expect(selectNotification(done)).toEqual({ message: 'sign-up-success-message', kind: 'success' });
    expect(selectNotificationReturn(done)).toBeNull();
    expect(selectSavedValues(flow()!)).toBeUndefined();
    actor.stop();
  });

  it('a failure leads back to the form, which keeps what was typed and the field errors; the same flow sends it again', async () => {
    const { actor, submit, flow } = startWithForm();
    submit({ email: 'x' }, () => Promise.reject(validationFailed), { ...SETTINGS, validationFailedMessage: 'error-please-fulfill-all-fields-with-valid-data' });
    const failed = await waitFor(actor, (s) => selectNotification(s)?.kind === 'error');
    expect(selectNotification(failed)?.message).toBe('error-please-fulfill-all-fields-with-valid-data');
    expect(selectNotificationReturn(failed)).toBe('signUp');
    const firstFlow = selectFormFlow(failed, 'signUp');
    expect(selectSavedValues(flow()!)).toEqual({ email: 'x' });
    expect(selectFieldErrors(flow()!)).toEqual({ email: 'Невалиден имейл' });

    actor.send({ type: 'notification.dismiss' });
    expect(selectOpenModal(actor.getSnapshot())).toBe('signUp');
    submit({ email: 'maria@example.com' }, () => Promise.resolve({}));
    await waitFor(actor, (s) => selectNotification(s)?.kind === 'success');
    expect(selectFormFlow(actor.getSnapshot(), 'signUp')).toBe(firstFlow);
    expect(selectFieldErrors(flow()!)).toEqual({});
    actor.stop();
  });

  it('a form that resets on error: the error leads nowhere and the form starts blank', async () => {
    const { actor, submit, flow } = startWithForm('roommateOfferMessage');
    submit({ message: 'Здравей' }, () => Promise.reject(new Error('offline')), { successMessage: 'ok', resetOnError: true });
    const failed = await waitFor(actor, (s) => selectNotification(s)?.kind === 'error');
    expect(selectNotificationReturn(failed)).toBeNull();
    expect(selectSavedValues(flow()!)).toBeUndefined();
    actor.send({ type: 'notification.dismiss' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });

  it.each([
    [false, ['propertyViewRequest', 'notification']],
    [true, ['propertyViewRequest', null, 'notification']],
  ] as const)('closeFormBeforeLoading %s: the modals the submit goes through', (closeFormBeforeLoading, modals) => {
    const { actor, submit } = startWithForm('propertyViewRequest');
    const seen: (ModalName | null)[] = [];
    actor.subscribe((snapshot) => seen.push(selectOpenModal(snapshot)));
    submit({ date: '2026-12-01' }, deferredCall().request, { successMessage: 'ok', closeFormBeforeLoading });
    expect(seen).toEqual(modals);
    actor.stop();
  });

  it("the success message leads to the settings' successReturnTo (password change: login)", async () => {
    const { actor, submit } = startWithForm('passChange');
    submit({ password: 'secret1' }, () => Promise.resolve(), { successMessage: 'ok', successReturnTo: 'login' });
    const done = await waitFor(actor, (s) => selectNotification(s)?.kind === 'success');
    expect(selectNotificationReturn(done)).toBe('login');
    actor.send({ type: 'notification.dismiss' });
    expect(selectOpenModal(actor.getSnapshot())).toBe('login');
    actor.stop();
  });

  it("a form's call gets the form's name, its values and its data", async () => {
    const { actor, submit, submissions } = startWithForm('passChange');
    submit({ password: 'secret1', password2: 'secret1' }, () => Promise.resolve(), { successMessage: 'ok' }, { token: 't-1', password: 'secret1' });
    await waitFor(actor, (s) => selectNotification(s)?.kind === 'success');
    expect(submissions).toEqual([{ form: 'passChange', values: { password: 'secret1', password2: 'secret1' }, data: { token: 't-1', password: 'secret1' } }]);
    actor.stop();
  });

  it('without the calls provided, a submit ends in the form’s error message', async () => {
    const actor = createActor(modalsMachine).start();
    actor.send({ type: 'modal.open', name: 'signUp' });
    actor.send({ type: 'form.submit', form: 'signUp', settings: { successMessage: 'ok', errorMessage: 'error-try-again' }, values: {} });
    const failed = await waitFor(actor, (s) => selectNotification(s)?.kind === 'error');
    expect(selectNotification(failed)?.message).toBe('error-try-again');
    actor.stop();
  });

  it('every event the machine and its flows receive is data: it survives structuredClone and JSON unchanged', async () => {
    const events: unknown[] = [];
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type === '@xstate.event') events.push(inspection.event);
    };
    const { actor, submit } = startWithForm('propertyViewRequest', { inspect });
    submit({ date: '2026-12-01' }, () => Promise.reject(new Error('offline')), { successMessage: 'ok', closeFormBeforeLoading: true }, 7);
    await waitFor(actor, (s) => selectNotification(s)?.kind === 'error');
    actor.send({ type: 'notification.dismiss' });
    submit({ date: '2026-12-02' }, () => Promise.resolve({ id: 1 }), { successMessage: 'ok' }, 7);
    await waitFor(actor, (s) => selectNotification(s)?.kind === 'success');
    actor.stop();

    // The form's submit, the flow's submit, its notifications and the closing of the form at least.
    const types = events.map((event) => (event as { type: string }).type);
    expect(types).toEqual(expect.arrayContaining(['form.submit', 'submit', 'notification.show', 'modal.close']));
    // The submit actor's outcome events (xstate.done.actor / xstate.error.actor) carry what the call gave, not a call.
    const ours = events.filter((event) => !(event as { type: string }).type.startsWith('xstate.'));
    for (const event of ours) {
      expect(structuredClone(event)).toEqual(event);
      expect(JSON.parse(JSON.stringify(event))).toEqual(event);
    }
  });
});

describe('modals machine: inspection', () => {
  it('reports the events it receives to the inspect option', async () => {
    const inspect = jest.fn();
    const actor = createActor(modalsMachine, { inspect });
    actor.start();
    actor.send({ type: 'modal.open', name: 'login' });
    actor.send({ type: 'modal.closeAll' });
    // Delivery may come on a later tick (docs/toolchain.md trap 9).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const received = inspect.mock.calls
      .map(([event]: [{ type: string; event?: { type: string } }]) => event)
      .filter((event) => event.type === '@xstate.event')
      .map((event) => event.event?.type);
    expect(received).toEqual(expect.arrayContaining(['modal.open', 'modal.closeAll']));
    actor.stop();
  });
});
