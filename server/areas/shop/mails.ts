/**
 * The e-mails of a placed order: the buyer's (every line, each shop's subtotal, VAT and
 * delivery, the total and the order number, in the language of the checkout), and one to each
 * vendor with its own lines only (in its owner's language). Plain text: what buyers typed is
 * never interpreted. The order is already stored, so a message that cannot be sent is logged,
 * not turned into a failed checkout.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import { formatMoney } from '../../../domain/index.ts';
import { hrefFor } from '../../../domain/routes.ts';
import { pick } from '../../localize.ts';
import { groupTotal } from './orderView.ts';
import type { StoredOrder } from '../../db/orders.ts';

type Group = StoredOrder['groups'][number];

function writer(request: FastifyRequest, locale: Locale) {
  const t = (key: string, values?: Record<string, string | number>) => request.server.translator.t(locale, key, values);
  const money = (cents: number) => formatMoney(cents, locale);

  /** A vendor group: its name, its lines, and its subtotal, VAT and delivery. */
  const group = (order: StoredOrder, { vendorId, vendorName, totalAmount, totalTaxes, delivery }: Group) => [
    pick(vendorName, locale),
    ...order.items
      .filter((item) => item.vendorId === vendorId)
      .map((item) => `  ${pick(item.title, locale)} × ${item.quantity}: ${money(item.unitPrice * item.quantity)}`),
    `  ${t('mail-order-subtotal', { amount: money(totalAmount) })}`,
    `  ${t('mail-order-vat', { amount: money(totalTaxes) })}`,
    `  ${t('mail-order-delivery', { amount: delivery === 0 ? t('mail-order-delivery-free') : money(delivery) })}`,
  ];

  const delivery = (order: StoredOrder) => [
    t('mail-order-address', { city: pick(order.cityName, locale), street: order.address.street }),
    ...(order.note ? [t('mail-order-note', { note: order.note })] : []),
  ];

  const link = (order: StoredOrder) => `${request.server.config.publicUrl}${hrefFor('AdminVendorSingleOrder', { id: order.id })}`;

  return { t, money, group, delivery, link };
}

function buyerMail(request: FastifyRequest, order: StoredOrder, withLink: boolean) {
  const { t, money, group, delivery, link } = writer(request, request.locale);
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
    ...(withLink ? ['', t('mail-order-link'), link(order)] : []),
    '',
    t('mail-signature'),
  ];
  return { to: order.contact.email, subject: t('mail-order-subject', { id: order.id }), text: text.join('\n') };
}

function vendorMail(request: FastifyRequest, order: StoredOrder, own: Group, locale: Locale) {
  const { t, money, group, delivery, link } = writer(request, locale);
  const { contact } = order;
  const text = [
    t('mail-greeting', { name: pick(own.vendorName, locale) }),
    '',
    t('mail-vendor-order-intro', { id: order.id }),
    '',
    ...group(order, own),
    '',
    t('mail-order-total', { amount: money(groupTotal(own)) }),
    t('mail-vendor-order-buyer', { name: contact.name, phone: contact.phone, email: contact.email }),
    ...delivery(order),
    '',
    t('mail-vendor-order-link'),
    link(order),
    '',
    t('mail-signature'),
  ];
  return { subject: t('mail-vendor-order-subject', { id: order.id }), text: text.join('\n') };
}

/**
 * The buyer's e-mail of a change of one shop's part of their order: what changed, that shop's
 * lines, and a link to the order when the buyer has an account; in the checkout's language.
 * Logged, not thrown, when it cannot be sent: the change stands.
 */
export async function sendStatusMail(request: FastifyRequest, order: StoredOrder, own: Group): Promise<void> {
  const { t, group, link } = writer(request, order.locale);
  const values = { shop: pick(own.vendorName, order.locale), id: order.id };
  const text = [
    t('mail-greeting', { name: order.contact.name }),
    '',
    t(`mail-status-${own.status}`, values),
    '',
    ...group(order, own),
    ...(order.buyerUserId === null ? [] : ['', t('mail-order-link'), link(order)]),
    '',
    t('mail-signature'),
  ];
  const mail = { to: order.contact.email, subject: t(`mail-status-subject-${own.status}`, values), text: text.join('\n') };
  await request.server.mailer.send(mail).catch((error: unknown) => {
    request.log.error({ err: error, orderId: order.id, to: mail.to }, 'order status e-mail not sent');
  });
}

export async function sendOrderMails(request: FastifyRequest, order: StoredOrder): Promise<void> {
  const { server } = request;
  const contacts = await server.shopRepository.vendorContacts(order.groups.map((group) => group.vendorId));
  const mails = [
    // Only a regular user has the orders pages the link opens.
    buyerMail(request, order, request.user?.type === 'user'),
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
