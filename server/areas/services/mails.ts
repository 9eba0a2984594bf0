/**
 * The confirmation e-mail of a cleaning or moving order, in the language of the order's request:
 * the order number, the day and time slot, every server-priced line, the total, the address (and
 * the destination of a move) and the note. Plain text: what the customer typed is never
 * interpreted. The order is already stored, so a message that cannot be sent is logged, not
 * turned into a failed order.
 */
import type { FastifyRequest } from 'fastify';
import { formatMoney, formatServiceDay, formatTimeSlot, lineDetails } from '../../../domain/index.ts';
import type { CleaningOrder, Localized } from '../../db/schema/index.ts';
import { pick } from '../../localize.ts';

export async function sendCleaningOrderMail(request: FastifyRequest, order: CleaningOrder, cityNames: Map<number, Localized>): Promise<void> {
  const { locale, server } = request;
  const t = (key: string, values?: Record<string, string | number>) => server.translator.t(locale, key, values);
  const money = (cents: number) => formatMoney(cents, locale);
  const place = (address: { cityId: number; street: string }) => `${address.street}, ${pick(cityNames.get(address.cityId), locale)}`;
  const text = [
    t('mail-greeting', { name: order.contact.name }),
    '',
    t(`mail-cleaning-intro-${order.cleaningType}`, { id: order.id }),
    t('mail-cleaning-when', { day: formatServiceDay(order.date, locale), slot: formatTimeSlot(order.timeSlot) }),
    '',
    ...order.services.map((line) => `  ${pick(line.name, locale)} (${lineDetails(line, t)}): ${money(line.lineTotal)}`),
    '',
    t('mail-cleaning-total', { amount: money(order.totalPrice) }),
    t('mail-cleaning-address', { address: place(order.address) }),
    ...(order.destinationAddress ? [t('mail-cleaning-destination', { address: place(order.destinationAddress) })] : []),
    ...(order.note ? [t('mail-cleaning-note', { note: order.note })] : []),
    '',
    t('mail-cleaning-next', { phone: order.contact.phone }),
    '',
    t('mail-signature'),
  ];
  const mail = { to: order.contact.email, subject: t('mail-cleaning-subject', { id: order.id }), text: text.join('\n') };
  try {
    await server.mailer.send(mail);
  } catch (error) {
    request.log.error({ err: error, cleaningOrderId: order.id }, 'cleaning order e-mail not sent');
  }
}
