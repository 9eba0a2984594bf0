/**
 * The shop's orders: the products of a checkout, placing an order in a transaction, and a
 * buyer's (or a vendor's) orders read back. Prices are computed by the handlers with the
 * domain's cart functions, and arrive here as values to store.
 */
import { TransactionRollbackError, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/index.ts';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { findOrder, findOrderByAccess, grantOrderAccess, loadOrders, orderExists, whereOrdersOf } from '../../db/orders.ts';
import type { OrderViewer } from '../../db/orders.ts';
import { charged } from '../../db/products.ts';
import { cityExists } from '../../db/cities.ts';
import { vendorIdOf } from '../../db/vendors.ts';
import { orderItems, orderVendorGroups, orders, products, users, vendors } from '../../db/schema/index.ts';
import type { ContactDetails, Localized, OrderStatus, StoredAddress } from '../../db/schema/index.ts';

/** What an order stores; the totals were computed by the handler. */
interface OrderDraft {
  buyerUserId: number | null;
  /** The checkout's language (the buyer's e-mails are written in it). */
  locale: Locale;
  contact: ContactDetails;
  address: StoredAddress;
  note: string | null;
  totalOrderAmount: number;
  totalDeliveryAmount: number;
  totalProductCount: number;
  groups: { vendorId: number; totalAmount: number; totalTaxes: number; delivery: number }[];
  items: { vendorId: number; productId: number; title: Localized; unitPrice: number; quantity: number }[];
}


export function orderQueries(db: Db) {
  return {
    vendorIdOf: (userId: number) => vendorIdOf(db, userId),

    /** Where each vendor's order notice goes: the shop's address, else its owner's, in the owner's language. */
    async vendorContacts(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: vendors.id, name: vendors.name, email: sql<string>`coalesce(${vendors.email}, ${users.email})`, locale: users.locale })
        .from(vendors)
        .innerJoin(users, eq(users.id, vendors.ownerUserId))
        .where(inArray(vendors.id, [...ids]));
    },

    cityExists: (id: number) => cityExists(db, id),

    /** The products of a checkout that still exist, with their vendor and stock. */
    async productsForOrder(ids: readonly number[]) {
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
    },

    /**
     * Stores an order in one transaction: takes every line's quantity from its product's stock,
     * but only while the stock suffices and the price charged is still the line's unit price
     * (a conditional UPDATE, so concurrent orders cannot oversell), then writes the order, its
     * vendor groups and its lines. Answers the order's id, or null (nothing written) when a
     * product ran out or changed its price meanwhile.
     */
    async placeOrder(draft: OrderDraft): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
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
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      }
    },

    /** One page of a viewer's orders (newest first unless `ascending`), with the total. */
    async listOrders(viewer: OrderViewer, options: { offset: number; limit: number; ascending: boolean; status?: OrderStatus | undefined }) {
      const where = whereOrdersOf(viewer, options.status);
      const [totalRow] = await db.select({ value: count() }).from(orders).where(where);
      const direction = options.ascending ? asc : desc;
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(direction(orders.createdAt), direction(orders.id))
        .limit(options.limit)
        .offset(options.offset);
      return { total: Number(totalRow?.value ?? 0), orders: await loadOrders(db, rows.map((row) => row.id), viewer) };
    },

    orderExists: (id: number) => orderExists(db, id),

    findOrder: (id: number, viewer?: OrderViewer) => findOrder(db, id, viewer),

    grantOrderAccess: (orderId: number, tokenHash: string) => grantOrderAccess(db, orderId, tokenHash),

    findOrderByAccess: (id: number, tokenHash: string) => findOrderByAccess(db, id, tokenHash),
  };
}
