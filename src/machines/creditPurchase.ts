/**
 * Buying credits (product §4 "Credit purchase", 5, 8): no package selected, then one selected (the
 * proceed button turns from grey to green: `canProceed`). Proceeding asks the server to initiate
 * the payment and sends the browser to the returned paymentUrl. Without a paymentUrl, or when
 * the call fails, the modal closes and 'please-try-again-later' shows.
 *
 * Provided by its user, the credits feature: the actor `initiatePayment` (its buyCredits call,
 * POST /api/credit/buy) and the actions `redirect` (sets window.location), `closeModal` and
 * `notifyError`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { findCreditPackage } from '../../domain/credits.ts';

export const CREDIT_PURCHASE_FAILED = 'please-try-again-later';

interface CreditPurchaseContext {
  /** The chosen package, named by its credits; null before a choice. */
  credits: number | null;
}

export type CreditPurchaseEvent =
  | { type: 'purchase.select'; credits: number }
  | { type: 'purchase.proceed' }
  /** Back to no package (e.g. the modal was closed). */
  | { type: 'purchase.reset' };

/** The non-empty paymentUrl of the payment initiation's answer, or null. */
export function paymentUrlOf(output: unknown): string | null {
  if (typeof output !== 'object' || output === null || !('paymentUrl' in output)) return null;
  const url = output.paymentUrl;
  return typeof url === 'string' && url.trim() !== '' ? url : null;
}

export const creditPurchaseMachine = setup({
  types: {
    context: {} as CreditPurchaseContext,
    events: {} as CreditPurchaseEvent,
  },
  actions: {
    redirect: (_, _params: { url: string }) => {},
    closeModal: () => {},
    notifyError: (_, _params: { message: string }) => {},
    selectPackage: assign(({ event }) => {
      assertEvent(event, 'purchase.select');
      return { credits: event.credits };
    }),
    clearPackage: assign({ credits: null }),
  },
  guards: {
    /** One of the packages on offer (domain CREDIT_PACKAGES). */
    isKnownPackage: ({ event }) => {
      assertEvent(event, 'purchase.select');
      return findCreditPackage(event.credits) !== undefined;
    },
    hasPaymentUrl: (_, params: { output: unknown }) => paymentUrlOf(params.output) !== null,
  },
  actors: {
    initiatePayment: fromPromise<unknown, { credits: number }>(() =>
      Promise.reject(new Error('creditPurchase: actor "initiatePayment" not provided')),
    ),
  },
}).createMachine({
  id: 'creditPurchase',
  context: { credits: null },
  initial: 'noPackage',
  states: {
    noPackage: {
      on: {
        'purchase.select': { guard: 'isKnownPackage', target: 'packageSelected', actions: 'selectPackage' },
      },
    },
    packageSelected: {
      on: {
        'purchase.select': { guard: 'isKnownPackage', actions: 'selectPackage' },
        'purchase.proceed': { target: 'initiating' },
        'purchase.reset': { target: 'noPackage', actions: 'clearPackage' },
      },
    },
    initiating: {
      invoke: {
        src: 'initiatePayment',
        input: ({ context }) => ({ credits: context.credits ?? 0 }),
        onDone: [
          {
            guard: { type: 'hasPaymentUrl', params: ({ event }) => ({ output: event.output }) },
            target: 'redirecting',
            actions: { type: 'redirect', params: ({ event }) => ({ url: paymentUrlOf(event.output) ?? '' }) },
          },
          {
            target: 'noPackage',
            actions: ['clearPackage', 'closeModal', { type: 'notifyError', params: { message: CREDIT_PURCHASE_FAILED } }],
          },
        ],
        onError: {
          target: 'noPackage',
          actions: ['clearPackage', 'closeModal', { type: 'notifyError', params: { message: CREDIT_PURCHASE_FAILED } }],
        },
      },
    },
    /**
     * The browser is leaving for the payment page. If it comes back to this page (history,
     * back-forward cache), closing or reopening the modal resets the choice.
     */
    redirecting: {
      on: { 'purchase.reset': { target: 'noPackage', actions: 'clearPackage' } },
    },
  },
});

export type CreditPurchaseSnapshot = SnapshotFrom<typeof creditPurchaseMachine>;

/** A package is chosen and nothing is under way: the proceed button is green (else grey). */
export function canProceed(snapshot: CreditPurchaseSnapshot): boolean {
  return snapshot.can({ type: 'purchase.proceed' });
}

export function selectSelectedCredits(snapshot: CreditPurchaseSnapshot): number | null {
  return snapshot.context.credits;
}

/** The payment is being initiated or the browser is on its way to the payment page. */
export function selectIsPurchasing(snapshot: CreditPurchaseSnapshot): boolean {
  return snapshot.matches('initiating') || snapshot.matches('redirecting');
}
