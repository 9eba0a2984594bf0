/**
 * Stripe Checkout as the card provider (PAYMENT_PROVIDER=stripe, docs/decisions/0020), through
 * the `stripe` package. A checkout is a Checkout Session in `payment` mode with one line (the
 * package, in euro cents); Stripe's page takes the card, then returns the buyer to the status page
 * (success_url) or the same page with `cancel=1` (cancel_url). The outcome comes from the
 * session (retrieve) or from Stripe's signed events (the webhook), whichever arrives first.
 */
import Stripe from 'stripe';
import type { CheckoutOutcome, CheckoutReport, PaymentProvider } from './provider.ts';
import { WebhookSignatureError } from './provider.ts';

interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's public base URL: Stripe needs absolute return addresses. */
  publicUrl: string;
  /** Another API base URL (a stripe-mock, the tests' fake); Stripe's own when absent. */
  apiUrl?: string | undefined;
}

/** What a session says: paid, expired (left or timed out), or still open / awaiting a delayed payment. */
function outcomeOfSession(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): CheckoutOutcome {
  if (session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')) return 'succeeded';
  if (session.status === 'expired') return 'cancelled';
  return 'pending';
}

/** The Checkout events that settle a payment, and what each means. */
function reportOf(event: Stripe.Event): CheckoutReport | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return { reference: event.data.object.id, outcome: outcomeOfSession(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return { reference: event.data.object.id, outcome: 'succeeded' };
    case 'checkout.session.async_payment_failed':
      return { reference: event.data.object.id, outcome: 'declined' };
    default:
      return null;
  }
}

function connectionOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...connectionOf(options.apiUrl) });
  const absolute = (path: string) => `${options.publicUrl}${path}`;

  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: request.amount, product_data: { name: request.description } } }],
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          locale: request.locale === 'bg' ? 'bg' : 'en',
          success_url: absolute(request.returnPath),
          cancel_url: absolute(request.cancelPath),
        },
        // A retried create never opens a second checkout for the same payment.
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { reference: session.id, url: session.url };
    },
    async outcome(reference) {
      return outcomeOfSession(await stripe.checkout.sessions.retrieve(reference));
    },
    async cancel(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      // Only an open session can be expired; a completed one keeps its outcome.
      if (session.status !== 'open') return outcomeOfSession(session);
      return outcomeOfSession(await stripe.checkout.sessions.expire(reference));
    },
    verifyCallback(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      return reportOf(event);
    },
  };
}
