/**
 * The e-mails of a placed order: the buyer's (every line, each shop's subtotal, VAT and
 * delivery, the total, the order number and the link to the order page, in the language of the
 * checkout), and one to each
 * vendor with its own lines only (in its owner's language). Plain text: what buyers typed is
 * never interpreted. The order is already stored, so a message that cannot be sent is logged,
 * not turned into a failed checkout.
 */
import type { FastifyRequest } from 'fastify';
import type { StoredOrder } from '../../db/orders.ts';
import { orderWriter } from '../../orderView.ts';
import { vendorMail } from '../../services/orderMails.ts';

async function buyerMail(request: FastifyRequest, order: StoredOrder) {
  const { t, money, group, delivery, buyerLink } = orderWriter(request, request.locale);
  const link = await buyerLink(order, request.server.shopRepository.grantOrderAccess);
  const text = [
    t('mail-greeting', { name: order.contact.name }),
    '',
    t('mail-order-intro', { id: order.id }),
    '',
    ...order.groups.flatMap((each) => [...group(order, each), '']),
    t('mail-order-total', { amount: money(order.totalOrderAmount) }),
    ...delivery(order),
    '',
    t('mail-order-next'),
    '',
    t('mail-order-link'),
    link,
    '',
    t('mail-signature'),
  ];
  return { to: order.contact.email, subject: t('mail-order-subject', { id: order.id }), text: text.join('\n') };
}

export async function sendOrderMails(request: FastifyRequest, order: StoredOrder): Promise<void> {
  const { server } = request;
  const contacts = await server.shopRepository.vendorContacts(order.groups.map((group) => group.vendorId));
  const mails = [
    await buyerMail(request, order),
    ...order.groups.flatMap((own) => {
      const contact = contacts.find((candidate) => candidate.id === own.vendorId);
      return contact ? [{ to: contact.email, ...vendorMail(request, order, own, contact.locale) }] : [];
    }),
  ];
  const sent = await Promise.allSettled(mails.map((mail) => server.mailer.send(mail)));
  sent.forEach((outcome, index) => {
    if (outcome.status === 'rejected') request.log.error({ err: outcome.reason, orderId: order.id, to: mails[index]!.to }, 'order e-mail not sent');
  });
}
