/**
 * The credits area's e-mail: the receipt of a credit purchase (what was bought, the price with
 * its VAT, the new balance), in the buyer's language, sent once, by whoever settled the payment
 * (routes.ts); a package is at least 4 credits, so the texts need no singular. It is sent after
 * the credits are stored, so a receipt that cannot be sent is logged, not a failed payment.
 */
import type { FastifyInstance } from 'fastify';
import { formatMoney, vatIncludedIn } from '../../../domain/money.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { SettledPayment } from './repository.ts';

export async function sendReceiptMail(server: FastifyInstance, purchase: NonNullable<SettledPayment['credited']>): Promise<void> {
  const { locale } = purchase;
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(locale, key, values);
  const money = (cents: number) => formatMoney(cents, locale);
  const text = [
    t('credits-mail-receipt-intro'),
    '',
    t('credits-mail-receipt-bought', { count: purchase.credits }),
    t('credits-mail-receipt-price', { price: money(purchase.amount), vat: money(vatIncludedIn(purchase.amount)) }),
    t('credits-mail-receipt-balance', { count: purchase.balance }),
    '',
    t('credits-mail-receipt-ledger'),
    `${server.config.publicUrl}${hrefFor('AdminSettings')}`,
    '',
    t('mail-signature'),
  ].join('\n');
  try {
    await server.mailer.send({ to: purchase.email, subject: t('credits-mail-receipt-subject', { count: purchase.credits }), text });
  } catch (error) {
    server.log.error({ err: error }, 'credit receipt e-mail not sent');
  }
}
