/**
 * A product as the contract answers it (`Product`), in the request's language: one view for
 * every area that lists products (the shop's pages, a blog post's linked products), so the
 * shape never differs between them. The rows come from the shop's repository.
 */
import type { Locale } from '../domain/index.ts';
import type { components } from './contract.types.ts';
import type { ProductRow } from './db/products.ts';
import { pick } from './localize.ts';

export function productOf(row: ProductRow, locale: Locale): components['schemas']['Product'] {
  return {
    id: row.id,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    price: row.price,
    promoPrice: row.promoPrice,
    image: row.images[0]?.url ?? null,
    images: row.images,
    vendor: { id: row.vendor.id, name: pick(row.vendor.name, locale), deliveryPrice: row.vendor.deliveryPrice },
    categories: row.categories.map((category) => ({ id: category.id, name: pick(category.name, locale) })),
    stock: row.stock,
    attributes: row.attributes,
    sku: row.sku,
    createdAt: row.createdAt.toISOString(),
  };
}
