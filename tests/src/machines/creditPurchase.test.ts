import { createActor, fromPromise, getNextSnapshot, waitFor } from 'xstate';
import { CREDIT_PACKAGES } from '../../../domain/index.ts';
import {
  CREDIT_PURCHASE_FAILED,
  canProceed,
  creditPurchaseMachine,
  paymentUrlOf,
  selectIsPurchasing,
  selectSelectedCredits,
} from '../../../src/machines/creditPurchase.ts';
import type { CreditPurchaseEvent, CreditPurchaseSnapshot } from '../../../src/machines/creditPurchase.ts';

type Effect = [name: string, params?: unknown];

const at = (value: CreditPurchaseSnapshot['value'], credits: number | null = null): CreditPurchaseSnapshot =>
  creditPurchaseMachine.resolveState({ value, context: { credits } });
const next = (snapshot: CreditPurchaseSnapshot, event: CreditPurchaseEvent) =>
  getNextSnapshot(creditPurchaseMachine, snapshot, event);

describe('credit purchase: pure transitions', () => {
  it('starts with no package: proceed is grey', () => {
    const snapshot = createActor(creditPurchaseMachine).getSnapshot();
    expect(snapshot.value).toBe('noPackage');
    expect(canProceed(snapshot)).toBe(false);
    expect(selectSelectedCredits(snapshot)).toBeNull();
    expect(selectIsPurchasing(snapshot)).toBe(false);
  });

  it.each(CREDIT_PACKAGES.map((pkg) => pkg.credits))('noPackage: choosing the %i-credit package turns proceed green', (credits) => {
    const snapshot = next(at('noPackage'), { type: 'purchase.select', credits });
    expect(snapshot.value).toBe('packageSelected');
    expect(selectSelectedCredits(snapshot)).toBe(credits);
    expect(canProceed(snapshot)).toBe(true);
  });

  it('noPackage: an unknown package, proceed and reset change nothing', () => {
    for (const event of [
      { type: 'purchase.select', credits: 5 },
      { type: 'purchase.proceed' },
      { type: 'purchase.reset' },
    ] as CreditPurchaseEvent[]) {
      const snapshot = next(at('noPackage'), event);
      expect(snapshot.value).toBe('noPackage');
      expect(selectSelectedCredits(snapshot)).toBeNull();
    }
  });

  it('packageSelected: choosing again changes the package', () => {
    const snapshot = next(at('packageSelected', 9), { type: 'purchase.select', credits: 132 });
    expect(snapshot.value).toBe('packageSelected');
    expect(selectSelectedCredits(snapshot)).toBe(132);
  });

  it('packageSelected: an unknown package keeps the chosen one', () => {
    const snapshot = next(at('packageSelected', 9), { type: 'purchase.select', credits: 1000 });
    expect(selectSelectedCredits(snapshot)).toBe(9);
    expect(canProceed(snapshot)).toBe(true);
  });

  it('packageSelected: proceed starts the payment (proceed is no longer available)', () => {
    const snapshot = next(at('packageSelected', 39), { type: 'purchase.proceed' });
    expect(snapshot.value).toBe('initiating');
    expect(canProceed(snapshot)).toBe(false);
    expect(selectIsPurchasing(snapshot)).toBe(true);
  });

  it('packageSelected: reset forgets the package', () => {
    const snapshot = next(at('packageSelected', 39), { type: 'purchase.reset' });
    expect(snapshot.value).toBe('noPackage');
    expect(selectSelectedCredits(snapshot)).toBeNull();
  });

  it('initiating: choosing, proceeding again and reset are ignored', () => {
    for (const event of [
      { type: 'purchase.select', credits: 4 },
      { type: 'purchase.proceed' },
      { type: 'purchase.reset' },
    ] as CreditPurchaseEvent[]) {
      const snapshot = next(at('initiating', 39), event);
      expect(snapshot.value).toBe('initiating');
      expect(selectSelectedCredits(snapshot)).toBe(39);
    }
  });

  it('redirecting: only reset leads back to no package', () => {
    expect(next(at('redirecting', 39), { type: 'purchase.select', credits: 4 }).value).toBe('redirecting');
    expect(next(at('redirecting', 39), { type: 'purchase.proceed' }).value).toBe('redirecting');
    expect(canProceed(at('redirecting', 39))).toBe(false);
    expect(selectIsPurchasing(at('redirecting', 39))).toBe(true);
    const snapshot = next(at('redirecting', 39), { type: 'purchase.reset' });
    expect(snapshot.value).toBe('noPackage');
    expect(selectSelectedCredits(snapshot)).toBeNull();
  });
});

