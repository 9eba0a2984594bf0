/**
 * Storing a cleaning or moving order, for the services area (an order of its own) and the move
 * plans (whose checkout stores its service orders in the transaction of all its orders).
 */
import type { Db, Transaction } from './client.ts';
import { cleaningOrders } from './schema/index.ts';
import type { CleaningOrder, NewCleaningOrder } from './schema/index.ts';

export async function insertCleaningOrder(tx: Db | Transaction, order: NewCleaningOrder): Promise<CleaningOrder> {
  const [row] = await tx.insert(cleaningOrders).values(order).returning();
  return row!;
}
