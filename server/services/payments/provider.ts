/**
 * What every card provider offers the credits area (docs/decisions/0020): open a checkout, tell
 * its outcome, close it, and (a provider that calls back) read its signed callbacks.
 */
import type { Cents, Locale } from '../../../domain/index.ts';
import type { SandboxProvider } from './sandbox.ts';

/** What a provider says of a checkout: the PaymentState it leads to. */
export type CheckoutOutcome = 'pending' | 'succeeded' | 'declined' | 'cancelled';

export interface CheckoutRequest {
  /** The app's payment reference (the contract's paymentId). */
  paymentId: string;
  /** Euro cents to charge, VAT included. */
  amount: Cents;
  /** What is bought, in the buyer's language. */
  description: string;
  locale: Locale;
  /** Root-relative addresses the buyer returns to after paying (or a declined card), and after leaving. */
  returnPath: string;
  cancelPath: string;
}

/** A provider's verified report on one of its checkouts. */
export interface CheckoutReport {
  reference: string;
  outcome: CheckoutOutcome;
}

/** A callback whose signature does not check out. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  /** Stored with each payment (payments.provider). */
  readonly name: 'sandbox' | 'stripe';
  /** Opens a checkout: the provider's reference of it and where to send the buyer. */
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }>;
  /** What the provider says now of a checkout. */
  outcome(reference: string): Promise<CheckoutOutcome>;
  /** Closes a checkout still open (the buyer left); the outcome after (a paid one stays paid). */
  cancel(reference: string): Promise<CheckoutOutcome>;
  /**
   * Reads a callback: its report (null for an event of no interest). Throws WebhookSignatureError
   * when the signature does not match the raw body. Absent: the provider does not call back.
   */
  readonly verifyCallback?: (rawBody: Buffer, signature: string | undefined) => CheckoutReport | null;
  /** The sandbox's own checkout pages (only the sandbox has them). */
  readonly sandbox?: SandboxProvider;
}
