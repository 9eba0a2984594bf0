/** A vendor's part of an order moving through its statuses, and the order read back. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findOrder, grantOrderAccess, orderExists } from '../../db/orders.ts';
import type { OrderViewer } from '../../db/orders.ts';
import { ORDER_STATUSES, orderVendorGroups, orders } from '../../db/schema/index.ts';
import type { OrderStatus, ShippingCarrier } from '../../db/schema/index.ts';

/** What a part marked shipped keeps: the carrier, its name for `other`, the tracking number. */
interface ShipmentRow {
  carrier: ShippingCarrier;
  carrierName: string | null;
  trackingNumber: string;
}

export function fulfilmentQueries(db: Db) {
  return {
    /**
     * Moves a vendor's group of an order to `to` when `allowed(from)` says so, and the order's
     * own status with it (every group cancelled: cancelled; else the least advanced status of
     * the groups not cancelled), in one transaction that locks the order. Answers the group's
     * status before, and whether it changed; undefined when the order has no group of the vendor.
     * A part marked shipped keeps its `shipment` with the status.
     */
    async changeGroupStatus(orderId: number, vendorId: number, to: OrderStatus, allowed: (from: OrderStatus) => boolean, shipment?: ShipmentRow) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${orders} where ${orders.id} = ${orderId} for update`);
        const [group] = await tx
          .select({ id: orderVendorGroups.id, status: orderVendorGroups.status })
          .from(orderVendorGroups)
          .where(and(eq(orderVendorGroups.orderId, orderId), eq(orderVendorGroups.vendorId, vendorId)));
        if (!group) return undefined;
        if (!allowed(group.status)) return { from: group.status, changed: false };
        await tx.update(orderVendorGroups).set({ status: to, ...shipment }).where(eq(orderVendorGroups.id, group.id));
        const statuses = (await tx.select({ status: orderVendorGroups.status }).from(orderVendorGroups).where(eq(orderVendorGroups.orderId, orderId))).map(
          (row) => row.status,
        );
        const open = statuses.filter((status) => status !== 'cancelled');
        const derived = open.length === 0 ? 'cancelled' : ORDER_STATUSES.find((status) => open.some((each) => each === status))!;
        await tx.update(orders).set({ status: derived }).where(eq(orders.id, orderId));
        return { from: group.status, changed: true };
      });
    },

    orderExists: (id: number) => orderExists(db, id),

    findOrder: (id: number, viewer?: OrderViewer) => findOrder(db, id, viewer),

    grantOrderAccess: (orderId: number, tokenHash: string) => grantOrderAccess(db, orderId, tokenHash),
  };
}
