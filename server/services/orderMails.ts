/**
 * A vendor's notice of an order (its own lines only, the buyer's contact, the delivery address,
 * in the owner's language): sent by the shop's checkout and by a move plan's e-mail job, which
 * adds the delivery window the plan asked for.
 */
import type { Locale } from '../../domain/index.ts';
import { formatServiceDay, formatTimeSlot } from '../../domain/index.ts';
import type { MoveWhen } from '../../domain/move.ts';
import type { StoredOrder } from '../db/orders.ts';
import { pick } from '../localize.ts';
import { groupTotal, orderWriter } from '../orderView.ts';
import type { Group, MailContext } from '../orderView.ts';

export function vendorMail(context: MailContext, order: StoredOrder, own: Group, locale: Locale, window?: MoveWhen) {
  const { t, money, group, delivery, vendorLink } = orderWriter(context, locale);
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
    ...(window ? [t('mail-vendor-order-window', { day: formatServiceDay(window.day, locale), slot: formatTimeSlot(window.slot) })] : []),
    '',
    t('mail-vendor-order-link'),
    vendorLink(order),
    '',
    t('mail-signature'),
  ];
  return { subject: t('mail-vendor-order-subject', { id: order.id }), text: text.join('\n') };
}
