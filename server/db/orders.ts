/**
 * Reading orders back, for the shop (a buyer's orders, the checkout's) and the vendor area (the
 * orders it fulfils): an order with its vendor groups and lines, as its viewer may see it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Locale } from '../../domain/index.ts';
import type { Db } from './client.ts';
import { cities, orderAccessTokens, orderItems, orderVendorGroups, orders, vendors } from './schema/index.ts';
import type { ContactDetails, Localized, OrderStatus, ShippingCarrier, StoredAddress } from './schema/index.ts';

/** Whose orders: a buyer's, or those holding a vendor's group (reduced to that group). */
export type OrderViewer = { buyerUserId: number } | { vendorId: number };

export interface StoredOrder {
  id: number;
  status: OrderStatus;
  locale: Locale;
  buyerUserId: number | null;
  contact: ContactDetails;
  address: StoredAddress;
  cityName: Localized;
  note: string | null;
  totalOrderAmount: number;
  totalDeliveryAmount: number;
  totalProductCount: number;
  createdAt: Date;
  groups: {
    vendorId: number;
    vendorName: Localized;
    status: OrderStatus;
    totalAmount: number;
    totalTaxes: number;
    delivery: number;
    carrier: ShippingCarrier | null;
    carrierName: string | null;
    trackingNumber: string | null;
  }[];
  items: { productId: number; vendorId: number; title: Localized; unitPrice: number; quantity: number }[];
}

/** A buyer's orders (by the order's status), or those holding a vendor's group (by the group's). */
export function whereOrdersOf(viewer: OrderViewer, status?: OrderStatus): SQL | undefined {
  if ('buyerUserId' in viewer) return and(eq(orders.buyerUserId, viewer.buyerUserId), status ? eq(orders.status, status) : undefined);
  return sql`exists (select 1 from ${orderVendorGroups} where ${orderVendorGroups.orderId} = ${orders.id} and ${orderVendorGroups.vendorId} = ${viewer.vendorId}${
    status ? sql` and ${orderVendorGroups.status} = ${status}` : sql``
  })`;
}

/** The orders with these ids, in this order, with their lines and groups (a vendor's only). */
export async function loadOrders(db: Db, ids: number[], viewer: OrderViewer | undefined): Promise<StoredOrder[]> {
  if (ids.length === 0) return [];
  const vendorOnly = viewer !== undefined && 'vendorId' in viewer;
  const [rows, groups, items] = await Promise.all([
    db
      .select({ order: orders, cityName: cities.name })
      .from(orders)
      .leftJoin(cities, sql`${cities.id} = (${orders.address}->>'cityId')::int`)
      .where(inArray(orders.id, ids)),
    db
      .select({
        orderId: orderVendorGroups.orderId,
        vendorId: orderVendorGroups.vendorId,
        vendorName: vendors.name,
        status: orderVendorGroups.status,
        totalAmount: orderVendorGroups.totalAmount,
        totalTaxes: orderVendorGroups.totalTaxes,
        delivery: orderVendorGroups.delivery,
        carrier: orderVendorGroups.carrier,
        carrierName: orderVendorGroups.carrierName,
        trackingNumber: orderVendorGroups.trackingNumber,
      })
      .from(orderVendorGroups)
      .innerJoin(vendors, eq(vendors.id, orderVendorGroups.vendorId))
      .where(and(inArray(orderVendorGroups.orderId, ids), vendorOnly ? eq(orderVendorGroups.vendorId, viewer.vendorId) : undefined))
      .orderBy(asc(orderVendorGroups.id)),
    db
      .select({
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        vendorId: orderItems.vendorId,
        title: orderItems.title,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(and(inArray(orderItems.orderId, ids), vendorOnly ? eq(orderItems.vendorId, viewer.vendorId) : undefined))
      .orderBy(asc(orderItems.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { order } = row;
    return [
      {
        id: order.id,
        status: order.status,
        locale: order.locale,
        buyerUserId: order.buyerUserId,
        contact: order.contact,
        address: order.address,
        cityName: row.cityName ?? {},
        note: order.note,
        totalOrderAmount: order.totalOrderAmount,
        totalDeliveryAmount: order.totalDeliveryAmount,
        totalProductCount: order.totalProductCount,
        createdAt: order.createdAt,
        groups: groups.filter((group) => group.orderId === id).map(({ orderId: _orderId, ...group }) => group),
        items: items.filter((item) => item.orderId === id).map(({ orderId: _orderId, ...item }) => item),
      },
    ];
  });
}

export async function orderExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
  return row !== undefined;
}

/**
 * One order as the viewer may see it, undefined when it is not theirs; without a viewer,
 * the whole order (the checkout reads back the order it placed).
 */
export async function findOrder(db: Db, id: number, viewer?: OrderViewer): Promise<StoredOrder | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), viewer && whereOrdersOf(viewer)));
  if (!row) return undefined;
  const [order] = await loadOrders(db, [row.id], viewer);
  return order;
}

/** Keeps the hash of a new private link's token to the order (its e-mail carries the token). */
export async function grantOrderAccess(db: Db, orderId: number, tokenHash: string): Promise<void> {
  await db.insert(orderAccessTokens).values({ orderId, tokenHash });
}

/** The whole order `id` when `tokenHash` is one of its private links' tokens, else undefined. */
export async function findOrderByAccess(db: Db, id: number, tokenHash: string): Promise<StoredOrder | undefined> {
  const [row] = await db
    .select({ id: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(and(eq(orderAccessTokens.orderId, id), eq(orderAccessTokens.tokenHash, tokenHash)));
  if (!row) return undefined;
  const [order] = await loadOrders(db, [row.id], undefined);
  return order;
}
