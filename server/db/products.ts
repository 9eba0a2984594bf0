/**
 * What the shop (its catalogue and search) and the vendor area (its own products) both read of
 * a product: its pictures, the live and charged-price expressions, and the one JSON shape a
 * search page, a product page and a vendor's list build a ProductRow from; and what the shop's
 * and a move plan's checkouts both do with the products of their lines (checked, priced).
 */
import { and, isNull, sql } from 'drizzle-orm';
import { addToCart, emptyCart } from '../../domain/index.ts';
import type { Cart, Locale } from '../../domain/index.ts';
import type { FieldError, StockShortage } from '../errors.ts';
import { pick } from '../localize.ts';
import { rowsOf } from './client.ts';
import type { Db } from './client.ts';
import { imagesJson } from './images.ts';
import type { ImageRow, ListingImages } from './images.ts';
import { productCategories, productCategoryLinks, productImages, products, vendors } from './schema/index.ts';
import type { Localized } from './schema/index.ts';

/** A product with what its page shows: vendor, images, categories. */
export interface ProductRow {
  id: number;
  title: Localized;
  description: Localized;
  price: number;
  promoPrice: number | null;
  stock: number;
  attributes: Record<string, string>;
  sku: string | null;
  createdAt: Date;
  vendor: { id: number; name: Localized; deliveryPrice: number | null };
  images: ImageRow[];
  categories: { id: number; name: Localized }[];
}

/** A product's pictures. */
export const productPictures: ListingImages = { table: productImages, listing: 'productId' };

/** Words of a search query (at most 10, so a long query stays one cheap statement). */
const MAX_QUERY_WORDS = 10;

export function wordsOf(query: string | undefined): string[] {
  return (query ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
}

/** A LIKE pattern that finds `word` literally anywhere. */
export function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A product on sale: not deleted, in stock. */
export const live = and(isNull(products.deletedAt), sql`${products.stock} > 0`);
/** The price charged: exactly the expression of products_charged_price_idx. */
export const charged = sql`coalesce(${products.promoPrice}, ${products.price})`;

/**
 * The product of the `products` row in scope as JSON, with its vendor, images (display order)
 * and categories: the one shape both a search page and a product page read (ProductRow).
 */
export const productJson = sql`json_build_object(
  'id', ${products.id}, 'title', ${products.title}, 'description', ${products.description},
  'price', ${products.price}, 'promoPrice', ${products.promoPrice}, 'stock', ${products.stock},
  'attributes', ${products.attributes}, 'sku', ${products.sku}, 'createdAt', ${products.createdAt},
  'vendor', (select json_build_object('id', ${vendors.id}, 'name', ${vendors.name}, 'deliveryPrice', ${vendors.deliveryPrice})
             from ${vendors} where ${vendors.id} = ${products.vendorId}),
  'images', ${imagesJson(productPictures, products.id)},
  'categories', coalesce((select json_agg(json_build_object('id', ${productCategories.id}, 'name', ${productCategories.name}) order by ${productCategories.id})
                          from ${productCategoryLinks} join ${productCategories} on ${productCategories.id} = ${productCategoryLinks.categoryId}
                          where ${productCategoryLinks.productId} = ${products.id}), '[]'::json))`;

/** productJson as read back (JSON has no dates). */
export type ProductJson = Omit<ProductRow, 'createdAt'> & { createdAt: string };

/** A ProductRow from productJson. */
export function productRowOf(json: ProductJson): ProductRow {
  return { ...json, createdAt: new Date(json.createdAt) };
}

/** A live (not deleted) product with its vendor, images and categories. */
export async function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  const result = await db.execute(sql`select ${productJson} as product from ${products} where ${products.id} = ${id} and ${products.deletedAt} is null`);
  const [row] = rowsOf<{ product: ProductJson }>(result);
  return row && productRowOf(row.product);
}

/** A checkout's line (the contract's OrderItemInput). */
interface CheckoutLine {
  productId: number;
  vendorId?: number | undefined;
  quantity: number;
}

/** What a checkout reads of a line's product (server/db/orders.ts productsForOrder). */
interface ProductOfLine {
  id: number;
  title: Localized;
  price: number;
  promoPrice: number | null;
  stock: number;
  vendor: { id: number; name: Localized; deliveryPrice: number | null };
}

/** Every line must name a product still sold, once, by the vendor the cart says (`at` names the lines' field, e.g. `items`). */
export function checkoutLineProblems(items: readonly CheckoutLine[], known: ReadonlyMap<number, ProductOfLine>, at = 'items'): FieldError[] {
  const invalid: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const product = known.get(item.productId);
    if (seen.has(item.productId)) invalid.push({ property: `${at}.${index}.productId`, key: 'error-duplicate-product' });
    else if (!product) invalid.push({ property: `${at}.${index}.productId`, key: 'error-product-unavailable' });
    else if (item.vendorId !== undefined && item.vendorId !== product.vendor.id) {
      invalid.push({ property: `${at}.${index}.vendorId`, key: 'error-vendor-mismatch' });
    }
    seen.add(item.productId);
  });
  return invalid;
}

/** The lines that ask more than their product's stock, named in `locale`. */
export function stockShortages(items: readonly CheckoutLine[], known: ReadonlyMap<number, ProductOfLine>, locale: Locale): StockShortage[] {
  return items.flatMap((item) => {
    const product = known.get(item.productId);
    // A product gone meanwhile has nothing left.
    if (!product) return [{ productId: item.productId, title: '', available: 0 }];
    return item.quantity > product.stock ? [{ productId: product.id, title: pick(product.title, locale), available: product.stock }] : [];
  });
}

/**
 * The checkout's cart, priced by the cart functions the browser uses from the server's prices
 * only. The lines were checked (checkoutLineProblems): a refusal here is a bug.
 */
export function cartFromRows(items: readonly CheckoutLine[], known: ReadonlyMap<number, ProductOfLine>, locale: Locale): Cart {
  let cart: Cart = emptyCart();
  for (const item of items) {
    const product = known.get(item.productId)!;
    const added = addToCart(
      cart,
      {
        id: product.id,
        title: pick(product.title, locale),
        price: product.price,
        promoPrice: product.promoPrice,
        vendor: { id: product.vendor.id, name: pick(product.vendor.name, locale), deliveryPrice: product.vendor.deliveryPrice },
      },
      item.quantity,
    );
    // Ids, vendors and quantities (1–100, once each) were checked before.
    if (!added.ok) throw new Error(`cart refused a checked line: ${added.error}`);
    cart = added.cart;
  }
  return cart;
}
