/**
 * The modals of the app shell and the forms (spec 3 "Modal flags", 4 "Modals"): at most one is
 * open at a time. Opening one closes all others; each can be toggled or closed, or all closed.
 * The notification modal carries a message and a kind (loading, success, error), so showing a
 * notification also closes whatever form modal was open.
 *
 * Components read the narrow selectors below (`isModalOpen(snapshot, 'login')`), never the
 * context directly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export const MODAL_NAMES = [
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
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

export type NotificationKind = 'loading' | 'success' | 'error';

export interface ModalNotification {
  message: string;
  kind: NotificationKind;
}

export interface ModalsContext {
  /** The one open modal, or null. */
  open: ModalName | null;
  /** What the opener passed along (e.g. `{ propertyId }` for the viewing request). */
  payload: Record<string, unknown> | null;
  /** The notification's message and kind while the notification modal is open, else null. */
  notification: ModalNotification | null;
}

export type ModalsEvent =
  | { type: 'modal.open'; name: ModalName; payload?: Record<string, unknown> }
  | { type: 'modal.toggle'; name: ModalName }
  | { type: 'modal.close'; name: ModalName }
  | { type: 'modal.closeAll' }
  | { type: 'notification.show'; message: string; kind: NotificationKind };

const NOTHING_OPEN: ModalsContext = { open: null, payload: null, notification: null };

export const modalsMachine = setup({
  types: {
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
  },
  actions: {
    /** Opens the named modal alone (any other one closes with its payload and notification). */
    openModal: assign(({ event }) => {
      assertEvent(event, ['modal.open', 'modal.toggle']);
      return {
        open: event.name,
        payload: event.type === 'modal.open' ? (event.payload ?? null) : null,
        notification: null,
      };
    }),
    showNotification: assign(({ event }) => {
      assertEvent(event, 'notification.show');
      return {
        open: 'notification' as const,
        payload: null,
        notification: { message: event.message, kind: event.kind },
      };
    }),
    closeEverything: assign(() => NOTHING_OPEN),
  },
  guards: {
    /** The event names the modal that is open now. */
    isOpenModal: ({ context, event }) => {
      assertEvent(event, ['modal.toggle', 'modal.close']);
      return context.open === event.name;
    },
  },
}).createMachine({
  id: 'modals',
  context: NOTHING_OPEN,
  initial: 'closed',
  on: {
    'modal.open': { target: '.open', actions: 'openModal' },
    'notification.show': { target: '.open', actions: 'showNotification' },
  },
  states: {
    closed: {
      on: {
        'modal.toggle': { target: 'open', actions: 'openModal' },
      },
    },
    open: {
      on: {
        'modal.toggle': [
          { guard: 'isOpenModal', target: 'closed', actions: 'closeEverything' },
          { target: 'open', actions: 'openModal' },
        ],
        // Closing a modal that is not the open one changes nothing.
        'modal.close': { guard: 'isOpenModal', target: 'closed', actions: 'closeEverything' },
        'modal.closeAll': { target: 'closed', actions: 'closeEverything' },
      },
    },
  },
});

export type ModalsSnapshot = SnapshotFrom<typeof modalsMachine>;

/** The open modal's name, or null. */
export function selectOpenModal(snapshot: ModalsSnapshot): ModalName | null {
  return snapshot.context.open;
}

export function isModalOpen(snapshot: ModalsSnapshot, name: ModalName): boolean {
  return snapshot.context.open === name;
}

/** The notification being shown (message and kind), or null when the notification modal is closed. */
export function selectNotification(snapshot: ModalsSnapshot): ModalNotification | null {
  return snapshot.context.open === 'notification' ? snapshot.context.notification : null;
}

/** What the open modal was opened with, or null. */
export function selectModalPayload(snapshot: ModalsSnapshot): Record<string, unknown> | null {
  return snapshot.context.payload;
}
