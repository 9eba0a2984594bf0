/**
 * Storing a cleaning or moving order, for the services area (an order of its own) and the move
 * plans (whose checkout stores its service orders in the transaction of all its orders).
 */
import type { SelectedService } from '../../domain/cleaning.ts';
import type { Db, Transaction } from './client.ts';
import { cleaningOrders } from './schema/index.ts';
import type { CleaningOrder, CleaningOrderLine, CleaningService, NewCleaningOrder } from './schema/index.ts';

/** An order's lines as stored: each priced selection, named as the catalogue's row names it (both languages). */
export function orderLinesOf(selections: readonly SelectedService[], rows: ReadonlyMap<string, Pick<CleaningService, 'name'>>): CleaningOrderLine[] {
  return selections.map((selection) => ({
    serviceKey: selection.serviceKey,
    name: rows.get(selection.serviceKey)!.name,
    type: selection.type,
    unit: selection.unit,
    amount: selection.amount,
    months: selection.months ?? null,
    severity: selection.severity ?? null,
    unitPrice: selection.price,
    lineTotal: selection.lineTotal,
  }));
}

export async function insertCleaningOrder(tx: Db | Transaction, order: NewCleaningOrder): Promise<CleaningOrder> {
  const [row] = await tx.insert(cleaningOrders).values(order).returning();
  return row!;
}
