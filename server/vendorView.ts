/** How a vendor is shown (the contract's Vendor): its public page and its own profile form. */
import type { Locale } from '../domain/index.ts';
import type { VendorRow } from './db/vendors.ts';
import { pick } from './localize.ts';

export function vendorOf(vendor: VendorRow, locale: Locale) {
  return {
    id: vendor.id,
    name: pick(vendor.name, locale),
    description: vendor.description ? pick(vendor.description, locale) : null,
    logo: vendor.logoUrl,
    deliveryPrice: vendor.deliveryPrice,
    city: vendor.city ? { id: vendor.city.id, name: pick(vendor.city.name, locale) } : null,
    phone: vendor.phone,
    email: vendor.email,
  };
}
