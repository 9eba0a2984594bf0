/**
 * How an order is shown: the contract's Order, for its buyer or for one of its vendors, and the
 * pieces of its e-mails (the shop's order mails, the vendor area's status mail).
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../domain/index.ts';
import { formatMoney, vendorGroupTotal } from '../domain/index.ts';
import { carrierLabel, trackingUrl } from '../domain/orders.ts';
import { hrefFor } from '../domain/routes.ts';
import type { OrderViewer, StoredOrder } from './db/orders.ts';
import { pick } from './localize.ts';
import { newToken } from './services/tokens.ts';

/** What a vendor group adds to the order: products, VAT and delivery (the cart's own rule). */
export function groupTotal(group: StoredOrder['groups'][number]): number {
  return vendorGroupTotal({
    vendor: { id: group.vendorId, name: '', deliveryPrice: group.delivery },
    products: {},
    totalAmount: group.totalAmount,
    totalTaxes: group.totalTaxes,
  });
}

/** How a part was sent, once marked shipped (the contract's Shipment), else null. */
export function shipmentOf({ carrier, carrierName, trackingNumber }: StoredOrder['groups'][number]) {
  if (carrier === null || trackingNumber === null) return null;
  return { carrier, carrierName, trackingNumber, trackingUrl: trackingUrl({ carrier, trackingNumber }) };
}

/**
 * The Order of the contract. A vendor sees only its own group (the repository left out the
 * others), so its status and totals are that group's.
 */
export function orderOf(order: StoredOrder, viewer: OrderViewer | undefined, locale: Locale) {
  const groups = order.groups.map((group) => ({
    vendor: { id: group.vendorId, name: pick(group.vendorName, locale) },
    status: group.status,
    totalAmount: group.totalAmount,
    totalTaxes: group.totalTaxes,
    delivery: group.delivery,
    shipment: shipmentOf(group),
    deliveryWindow: group.deliveryDay !== null && group.deliverySlot !== null ? { day: group.deliveryDay, slot: group.deliverySlot } : null,
  }));
  const own = viewer && 'vendorId' in viewer ? order.groups[0] : undefined;
  const totals = own
    ? {
        status: own.status,
        totalOrderAmount: groupTotal(own),
        totalDeliveryAmount: own.delivery,
        totalProductCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      }
    : {
        status: order.status,
        totalOrderAmount: order.totalOrderAmount,
        totalDeliveryAmount: order.totalDeliveryAmount,
        totalProductCount: order.totalProductCount,
      };
  return {
    id: order.id,
    ...totals,
    items: order.items.map((item) => ({ ...item, title: pick(item.title, locale) })),
    groups,
    contact: order.contact,
    address: { city: { id: order.address.cityId, name: pick(order.cityName, locale) }, street: order.address.street },
    note: order.note,
    createdAt: order.createdAt.toISOString(),
  };
}

export type Group = StoredOrder['groups'][number];

/** The texts of an order's e-mails in `locale`. */
/** What the e-mails of an order are written with: a request's server, or a job's app. */
export interface MailContext {
  server: Pick<FastifyInstance, 'translator' | 'config'>;
}

export function orderWriter(request: MailContext, locale: Locale) {
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

  /** The shipment of a part marked shipped: the carrier, the tracking number and the carrier's page. */
  const shipment = (own: Group) => {
    const sent = shipmentOf(own);
    if (!sent) return [];
    const carrier = t('mail-shipment-carrier', { carrier: carrierLabel(sent), number: sent.trackingNumber });
    return sent.trackingUrl ? [carrier, t('mail-shipment-track'), sent.trackingUrl] : [carrier];
  };

  /** The vendor's page of the order, in its profile. */
  const vendorLink = (order: StoredOrder) => `${request.server.config.publicUrl}${hrefFor('AdminVendorSingleOrder', { id: order.id })}`;

  /**
   * The buyer's order page. An order placed without an account gets a private link: a new token
   * each e-mail, of which `grant` keeps the hash; a buyer with an account signs in to it.
   */
  const buyerLink = async (order: StoredOrder, grant: (orderId: number, tokenHash: string) => Promise<void>) => {
    const page = `${request.server.config.publicUrl}${hrefFor('OrderTracking', { id: order.id })}`;
    if (order.buyerUserId !== null) return page;
    const { token, hash } = newToken();
    await grant(order.id, hash);
    return `${page}?token=${encodeURIComponent(token)}`;
  };

  return { t, money, group, delivery, shipment, vendorLink, buyerLink };
}
