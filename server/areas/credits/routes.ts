/**
 * The credits area's handlers (contract tag payments, and the ledger, tagged users):
 * buying a credit package through the configured card provider (server/services/payments), the
 * payment's status, the provider's callbacks (Stripe's webhook; the sandbox's own checkout
 * pages, which report to the app as a provider would), promoting a listing to premium with
 * credits, and the wallet's ledger (docs/decisions/0020).
 *
 * A payment is settled (credits added exactly once) by whoever learns its outcome first: the
 * buyer's status call, the provider's callback, or the sandbox's checkout; the repository's
 * settling changes only a pending payment, so the others change nothing.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCreditPackage, findPromotionPlan } from '../../../domain/credits.ts';
import { hrefFor } from '../../../domain/routes.ts';
import { CARD_ERROR_KEYS, expiryNotPassed } from '../../../domain/validation/sandboxCard.ts';
import type { Payment } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound, serviceUnavailable, validationFailed } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import type { CheckoutOutcome } from '../../services/payments/index.ts';
import { WebhookSignatureError } from '../../services/payments/index.ts';
import type { SandboxCompletion } from '../../services/payments/sandbox.ts';
import { sendReceiptMail } from './mails.ts';
import type { LedgerRow } from './repository.ts';

/**
 * Records a provider's outcome of a payment (nothing when it is still pending or already settled);
 * the call that credits a purchase sends its receipt, so it goes once however often it is reported.
 */
async function settle(server: FastifyInstance, payment: Payment, outcome: CheckoutOutcome): Promise<void> {
  if (outcome === 'pending' || payment.status !== 'pending') return;
  const settled = await server.creditsRepository.settlePayment(payment.id, outcome);
  if (settled?.credited) await sendReceiptMail(server, settled.credited);
}

/** A provider's report on one of its checkouts, as its callback brings it. */
async function settleReported(server: FastifyInstance, reference: string, outcome: CheckoutOutcome): Promise<void> {
  const payment = await server.creditsRepository.findPaymentByRef(server.payments.name, reference);
  if (payment) await settle(server, payment, outcome);
  else server.log.warn({ reference }, 'payments: a callback for an unknown checkout');
}

/** What the provider says of a pending payment now; when it cannot be asked, the payment stays pending. */
async function askProvider(request: FastifyRequest, payment: Payment, cancel: boolean): Promise<CheckoutOutcome> {
  const { payments } = request.server;
  if (payment.providerRef === null || payment.provider !== payments.name) return 'pending';
  try {
    return cancel ? await payments.cancel(payment.providerRef) : await payments.outcome(payment.providerRef);
  } catch (error) {
    request.log.error({ err: error, paymentId: payment.publicId }, 'payments: the provider did not answer');
    return 'pending';
  }
}

/** The sandbox checkout pages exist only while the sandbox is the provider. */
function sandboxOf(request: FastifyRequest) {
  const { sandbox } = request.server.payments;
  if (!sandbox) throw notFound();
  return sandbox;
}

/** A completed sandbox checkout reported to the app (its callback), then where the buyer goes. */
async function completed(request: FastifyRequest, reference: string, completion: SandboxCompletion) {
  if ('error' in completion) {
    if (completion.error === 'not-found') throw notFound();
    if (completion.error === 'not-open') throw conflict('credits-error-checkout-closed');
    throw validationFailed([{ property: 'cardNumber', key: 'credits-error-card-unknown' }]);
  }
  const outcome = ({ open: 'pending', paid: 'succeeded', declined: 'declined', cancelled: 'cancelled' } as const)[completion.status];
  await settleReported(request.server, reference, outcome);
  return completion;
}

function ledgerEntryOf(row: LedgerRow, locale: FastifyRequest['locale']) {
  return {
    id: row.id,
    kind: row.kind,
    credits: row.credits,
    balance: row.balance,
    createdAt: row.createdAt.toISOString(),
    payment: row.paymentPublicId === null ? null : { paymentId: row.paymentPublicId, amount: row.paymentAmount ?? 0 },
    promotion:
      row.kind === 'promotion'
        ? {
            kind: row.listingKind!,
            id: row.listingId,
            title: row.listingTitle === null ? null : pick(row.listingTitle, locale),
            days: row.days ?? 0,
            premiumUntil: (row.premiumUntil ?? row.createdAt).toISOString(),
          }
        : null,
  };
}

