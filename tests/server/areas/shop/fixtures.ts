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

/** Two shops in Sofia selling tables (Dabrava with a delivery price, Rozova without): what an order from two shops needs. */
export interface TwoShops {
  sofia: number;
  categoryId: number;
  dabrava: TestVendor;
  rozova: TestVendor;
}

export async function createTwoShops(server: TestApp): Promise<TwoShops> {
  const sofia = await createCity(server, { bg: 'София', en: 'Sofia' });
  const categoryId = await createCategory(server, { name: { bg: 'Маси', en: 'Tables' }, room: 'living-room' });
  const dabrava = await createVendor(server, { name: { bg: 'Мебели Дъбрава', en: 'Dabrava Furniture' }, deliveryPrice: 2500 });
  const rozova = await createVendor(server, { name: { bg: 'Розова долина', en: 'Rose Valley' }, deliveryPrice: null });
  return { sofia, categoryId, dabrava, rozova };
}

let ordersPlaced = 0;

/**
 * An order of a new table from each of the two shops, placed through the API by `account` (null:
 * without one) with the contact address `email`; its id and the first link of the buyer's e-mail
 * (the order's page, with its private token for an order without an account).
 */
export async function placeTwoShopOrder(server: TestApp, shops: TwoShops, account: Account | null, email: string): Promise<{ id: number; link: string }> {
  ordersPlaced += 1;
  const items = [];
  for (const vendor of [shops.dabrava, shops.rozova]) {
    const title = { bg: `Маса ${ordersPlaced}`, en: `Table ${ordersPlaced}` };
    const productId = await createProduct(server, { vendorId: vendor.vendorId, categoryIds: [shops.categoryId], title, price: 10_000, stock: 100 });
    items.push({ productId, quantity: 1 });
  }
  const response = await server.inject({
    method: 'POST',
    url: '/api/order',
    headers: account ? { cookie: account.cookie } : {},
    payload: { items, contact: { name: 'Мария Иванова', phone: '0888123456', email }, address: { cityId: shops.sofia, street: 'ул. „Оборище“ 18' } },
  });
  if (response.statusCode !== 201) throw new Error(`the order was not placed: ${response.statusCode} ${response.body}`);
  const mail = (await server.outbox()).find((each) => each.to === email);
  if (!mail?.links[0]) throw new Error(`no order e-mail reached ${email}`);
  return { id: (response.json() as { id: number }).id, link: mail.links[0] };
}
