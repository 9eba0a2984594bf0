/** What the shop (a vendor's page, a vendor's orders), the vendor area and the move plans' e-mails read of a vendor. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { cities, users, vendors } from './schema/index.ts';

/** A vendor's profile with its city. */
export async function findVendor(db: Db, id: number) {
  const [row] = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      description: vendors.description,
      logoUrl: vendors.logoUrl,
      deliveryPrice: vendors.deliveryPrice,
      phone: vendors.phone,
      email: vendors.email,
      city: { id: cities.id, name: cities.name },
    })
    .from(vendors)
    .leftJoin(cities, eq(cities.id, vendors.cityId))
    .where(eq(vendors.id, id))
    .limit(1);
  return row;
}

export type VendorRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

/** The shop a vendor user manages. */
export async function vendorIdOf(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId)).limit(1);
  return row?.id;
}

/** Where each vendor's order notice goes: the shop's address, else its owner's, in the owner's language. */
export async function vendorContacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: vendors.id, name: vendors.name, email: sql<string>`coalesce(${vendors.email}, ${users.email})`, locale: users.locale })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.ownerUserId))
    .where(inArray(vendors.id, [...ids]));
}
