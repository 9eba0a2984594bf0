/** The vendor's shop: which one a user manages, and the profile form's reads and writes. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cityExists } from '../../db/cities.ts';
import { findVendor, vendorIdOf } from '../../db/vendors.ts';
import { vendors } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/index.ts';

/** The vendor profile form's values (texts already merged with the other language's). */
interface VendorValues {
  name: Localized;
  description: Localized | null;
  logoUrl: string | null;
  deliveryPrice: number | null;
  cityId: number | null;
  phone: string | null;
  email: string | null;
}

export function profileQueries(db: Db) {
  return {
    findVendor: (id: number) => findVendor(db, id),

    vendorIdOf: (userId: number) => vendorIdOf(db, userId),

    /** What the vendor profile form replaces: the texts in every language and the logo. */
    async vendorTexts(id: number) {
      const [row] = await db.select({ name: vendors.name, description: vendors.description, logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, id));
      return row;
    },

    async updateVendor(id: number, values: VendorValues): Promise<void> {
      await db.update(vendors).set(values).where(eq(vendors.id, id));
    },

    cityExists: (id: number) => cityExists(db, id),
  };
}
