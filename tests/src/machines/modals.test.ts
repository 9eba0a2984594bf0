import { createActor, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  MODAL_NAMES,
  isModalOpen,
  modalsMachine,
  selectModalPayload,
  selectNotification,
  selectOpenModal,
} from '../../../src/machines/modals.ts';
import type { ModalName, ModalsEvent, ModalsSnapshot } from '../../../src/machines/modals.ts';

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

  it('knows the modal flags of spec 3 plus the room picker', () => {
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

describe('modals machine: inspection', () => {
  it('reports the events it receives to the inspect option', async () => {
    const inspect = jest.fn();
    const actor = createActor(modalsMachine, { inspect });
    actor.start();
    actor.send({ type: 'modal.open', name: 'login' });
    actor.send({ type: 'modal.closeAll' });
    // Delivery may come on a later tick (TOOLCHAIN trap 9).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const received = inspect.mock.calls
      .map(([event]: [{ type: string; event?: { type: string } }]) => event)
      .filter((event) => event.type === '@xstate.event')
      .map((event) => event.event?.type);
    expect(received).toEqual(expect.arrayContaining(['modal.open', 'modal.closeAll']));
    actor.stop();
  });
});
