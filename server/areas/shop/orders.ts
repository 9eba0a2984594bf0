/**
 * The shop's orders: the products of a checkout, placing an order in a transaction, and a
 * buyer's (or a vendor's) orders read back. Prices are computed by the handlers with the
 * domain's cart functions, and arrive here as values to store.
 */
import { TransactionRollbackError, asc, count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findOrder, findOrderByAccess, grantOrderAccess, insertShopOrder, loadOrders, orderExists, productsForOrder, whereOrdersOf } from '../../db/orders.ts';
import type { OrderDraft, OrderViewer } from '../../db/orders.ts';
import { cityExists } from '../../db/cities.ts';
import { vendorContacts, vendorIdOf } from '../../db/vendors.ts';
import { orders } from '../../db/schema/index.ts';
import type { OrderStatus } from '../../db/schema/index.ts';

export function orderQueries(db: Db) {
  return {
    vendorIdOf: (userId: number) => vendorIdOf(db, userId),

    vendorContacts: (ids: readonly number[]) => vendorContacts(db, ids),

    cityExists: (id: number) => cityExists(db, id),

    productsForOrder: (ids: readonly number[]) => productsForOrder(db, ids),

    /** Stores an order in a transaction of its own (insertShopOrder); null (nothing written) when a product ran out or changed its price. */
    async placeOrder(draft: OrderDraft): Promise<number | null> {
      try {
        return await db.transaction((tx) => insertShopOrder(tx, draft));
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
