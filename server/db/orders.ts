/**
 * The shop's orders, for the shop (a buyer's orders, the checkout's), the vendor area (the orders
 * it fulfils) and the move plans (whose checkout places a shop order in its own transaction):
 * the products of a checkout, storing an order inside the caller's transaction, and an order
 * with its vendor groups and lines read back as its viewer may see it.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { cartLines } from '../../domain/index.ts';
import type { Cart, CleaningTimeSlot, Locale } from '../../domain/index.ts';
import { rowsOf } from './client.ts';
import type { Db, Transaction } from './client.ts';
import { charged } from './products.ts';
import { cities, orderAccessTokens, orderItems, orderVendorGroups, orders, products, vendors } from './schema/index.ts';
import type { ContactDetails, Localized, OrderStatus, ShippingCarrier, StoredAddress } from './schema/index.ts';

/** What an order stores; the totals were computed by the caller with the domain's cart. */
export interface OrderDraft {
  buyerUserId: number | null;
  /** The checkout's language (the buyer's e-mails are written in it). */
  locale: Locale;
  contact: ContactDetails;
  address: StoredAddress;
  note: string | null;
  totalOrderAmount: number;
  totalDeliveryAmount: number;
  totalProductCount: number;
  /** A move plan's groups carry the delivery window the plan asked for. */
  groups: { vendorId: number; totalAmount: number; totalTaxes: number; delivery: number; deliveryDay?: string; deliverySlot?: CleaningTimeSlot }[];
  items: { vendorId: number; productId: number; title: Localized; unitPrice: number; quantity: number }[];
}

/** An order's lines, one a product of the priced cart, with the product's title in both languages. */
export function orderItemsOf(cart: Cart, known: ReadonlyMap<number, { title: Localized }>): OrderDraft['items'] {
  return cartLines(cart).map((line) => ({
    vendorId: line.vendor.id,
    productId: line.product.id,
    title: known.get(line.product.id)!.title,
    unitPrice: line.unitPrice,
    quantity: line.product.quantity,
  }));
}

/** The products of a checkout that still exist, with their vendor and stock. */
export async function productsForOrder(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      promoPrice: products.promoPrice,
      stock: products.stock,
      vendor: { id: vendors.id, name: vendors.name, deliveryPrice: vendors.deliveryPrice },
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(inArray(products.id, [...ids]), isNull(products.deletedAt)));
}

export type ProductForOrder = Awaited<ReturnType<typeof productsForOrder>>[number];

/**
 * Stores an order inside the caller's transaction: takes every line's quantity from its
 * product's stock, but only while the stock suffices and the price charged is still the line's
 * unit price (a conditional UPDATE, so concurrent orders cannot oversell), then writes the order,
 * its vendor groups and its lines. Answers the order's id; when a product ran out or changed its
 * price meanwhile it rolls the whole transaction back (TransactionRollbackError), the caller's
 * other writes included.
 */
export async function insertShopOrder(tx: Transaction, draft: OrderDraft): Promise<number> {
  const lines = sql.join(
    draft.items.map((item) => sql`(${item.productId}::int, ${item.quantity}::int, ${item.unitPrice}::int)`),
    sql`, `,
  );
  const taken = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update ${products} set stock = ${products.stock} - wanted.quantity, updated_at = now()
      from (values ${lines}) as wanted(id, quantity, unit_price)
      where ${products.id} = wanted.id and ${products.deletedAt} is null
        and ${products.stock} >= wanted.quantity and ${charged} = wanted.unit_price
      returning ${products.id}`),
  );
  if (taken.length !== draft.items.length) tx.rollback();
  const [order] = await tx
    .insert(orders)
    .values({
      buyerUserId: draft.buyerUserId,
      contact: draft.contact,
      address: draft.address,
      note: draft.note,
      locale: draft.locale,
      totalOrderAmount: draft.totalOrderAmount,
      totalDeliveryAmount: draft.totalDeliveryAmount,
      totalProductCount: draft.totalProductCount,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderVendorGroups).values(draft.groups.map((group) => ({ ...group, orderId })));
  await tx.insert(orderItems).values(draft.items.map((item) => ({ ...item, orderId })));
  return orderId;
}

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
    /** The move plan's delivery window (both set together), null for an order from the cart. */
    deliveryDay: string | null;
    deliverySlot: CleaningTimeSlot | null;
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
        deliveryDay: orderVendorGroups.deliveryDay,
        deliverySlot: orderVendorGroups.deliverySlot,
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