export const creditsHandlers = {
  async buyCredits(request, reply) {
    const { creditsRepository, payments, translator } = request.server;
    // The package's price is the server's own (domain/credits.ts); the body names the package only.
    const pkg = findCreditPackage(request.body.credits);
    if (!pkg) throw validationFailed([{ property: 'credits', key: 'error-choose-credit-package' }]);
    const paymentId = randomBytes(18).toString('base64url');
    const payment = await creditsRepository.createPayment({
      publicId: paymentId,
      userId: request.user!.id,
      provider: payments.name,
      credits: pkg.credits,
      amount: pkg.price,
    });
    let checkout;
    try {
      checkout = await payments.createCheckout({
        paymentId,
        amount: pkg.price,
        description: translator.t(request.locale, 'credits-checkout-description', { count: String(pkg.credits) }),
        locale: request.locale,
        returnPath: hrefFor('PaymentStatus', {}, { paymentId }),
        cancelPath: hrefFor('PaymentStatus', {}, { paymentId, cancel: '1' }),
      });
    } catch (error) {
      request.log.error({ err: error, paymentId }, 'payments: the provider refused to open a checkout');
      await creditsRepository.settlePayment(payment.id, 'cancelled');
      throw serviceUnavailable('credits-error-provider-unavailable');
    }
    await creditsRepository.setProviderRef(payment.id, checkout.reference);
    return reply.code(201).send({ paymentId, paymentUrl: checkout.url });
  },

  async getPaymentStatus(request) {
    const { creditsRepository } = request.server;
    const user = request.user!;
    let payment = await creditsRepository.findPayment(request.body.paymentId);
    if (!payment) throw notFound();
    if (payment.userId !== user.id) throw forbidden();
    if (payment.status === 'pending') {
      await settle(request.server, payment, await askProvider(request, payment, request.body.cancel === true));
      payment = (await creditsRepository.findPayment(payment.publicId))!;
    }
    return { paymentId: payment.publicId, status: payment.status, credits: payment.credits, balance: await creditsRepository.balanceOf(user.id) };
  },

  async paymentWebhook(request, reply) {
    const { payments } = request.server;
    if (!payments.verifyCallback) throw notFound();
    const signature = request.headers['stripe-signature'];
    let report;
    try {
      report = payments.verifyCallback(request.rawBody ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest('credits-error-webhook-signature');
      throw error;
    }
    if (report) await settleReported(request.server, report.reference, report.outcome);
    return reply.code(204).send();
  },

  async getSandboxCheckout(request) {
    const checkout = await sandboxOf(request).checkout(request.params.reference);
    if (!checkout) throw notFound();
    const { reference, amount, description, status, returnUrl } = checkout;
    return { reference, amount, currency: 'EUR' as const, description, status, returnUrl };
  },

  async paySandboxCheckout(request) {
    const sandbox = sandboxOf(request);
    const { reference } = request.params;
    if (!expiryNotPassed(request.body.expiry, new Date())) throw validationFailed([{ property: 'expiry', key: CARD_ERROR_KEYS.expired }]);
    const { status, returnUrl } = await completed(request, reference, await sandbox.pay(reference, request.body.cardNumber));
    return { status, returnUrl };
  },

  async cancelSandboxCheckout(request) {
    const { reference } = request.params;
    const { status, returnUrl } = await completed(request, reference, await sandboxOf(request).leave(reference));
    return { status, returnUrl };
  },

  async promoteListing(request, reply) {
    const { creditsRepository } = request.server;
    const user = request.user!;
    const { kind, id, days } = request.body;
    const plan = findPromotionPlan(days);
    if (!plan) throw validationFailed([{ property: 'days', key: 'credits-error-unknown-plan' }]);
    // Flatmate offers are for regular users (decision 0013): another type is refused before any record is read.
    if (kind === 'tenantOffer' && user.type !== 'user') throw forbidden();
    const listing = await creditsRepository.findPromotable(kind, id);
    if (!listing || listing.deleted) throw notFound();
    if (listing.ownerUserId !== user.id) throw forbidden();
    if (!listing.published) throw conflict('credits-error-not-published');
    const result = await creditsRepository.promote(user.id, { kind, id }, plan);
    if ('refused' in result) {
      throw conflict(result.refused === 'not-enough-credits' ? 'credits-error-not-enough-credits' : 'credits-error-not-published');
    }
    return reply.code(201).send({ kind, id, days: plan.days, credits: plan.credits, premiumUntil: result.premiumUntil.toISOString(), balance: result.balance });
  },

  async getCreditLedger(request) {
    // The contract's defaults (offset 0, limit 10) are filled in before a handler runs.
    const offset = request.query.offset!;
    const limit = request.query.limit!;
    const userId = request.user!.id;
    const [page, balance] = await Promise.all([
      request.server.creditsRepository.ledger(userId, { offset, limit }),
      request.server.creditsRepository.balanceOf(userId),
    ]);
    return { items: page.items.map((row) => ledgerEntryOf(row, request.locale)), total: page.total, offset, limit, balance };
  },
} satisfies AreaHandlers;

