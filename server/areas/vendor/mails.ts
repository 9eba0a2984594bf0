/** The buyer's e-mail when a vendor moves its part of their order (plain text, like the order's own). */
import type { FastifyRequest } from 'fastify';
import type { StoredOrder } from '../../db/orders.ts';
import { pick } from '../../localize.ts';
import { orderWriter } from '../../orderView.ts';
import type { Group } from '../../orderView.ts';

/**
 * The buyer's e-mail of a change of one shop's part of their order: what changed, that shop's
 * lines, the carrier and tracking number once shipped, and the link to the order page (a
 * private one when the order has no account); in the checkout's language.
 * Logged, not thrown, when it cannot be sent: the change stands.
 */
export async function sendStatusMail(request: FastifyRequest, order: StoredOrder, own: Group): Promise<void> {
  const { t, group, shipment, buyerLink } = orderWriter(request, order.locale);
  const values = { shop: pick(own.vendorName, order.locale), id: order.id };
  const link = await buyerLink(order, request.server.vendorRepository.grantOrderAccess);
  const sent = shipment(own);
  const text = [
    t('mail-greeting', { name: order.contact.name }),
    '',
    t(`mail-status-${own.status}`, values),
    '',
    ...group(order, own),
    ...(sent.length > 0 ? ['', ...sent] : []),
    '',
    t('mail-order-link'),
    link,
    '',
    t('mail-signature'),
  ];
  const mail = { to: order.contact.email, subject: t(`mail-status-subject-${own.status}`, values), text: text.join('\n') };
  await request.server.mailer.send(mail).catch((error: unknown) => {
    request.log.error({ err: error, orderId: order.id, to: mail.to }, 'order status e-mail not sent');
  });
}
