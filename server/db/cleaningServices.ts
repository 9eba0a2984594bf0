/**
 * The cleaning and moving catalogues, for the services area (their pages and orders) and the
 * move plans (whose checkout prices the plan's services from them): the services of some
 * catalogues in page order, and those rows as the contract's groups in a language.
 */
import { asc, inArray } from 'drizzle-orm';
import type { ListedCleaningService, Locale } from '../../domain/index.ts';
import { pick } from '../localize.ts';
import type { Db, Transaction } from './client.ts';
import { cleaningServices } from './schema/index.ts';
import type { CleaningService, CleaningType } from './schema/index.ts';

/** A catalogue's group as the contract's CleaningServiceGroup carries it. */
export interface ListedServiceGroup {
  name: string;
  description: string | null;
  items: (ListedCleaningService & { minAmount: number; maxAmount: number })[];
}

/** The services of these catalogues in page order (a group's rows are consecutive). */
export function listServices(db: Db | Transaction, types: readonly CleaningType[]): Promise<CleaningService[]> {
  return db
    .select()
    .from(cleaningServices)
    .where(inArray(cleaningServices.cleaningType, [...types]))
    .orderBy(asc(cleaningServices.sortOrder), asc(cleaningServices.id));
}

/** Rows in page order → the contract's groups (a group's rows are consecutive). */
export function groupsOf(rows: readonly CleaningService[], locale: Locale): ListedServiceGroup[] {
  const groups: ListedServiceGroup[] = [];
  let groupKey: string | undefined;
  for (const row of rows) {
    if (row.groupKey !== groupKey) {
      groupKey = row.groupKey;
      groups.push({ name: pick(row.groupName, locale), description: row.groupDescription ? pick(row.groupDescription, locale) : null, items: [] });
    }
    groups.at(-1)!.items.push({
      serviceKey: row.serviceKey,
      name: pick(row.name, locale),
      price: row.price,
      type: row.type,
      unit: row.unit,
      minAmount: row.minAmount,
      maxAmount: row.maxAmount,
      severity: row.severity,
      months: row.months,
    });
  }
  return groups;
}
