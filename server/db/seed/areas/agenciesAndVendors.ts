import { agencies, vendors } from '../../schema/index.ts';
import { AGENCIES, VENDORS, seedImageUrl } from '../content/index.ts';
import { idsByKey, inChunks, need } from './support.ts';
import type { SeedIds, SeedStep } from './support.ts';

/** The estate agencies and the shops, each owned by a demo account. */
export async function seedAgenciesAndVendors({ tx, note }: SeedStep, { userIds, cityIds }: Pick<SeedIds, 'userIds' | 'cityIds'>): Promise<Pick<SeedIds, 'vendorIds'>> {
  // ── agencies and vendors
  const agencyRows = await inChunks(
    AGENCIES.map((agency) => ({
      ownerUserId: need(userIds, agency.ownerKey, 'user'),
      name: agency.name,
      description: agency.description,
      phone: agency.phone,
      email: agency.email,
      cityId: need(cityIds, agency.cityKey, 'city'),
      logoUrl: seedImageUrl('agency', agency.imageSeed, { label: agency.name.bg }),
    })),
    (chunk) => tx.insert(agencies).values(chunk).returning({ id: agencies.id }),
  );
  note('agencies', agencyRows.length);

  const vendorRows = await inChunks(
    VENDORS.map((vendor) => ({
      ownerUserId: need(userIds, vendor.ownerKey, 'user'),
      name: vendor.name,
      description: vendor.description,
      cityId: need(cityIds, vendor.cityKey, 'city'),
      deliveryPrice: vendor.deliveryPrice,
      logoUrl: seedImageUrl('vendor', vendor.imageSeed, { label: vendor.name.bg }),
      phone: vendor.phone,
      email: vendor.email,
    })),
    (chunk) => tx.insert(vendors).values(chunk).returning({ id: vendors.id }),
  );
  const vendorIds = idsByKey(
    VENDORS.map((vendor) => vendor.key),
    vendorRows,
    'vendors',
  );
  note('vendors', vendorRows.length);
  return { vendorIds };
}
