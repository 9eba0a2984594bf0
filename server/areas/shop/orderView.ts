/** How an order is shown: the contract's Order, for its buyer or for one of its vendors. */
import type { Locale } from '../../../domain/index.ts';
import { vendorGroupTotal } from '../../../domain/index.ts';
import { pick } from '../../localize.ts';
import type { OrderViewer, StoredOrder } from '../../db/orders.ts';

/** What a vendor group adds to the order: products, VAT and delivery (the cart's own rule). */
export function groupTotal(group: StoredOrder['groups'][number]): number {
  return vendorGroupTotal({
    vendor: { id: group.vendorId, name: '', deliveryPrice: group.delivery },
    products: {},
    totalAmount: group.totalAmount,
    totalTaxes: group.totalTaxes,
  });
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

