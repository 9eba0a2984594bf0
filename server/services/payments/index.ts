/**
 * The card provider credits are bought through (product §10 "Payments", docs/decisions/0020):
 * one interface, chosen by configuration (PAYMENT_PROVIDER). The embedded default is the sandbox
 * (sandbox.ts): a checkout page of the site itself that plays the provider with test cards. The
 * real one is Stripe Checkout (stripe.ts). The credits area (server/areas/credits) keeps the
 * payments and adds the credits; a provider only runs checkouts and reports their outcome.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

export type { CheckoutOutcome, CheckoutReport, CheckoutRequest, PaymentProvider } from './provider.ts';
export { WebhookSignatureError } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured card provider. */
    payments: PaymentProvider;
  }
}

export const paymentProvider = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'payments',
      config.paymentProvider === 'stripe'
        ? createStripeProvider({
            secretKey: config.stripeSecretKey!,
            webhookSecret: config.stripeWebhookSecret!,
            publicUrl: config.publicUrl,
            apiUrl: config.stripeApiUrl,
          })
        : createSandboxProvider(app.db),
    );
    if (config.paymentProvider === 'sandbox') app.log.info('Payments: the embedded sandbox checkout (test cards); set PAYMENT_PROVIDER=stripe for Stripe');
  },
  { name: 'payment-provider', decorators: { fastify: ['config', 'db'] } },
);
