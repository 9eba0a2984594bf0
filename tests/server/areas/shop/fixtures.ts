/**
 * A small shop written straight to a test's fresh database: vendors (signed-in accounts),
 * categories with filters, products with exactly the prices, stock and attributes a test needs,
 * and a city for delivery addresses.
 */
import { eq } from 'drizzle-orm';
import {
  categoryFilters,
  cities,
  districts,
  productCategories,
  productCategoryLinks,
  productImages,
  products,
  vendors,
} from '../../../../server/db/schema/index.ts';
import type { CategoryFilterValue, Localized, Room } from '../../../../server/db/schema/index.ts';
import { createAccount } from '../../helpers/accounts.ts';
import type { Account } from '../../helpers/accounts.ts';
import type { TestApp } from '../../helpers/testApp.ts';

export interface TestVendor extends Account {
  vendorId: number;
}

let sequence = 0;

/** A vendor account (signed in) whose shop has this name, delivery price and order address. */
export async function createVendor(
  server: TestApp,
  shop: { name: Localized; deliveryPrice: number | null; email?: string; cityId?: number },
): Promise<TestVendor> {
  const account = await createAccount(server, 'vendor');
  const [row] = await server.db
    .update(vendors)
    .set({ name: shop.name, deliveryPrice: shop.deliveryPrice, email: shop.email ?? null, cityId: shop.cityId ?? null })
    .where(eq(vendors.ownerUserId, account.id))
    .returning({ id: vendors.id });
  return { ...account, vendorId: row!.id };
}

export async function createCity(server: TestApp, name: Localized, districtNames: Localized[] = []): Promise<number> {
  sequence += 1;
  const [city] = await server.db.insert(cities).values({ key: `city-${sequence}`, name }).returning({ id: cities.id });
  for (const [index, district] of districtNames.entries()) {
    await server.db.insert(districts).values({ cityId: city!.id, key: `district-${sequence}-${index}`, name: district });
  }
  return city!.id;
}

export async function createCategory(
  server: TestApp,
  category: {
    name: Localized;
    room: Room | null;
    promo?: boolean;
    sortOrder?: number;
    filters?: { key: string; name: Localized; values: CategoryFilterValue[] }[];
  },
): Promise<number> {
  sequence += 1;
  const [row] = await server.db
    .insert(productCategories)
    .values({
      key: `category-${sequence}`,
      name: category.name,
      room: category.room,
      promo: category.promo ?? false,
      imageUrl: `/media/generated/product/${sequence}.svg`,
      sortOrder: category.sortOrder ?? sequence,
    })
    .returning({ id: productCategories.id });
  for (const [index, filter] of (category.filters ?? []).entries()) {
    await server.db.insert(categoryFilters).values({ categoryId: row!.id, ...filter, sortOrder: index + 1 });
  }
  return row!.id;
}

/** `value` labelled the same in both languages, capitalised. */
export function option(value: string, bg?: string): CategoryFilterValue {
  return { value, label: { bg: bg ?? value, en: value[0]!.toUpperCase() + value.slice(1) } };
}

export async function createProduct(
  server: TestApp,
  product: {
    vendorId: number;
    categoryIds: number[];
    title: Localized;
    price: number;
    promoPrice?: number | null;
    stock?: number;
    attributes?: Record<string, string>;
    description?: Localized;
    createdAt?: Date;
    deleted?: boolean;
    images?: string[];
    sku?: string;
  },
): Promise<number> {
  const createdAt = product.createdAt ?? new Date();
  const [row] = await server.db
    .insert(products)
    .values({
      vendorId: product.vendorId,
      title: product.title,
      description: product.description ?? { bg: 'Описание', en: 'Description' },
      price: product.price,
      promoPrice: product.promoPrice ?? null,
      stock: product.stock ?? 10,
      attributes: product.attributes ?? {},
      deletedAt: product.deleted ? new Date() : null,
      sku: product.sku ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: products.id });
  const productId = row!.id;
  await server.db.insert(productCategoryLinks).values(product.categoryIds.map((categoryId) => ({ productId, categoryId })));
  for (const [position, url] of (product.images ?? []).entries()) {
    await server.db.insert(productImages).values({ productId, url, thumbnailUrl: url, position });
  }
  return productId;
}

/** `days` days before now. */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}
