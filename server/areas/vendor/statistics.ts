/** The vendor dashboard's figures. */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Db } from '../../db/client.ts';
import { ORDER_STATUSES, orderItems, orderVendorGroups, orders, products } from '../../db/schema/index.ts';

export function statisticsQueries(db: Db) {
  return {
    /**
     * The vendor dashboard's figures from its parts of orders: how many have each status; the
     * products' total (excl. VAT and delivery) and count of the parts not cancelled, per month
     * of the last 12 in Europe/Sofia time (months without sales too); its 5 best sellers.
     */
    async vendorStats(vendorId: number) {
      const [byStatus, byMonth, top] = await Promise.all([
        db
          .select({ status: orderVendorGroups.status, count: count() })
          .from(orderVendorGroups)
          .where(eq(orderVendorGroups.vendorId, vendorId))
          .groupBy(orderVendorGroups.status),
        db.execute(sql`
          with months as (
            select to_char(month, 'YYYY-MM') as month
            from generate_series(date_trunc('month', now() at time zone 'Europe/Sofia') - interval '11 months',
                                 date_trunc('month', now() at time zone 'Europe/Sofia'), interval '1 month') as month
          ), sales as (
            select to_char(${orders.createdAt} at time zone 'Europe/Sofia', 'YYYY-MM') as month,
                   sum(${orderVendorGroups.totalAmount}) as amount, count(*) as orders
            from ${orderVendorGroups} join ${orders} on ${orders.id} = ${orderVendorGroups.orderId}
            where ${orderVendorGroups.vendorId} = ${vendorId} and ${orderVendorGroups.status} <> 'cancelled'
              and ${orders.createdAt} >= (date_trunc('month', now() at time zone 'Europe/Sofia') - interval '11 months') at time zone 'Europe/Sofia'
            group by 1
          )
          select months.month, coalesce(sales.amount, 0) as amount, coalesce(sales.orders, 0) as orders
          from months left join sales on sales.month = months.month order by months.month`),
        db
          .select({
            id: orderItems.productId,
            title: products.title,
            quantity: sql<number>`sum(${orderItems.quantity})`,
            amount: sql<number>`sum(${orderItems.quantity} * ${orderItems.unitPrice})`,
          })
          .from(orderItems)
          .innerJoin(orderVendorGroups, and(eq(orderVendorGroups.orderId, orderItems.orderId), eq(orderVendorGroups.vendorId, orderItems.vendorId)))
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(and(eq(orderItems.vendorId, vendorId), ne(orderVendorGroups.status, 'cancelled')))
          .groupBy(orderItems.productId, products.title)
          .orderBy(desc(sql`3`), desc(sql`4`), asc(orderItems.productId))
          .limit(5),
      ]);
      const counted = new Map(byStatus.map((row) => [row.status, Number(row.count)]));
      return {
        ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 })),
        // Sums are bigint: node-postgres answers them as text.
        revenueByMonth: rowsOf<{ month: string; amount: string | number; orders: string | number }>(byMonth).map((row) => ({
          month: row.month,
          amount: Number(row.amount),
          orders: Number(row.orders),
        })),
        topProducts: top.map((row) => ({ id: row.id, title: row.title, quantity: Number(row.quantity), amount: Number(row.amount) })),
      };
    },
  };
}
