/**
 * The modals of the app shell and the forms (product §3 "Modal flags", 4 "Modals"): at most one is
 * open at a time. Opening one closes all others; each can be toggled or closed, or all closed.
 * The notification modal carries a message and a kind (loading, success, error), so showing a
 * notification also closes whatever form modal was open; it may lead back to a modal when it is
 * dismissed (`returnTo`: the form an error reports on, the login after a password change).
 *
 * The submit flows of the form modals (submitFlow.ts) are this machine's children: a form's
 * first submit spawns its flow (`form.submit`), which then lives as long as the app, so a form
 * that failed reopens with what was typed and the server's field errors. A flow's effects are
 * events to this machine (its notifications, closing its form). `form.submit` carries data only;
 * the forms' calls are provided as the flows' `submit` actor (machinesRuntime.ts, formCalls.ts).
 *
 * Components read the narrow selectors below (`isModalOpen(snapshot, 'login')`), never the
 * context directly.
 */
import { and, assertEvent, assign, sendParent, sendTo, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PromotionKind } from '../../domain/credits.ts';
import type { SavedSearchCriteria, SavedSearchKind, SavedSearchPlaces } from '../../domain/savedSearches.ts';
import type { PropertyFactsForMove } from '../../domain/move.ts';
import { submitFlowMachine } from './submitFlow.ts';
import type { NotificationLink, SubmitFlowSettings, SubmitValues } from './submitFlow.ts';

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
  'promoteListing',
  'saveSearch',
  'moveStart',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** What a modal is opened with, for the modals that take something; the others take nothing. */
interface ModalPayloads {
  /** The page that asked the visitor to sign in (a path of this site), where signing in returns. */
  login: { returnTo: string };
  /** The password-reset link's token. */
  passChange: { token: string };
  /** The property a viewing is requested for. */
  propertyViewRequest: { propertyId: number };
  /** The listing to promote to premium with credits (docs/decisions/0020), and its title when the opener knows it. */
  promoteListing: { kind: PromotionKind; id: number; title?: string };
  /** The search to save: its kind, its filters and their places' names (the suggested name), and whether it had words (they are not kept). */
  saveSearch: { kind: SavedSearchKind; criteria: SavedSearchCriteria; places: SavedSearchPlaces; hasWords: boolean };
  /** The home a move-in plan starts for (decision 0031): a property's facts or a flatmate offer's, and its title. */
  moveStart: { title: string } & (
    | { kind: 'property'; property: PropertyFactsForMove }
    | { kind: 'flatmate'; offer: { id: number; cityId: number; availableFrom: string } }
  );
}

/** The payload of modal N (undefined for a modal that takes none). */
export type ModalPayload<N extends ModalName> = N extends keyof ModalPayloads ? ModalPayloads[N] : undefined;

/** A modal with what it is opened with (a modal opened without its payload says what it lacks). */
export type ModalOpening = { [N in ModalName]: { name: N; payload?: ModalPayload<N> } }[ModalName];

export type NotificationKind = 'loading' | 'success' | 'error';

export interface ModalNotification {
  message: string;
  kind: NotificationKind;
  /** A link the message offers (a success's "See it in your messages"), else none. */
  link?: NotificationLink;
}

/** The message of the loading notification a submit flow shows while its call runs. */
export const SENDING_MESSAGE_KEY = 'notification-sending';

/**
 * A form modal's submit flow, its effects sent to its parent, this machine. Its flow's `form`
 * and `returnTo` are modal names: this machine starts each flow with its modal's name.
 * The call (`submit`) is the runtime's to provide (`modalsMachine.provide({ actors: { formFlow } })`).
 */
export const formFlowMachine = submitFlowMachine.provide({
  actions: {
    notifyLoading: sendParent({ type: 'notification.show', message: SENDING_MESSAGE_KEY, kind: 'loading' }),
    notifySuccess: sendParent((_, { message, returnTo, link }) => ({
      type: 'notification.show',
      message,
      kind: 'success',
      returnTo: returnTo as ModalName | null,
      link,
    })),
    notifyError: sendParent((_, { message, returnTo }) => ({
      type: 'notification.show',
      message,
      kind: 'error',
      returnTo: returnTo as ModalName | null,
    })),
    closeForm: sendParent(({ context }) => ({ type: 'modal.close', name: context.form as ModalName })),
  },
});

export type FormFlowRef = ActorRefFrom<typeof formFlowMachine>;

/** A form modal's flow settings: its messages, and where its success message leads. */
export interface FormFlowSettings extends SubmitFlowSettings {
  /** The modal that the success message's button leads to (password change: login). */
  successReturnTo?: ModalName;
}

export interface ModalsContext {
  /** The one open modal, or null. */
  open: ModalName | null;
  /** What the open modal was opened with, or null. */
  payload: ModalPayloads[keyof ModalPayloads] | null;
  /** The notification's message and kind while the notification modal is open, else null. */
  notification: ModalNotification | null;
  /** Where dismissing the shown notification leads, or null. */
  returnTo: ModalName | null;
  /** The submit flow of each form that has been sent at least once. */
  forms: Partial<Record<ModalName, FormFlowRef>>;
}

