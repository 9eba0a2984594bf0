/**
 * The embedded sandbox card provider (product §10 "Payments"): it plays a card provider for a
 * site without one. A checkout is a page of the site (route SandboxCheckout) where the buyer pays
 * with a test card (domain/credits.ts SANDBOX_CARDS: one pays, one is declined) or leaves; the
 * sandbox then reports the outcome and sends the buyer back, as a real provider would.
 *
 * It stands in for an outside service, so it keeps its own records (`sandbox_checkouts`) and
 * its own queries here; the app's payments know a checkout only by its reference.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hrefFor } from '../../../domain/routes.ts';
import { cardDigits, sandboxCardOutcome } from '../../../domain/credits.ts';
import type { Db } from '../../db/client.ts';
import { sandboxCheckouts } from '../../db/schema/index.ts';
import type { SandboxCheckout, SandboxCheckoutState } from '../../db/schema/index.ts';
import type { CheckoutOutcome, PaymentProvider } from './provider.ts';

const OUTCOME_OF: Record<SandboxCheckoutState, CheckoutOutcome> = {
  open: 'pending',
  paid: 'succeeded',
  declined: 'declined',
  cancelled: 'cancelled',
};

/** What completing a checkout answers: where the buyer goes, or why it could not be done. */
export type SandboxCompletion =
  | { status: SandboxCheckoutState; returnUrl: string }
  | { error: 'not-found' | 'not-open' | 'unknown-card' };

export interface SandboxProvider {
  /** A checkout as its page shows it. */
  checkout(reference: string): Promise<SandboxCheckout | undefined>;
  /** Pays with a test card (paid or declined); answers where the buyer goes back to. */
  pay(reference: string, cardNumber: string): Promise<SandboxCompletion>;
  /** The buyer leaves without paying. */
  leave(reference: string): Promise<SandboxCompletion>;
}

export function createSandboxProvider(db: Db): PaymentProvider & { sandbox: SandboxProvider } {
  async function find(reference: string): Promise<SandboxCheckout | undefined> {
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.reference, reference)).limit(1);
    return row;
  }

  /** Closes an open checkout with `status`; only an open one changes (a second click changes nothing). */
  async function complete(reference: string, status: Exclude<SandboxCheckoutState, 'open'>, cardNumber?: string): Promise<SandboxCompletion> {
    const [row] = await db
      .update(sandboxCheckouts)
      .set({ status, completedAt: sql`now()`, cardLast4: cardNumber === undefined ? null : cardDigits(cardNumber).slice(-4) })
      .where(and(eq(sandboxCheckouts.reference, reference), eq(sandboxCheckouts.status, 'open')))
      .returning();
    if (row) return { status: row.status, returnUrl: status === 'cancelled' ? row.cancelUrl : row.returnUrl };
    return { error: (await find(reference)) ? 'not-open' : 'not-found' };
  }

  const sandbox: SandboxProvider = {
    checkout: find,
    async pay(reference, cardNumber) {
      const outcome = sandboxCardOutcome(cardNumber);
      if (outcome === null) return (await find(reference)) ? { error: 'unknown-card' } : { error: 'not-found' };
      return complete(reference, outcome === 'succeeded' ? 'paid' : 'declined', cardNumber);
    },
    leave: (reference) => complete(reference, 'cancelled'),
  };

  return {
    name: 'sandbox',
    sandbox,
    async createCheckout(request) {
      const reference = randomBytes(18).toString('base64url');
      await db.insert(sandboxCheckouts).values({
        reference,
        amount: request.amount,
        description: request.description,
        returnUrl: request.returnPath,
        cancelUrl: request.cancelPath,
      });
      return { reference, url: hrefFor('SandboxCheckout', { id: reference }) };
    },
    async outcome(reference) {
      const row = await find(reference);
      return row ? OUTCOME_OF[row.status] : 'pending';
    },
    async cancel(reference) {
      await complete(reference, 'cancelled');
      return this.outcome(reference);
    },
  };
}
