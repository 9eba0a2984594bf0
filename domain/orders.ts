/**
 * Shop orders after the checkout (the contract's OrderStatus; docs/decisions/0015): the statuses
 * of a vendor's part of an order and the steps a vendor may take from each. The server refuses
 * any other step; the order page offers exactly these. A part marked shipped carries its carrier
 * and tracking number.
 */
import { CARRIER_NAMES, CARRIER_TRACKING_URLS } from './constants.ts';
import type { SHIPPING_CARRIERS } from './constants.ts';

/** In the order an order moves through them; `cancelled` ends it early. */
export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a vendor may move its part of an order to, from each. */
export const ORDER_STATUS_STEPS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether a vendor may move its part of an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_STEPS[from].includes(to);
}

export type ShippingCarrier = (typeof SHIPPING_CARRIERS)[number];

/** A shipped part's carrier and tracking number; `carrierName` only for `other`. */
export interface Shipment {
  carrier: ShippingCarrier;
  carrierName: string | null;
  trackingNumber: string;
}

/** The carrier as the buyer reads it: a known carrier's name, else the name the vendor typed. */
export function carrierLabel({ carrier, carrierName }: Pick<Shipment, 'carrier' | 'carrierName'>): string {
  return carrier === 'other' ? (carrierName ?? '') : CARRIER_NAMES[carrier];
}

/** The carrier's page of the parcel, for a known carrier; null for `other`. */
export function trackingUrl({ carrier, trackingNumber }: Pick<Shipment, 'carrier' | 'trackingNumber'>): string | null {
  return carrier === 'other' ? null : CARRIER_TRACKING_URLS[carrier].replace('{number}', encodeURIComponent(trackingNumber));
}