export type ModalsEvent =
  | ({ type: 'modal.open' } & ModalOpening)
  | { type: 'modal.toggle'; name: ModalName }
  | { type: 'modal.close'; name: ModalName }
  | { type: 'modal.closeAll' }
  | { type: 'notification.show'; message: string; kind: NotificationKind; returnTo?: ModalName | null; link?: NotificationLink }
  /** Closes the notification, back to the modal it leads to if there is one. */
  | { type: 'notification.dismiss' }
  /**
   * Sends a form: to its flow, started with `settings` on the form's first submit. Data only:
   * the values typed and what else the form's call needs (`data`); the call is the runtime's.
   */
  | { type: 'form.submit'; form: ModalName; settings: FormFlowSettings; values: SubmitValues; data?: unknown };

const NOTHING_OPEN = { open: null, payload: null, notification: null, returnTo: null } as const;

export const modalsMachine = setup({
  types: {
    context: {} as ModalsContext,
    events: {} as ModalsEvent,
  },
  actors: { formFlow: formFlowMachine },
  actions: {
    /** Opens the named modal alone (any other one closes with its payload and notification). */
    openModal: assign(({ event }) => {
      assertEvent(event, ['modal.open', 'modal.toggle']);
      return { ...NOTHING_OPEN, open: event.name, payload: event.type === 'modal.open' ? (event.payload ?? null) : null };
    }),
    showNotification: assign(({ event }) => {
      assertEvent(event, 'notification.show');
      return {
        ...NOTHING_OPEN,
        open: 'notification' as const,
        notification: event.link === undefined ? { message: event.message, kind: event.kind } : { message: event.message, kind: event.kind, link: event.link },
        returnTo: event.returnTo ?? null,
      };
    }),
    returnFromNotification: assign(({ context }) => ({ ...NOTHING_OPEN, open: context.returnTo })),
    closeEverything: assign(NOTHING_OPEN),
    startFormFlow: assign(({ context, event, spawn }) => {
      assertEvent(event, 'form.submit');
      if (context.forms[event.form] !== undefined) return {};
      const flow = spawn('formFlow', { input: { ...event.settings, form: event.form } });
      return { forms: { ...context.forms, [event.form]: flow } };
    }),
    sendToFormFlow: sendTo(
      ({ context, event }) => {
        assertEvent(event, 'form.submit');
        const flow = context.forms[event.form];
        if (flow === undefined) throw new Error(`modals: no submit flow for ${event.form}`);
        return flow;
      },
      ({ event }) => {
        assertEvent(event, 'form.submit');
        // This submit's success message and link: the form decides them when it is sent.
        return {
          type: 'submit' as const,
          values: event.values,
          data: event.data,
          success: { message: event.settings.successMessage, link: event.settings.successLink },
        };
      },
    ),
  },
  guards: {
    /** The event names the modal that is open now. */
    isOpenModal: ({ context, event }) => {
      assertEvent(event, ['modal.toggle', 'modal.close']);
      return context.open === event.name;
    },
    isShowingNotification: ({ context }) => context.open === 'notification',
    hasReturn: ({ context }) => context.returnTo !== null,
  },
}).createMachine({
  id: 'modals',
  context: { ...NOTHING_OPEN, forms: {} },
  initial: 'closed',
  on: {
    'modal.open': { target: '.open', actions: 'openModal' },
    'notification.show': { target: '.open', actions: 'showNotification' },
    'form.submit': { actions: ['startFormFlow', 'sendToFormFlow'] },
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
        'notification.dismiss': [
          { guard: and(['isShowingNotification', 'hasReturn']), target: 'open', actions: 'returnFromNotification' },
          { guard: 'isShowingNotification', target: 'closed', actions: 'closeEverything' },
        ],
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

/** Where dismissing the shown notification leads (the form it reported on), or null. */
export function selectNotificationReturn(snapshot: ModalsSnapshot): ModalName | null {
  return snapshot.context.open === 'notification' ? snapshot.context.returnTo : null;
}

/** What the open modal was opened with, or null. */
export function selectModalPayload(snapshot: ModalsSnapshot): ModalsContext['payload'] {
  return snapshot.context.payload;
}

/** What modal `name` was opened with, or null when it is not open or took nothing. */
export function selectPayloadOf<N extends ModalName>(snapshot: ModalsSnapshot, name: N): ModalPayload<N> | null {
  // openModal stores a modal's name and its payload together, so the payload is modal N's.
  return snapshot.context.open === name ? (snapshot.context.payload as ModalPayload<N> | null) : null;
}

/** The submit flow of form `name`, once it has been sent. */
export function selectFormFlow(snapshot: ModalsSnapshot, name: ModalName): FormFlowRef | undefined {
  return snapshot.context.forms[name];
}