describe('credit purchase: payment initiation', () => {
  function startPurchase(initiate: (input: { credits: number }) => Promise<unknown>) {
    const effects: Effect[] = [];
    const inputs: unknown[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) => {
      effects.push(params === undefined ? [name] : [name, params]);
    };
    const actor = createActor(
      creditPurchaseMachine.provide({
        actors: {
          initiatePayment: fromPromise(({ input }: { input: { credits: number } }) => {
            inputs.push(input);
            return initiate(input);
          }),
        },
        actions: { redirect: record('redirect'), closeModal: record('closeModal'), notifyError: record('notifyError') },
      }),
    ).start();
    actor.send({ type: 'purchase.select', credits: 39 });
    actor.send({ type: 'purchase.proceed' });
    return { actor, effects, inputs };
  }

  it('sends the browser to the returned paymentUrl', async () => {
    const { actor, effects, inputs } = startPurchase(() => Promise.resolve({ paymentUrl: 'https://pay.example/p/1' }));
    const snapshot = await waitFor(actor, (s) => !s.matches('initiating'));
    expect(inputs).toEqual([{ credits: 39 }]);
    expect(snapshot.value).toBe('redirecting');
    expect(effects).toEqual([['redirect', { url: 'https://pay.example/p/1' }]]);
  });

  it.each([
    ['no paymentUrl', {}],
    ['an empty paymentUrl', { paymentUrl: '' }],
    ['no answer body', undefined],
  ])('with %s: the modal closes and please-try-again-later shows', async (_, answer) => {
    const { actor, effects } = startPurchase(() => Promise.resolve(answer));
    const snapshot = await waitFor(actor, (s) => !s.matches('initiating'));
    expect(snapshot.value).toBe('noPackage');
    expect(canProceed(snapshot)).toBe(false);
    expect(effects).toEqual([['closeModal'], ['notifyError', { message: 'please-try-again-later' }]]);
  });

  it('when the call fails: the modal closes and please-try-again-later shows', async () => {
    const { actor, effects } = startPurchase(() => Promise.reject({ status: 500, data: { message: 'Грешка' } }));
    const snapshot = await waitFor(actor, (s) => !s.matches('initiating'));
    expect(snapshot.value).toBe('noPackage');
    expect(effects).toEqual([['closeModal'], ['notifyError', { message: CREDIT_PURCHASE_FAILED }]]);
  });

  it('fails the same way when the app did not provide the call', async () => {
    const actor = createActor(creditPurchaseMachine).start();
    actor.send({ type: 'purchase.select', credits: 4 });
    actor.send({ type: 'purchase.proceed' });
    expect((await waitFor(actor, (s) => !s.matches('initiating'))).value).toBe('noPackage');
  });
});

describe('paymentUrlOf', () => {
  it('is the non-empty string paymentUrl, else null', () => {
    expect(paymentUrlOf({ paymentUrl: 'https://pay.example/p/1' })).toBe('https://pay.example/p/1');
    expect(paymentUrlOf({ paymentUrl: 12 })).toBeNull();
    expect(paymentUrlOf({ paymentUrl: '   ' })).toBeNull();
    expect(paymentUrlOf(null)).toBeNull();
    expect(paymentUrlOf('https://pay.example')).toBeNull();
  });
});
