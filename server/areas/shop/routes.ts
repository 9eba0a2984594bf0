/**
 * The shop area's handlers (contract tags products, vendors, orders): categories by room, their
 * filters, the product search with facet counts, products, vendor pages, and orders: the
 * checkout, priced here with the domain's cart functions from the server's own prices, and the
 * buyer's (or a vendor's) orders. Queries are in repository.ts, the order e-mails in mails.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import {
  ORDER_DEFAULT_ORDER,
  PRODUCT_SEARCH_DEFAULT_ORDER,
  PRODUCT_SEARCH_PAGE_SIZE,
  addToCart,
  cartLines,
  deliveryOf,
  emptyCart,
} from '../../../domain/index.ts';
import type { Cart } from '../../../domain/index.ts';
import { canMoveOrder } from '../../../domain/orders.ts';
import type { Localized } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { components } from '../../contract.types.ts';
import type { AreaHandlers } from '../../handler.ts';
import { inLanguage, pick } from '../../localize.ts';
import { productOf } from '../../productView.ts';
import { withImages } from '../../services/images.ts';
import { sendOrderMails, sendStatusMail } from './mails.ts';
import { orderOf } from './orderView.ts';
import { productProblems } from './productRules.ts';
import type { OrderViewer, StoredOrder } from '../../db/orders.ts';
import type { ProductValues } from './products.ts';
import type { ShopRepository } from './repository.ts';

/** Words of a search query (at most 10, so a long query stays one cheap statement). */
const MAX_QUERY_WORDS = 10;

function wordsOf(query: string | undefined): string[] {
  return (query ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
}

function vendorOf(vendor: NonNullable<Awaited<ReturnType<ShopRepository['findVendor']>>>, locale: Locale) {
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

/** Whose orders the caller sees: a regular user their own, a vendor its shop's groups. */
async function viewerOf(request: FastifyRequest): Promise<OrderViewer | undefined> {
  const user = request.user!;
  if (user.type !== 'vendor') return { buyerUserId: user.id };
  const vendorId = await request.server.shopRepository.vendorIdOf(user.id);
  return vendorId === undefined ? undefined : { vendorId };
}

/** The shop the signed-in vendor manages; a vendor account without one may touch nothing (403). */
export async function ownShop(request: FastifyRequest): Promise<number> {
  const vendorId = await request.server.shopRepository.vendorIdOf(request.user!.id);
  if (vendorId === undefined) throw forbidden();
  return vendorId;
}

/** Product `id` if the caller's shop sells it: someone else's is 403, a retired or unknown one 404. */
async function ownProduct(request: FastifyRequest, id: number): Promise<number> {
  const [vendorId, owner] = await Promise.all([ownShop(request), request.server.shopRepository.productOwner(id)]);
  if (!owner || owner.retired) throw notFound();
  if (owner.vendorId !== vendorId) throw forbidden();
  return vendorId;
}

type ProductBody = components['schemas']['ProductInput'];

/** The problems of a product form beyond its schema: its categories' filters, the promo price, the SKU. */
async function productFormProblems(request: FastifyRequest, vendorId: number, body: ProductBody, productId?: number): Promise<FieldError[]> {
  const { shopRepository } = request.server;
  const [categories, skuTaken] = await Promise.all([
    shopRepository.categoryRules(body.categoryIds),
    body.sku === undefined ? false : shopRepository.skuTaken(vendorId, body.sku, productId),
  ]);
  const problems = productProblems(
    { price: body.price, promoPrice: body.promoPrice ?? null, categoryIds: body.categoryIds, attributes: body.attributes ?? {} },
    categories,
  );
  if (skuTaken) problems.push(SKU_TAKEN);
  return problems;
}

const SKU_TAKEN: FieldError = { property: 'sku', key: 'error-sku-taken' };

function productValues(body: ProductBody, locale: Locale, current?: { title: Localized; description: Localized }): ProductValues {
  return {
    title: inLanguage(current?.title, locale, body.title),
    description: inLanguage(current?.description, locale, body.description),
    price: body.price,
    promoPrice: body.promoPrice ?? null,
    stock: body.stock,
    attributes: body.attributes ?? {},
    sku: body.sku ?? null,
    categoryIds: body.categoryIds,
  };
}

/**
 * The order `id` as the caller may see it; someone else's order (another buyer's, or one
 * without the vendor's products) is 403, an unknown one 404 (docs/decisions/0011).
 */
async function ownOrder(request: FastifyRequest, id: number): Promise<{ viewer: OrderViewer; order: StoredOrder }> {
  const { shopRepository } = request.server;
  const viewer = await viewerOf(request);
  const order = viewer && (await shopRepository.findOrder(id, viewer));
  if (viewer && order) return { viewer, order };
  throw (await shopRepository.orderExists(id)) ? forbidden() : notFound();
}

export const shopHandlers = {
  // ── products

  async listProductCategories(request) {
    const { room, promo } = request.query;
    const rows = await request.server.shopRepository.listCategories({ room, promoOnly: promo === 1 });
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: pick(row.name, request.locale),
      room: row.room,
      image: row.imageUrl,
      promo: row.promo,
      productCount: row.productCount,
    }));
  },

  async getCategoryFilters(request) {
    const filters = await request.server.shopRepository.findCategoryFilters(request.params.id);
    if (!filters) throw notFound();
    return filters.map((filter) => ({
      key: filter.key,
      name: pick(filter.name, request.locale),
      values: filter.values.map((option) => ({ value: option.value, label: pick(option.label, request.locale) })),
    }));
  },

  async searchProducts(request) {
    const { shopRepository } = request.server;
    const { offset = 0, limit = PRODUCT_SEARCH_PAGE_SIZE, orderBy = PRODUCT_SEARCH_DEFAULT_ORDER } = request.query;
    const { categoryId, vendorId, room, promo, query, priceFrom, priceTo, filters = {} } = request.body;

    // Facet counts are those of the searched category's filters, every declared value listed.
    const [categoryFilters, vendorKnown] = await Promise.all([
      categoryId === undefined ? [] : shopRepository.findCategoryFilters(categoryId),
      vendorId === undefined || shopRepository.findVendor(vendorId).then(Boolean),
    ]);
    const invalid: FieldError[] = [];
    if (!categoryFilters) invalid.push({ property: 'categoryId', key: 'error-unknown-category' });
    if (!vendorKnown) invalid.push({ property: 'vendorId', key: 'error-unknown-vendor' });
    if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) {
      invalid.push({ property: 'priceTo', key: 'error-price-range' });
    }
    if (invalid.length > 0 || !categoryFilters) throw validationFailed(invalid);

    const result = await shopRepository.search(
      {
        categoryId,
        vendorId,
        room,
        promo,
        words: wordsOf(query),
        priceFrom,
        priceTo,
        filters,
      },
      { offset, limit, orderBy, locale: request.locale, facetKeys: categoryFilters.map((filter) => filter.key) },
    );
    const counted = new Map(result.facets.map((facet) => [`${facet.key}\u0000${facet.value}`, facet.count]));
    return {
      items: result.items.map((row) => productOf(row, request.locale)),
      total: result.total,
      offset,
      limit,
      facets: categoryFilters.map((filter) => ({
        key: filter.key,
        counts: filter.values.map((option) => ({ value: option.value, count: counted.get(`${filter.key}\u0000${option.value}`) ?? 0 })),
      })),
      priceRange: result.priceRange,
    };
  },

  async getProduct(request) {
    const row = await request.server.shopRepository.findProduct(request.params.id);
    if (!row) throw notFound();
    return productOf(row, request.locale);
  },

  async createProduct(request, reply) {
    const { shopRepository } = request.server;
    const vendorId = await ownShop(request);
    const problems = await productFormProblems(request, vendorId, request.body);
    const changes = await withImages(request, { images: { value: request.body.images, existing: [] } }, problems);
    const id = await changes.save(async () => {
      const created = await shopRepository.createProduct(vendorId, productValues(request.body, request.locale), changes.fields.images.images);
      if (created === null) throw validationFailed([SKU_TAKEN]);
      return created;
    });
    return reply.code(201).send(productOf((await shopRepository.findProduct(id))!, request.locale));
  },

  async updateProduct(request) {
    const { shopRepository } = request.server;
    const { id } = request.params;
    const vendorId = await ownProduct(request, id);
    const current = await shopRepository.productTexts(id);
    if (!current) throw notFound();
    const problems = await productFormProblems(request, vendorId, request.body, id);
    const changes = await withImages(request, { images: { value: request.body.images, existing: current.images } }, problems);
    const { images, removed } = changes.fields.images;
    await changes.save(async () => {
      if (!(await shopRepository.updateProduct(id, productValues(request.body, request.locale, current), images, removed))) {
        throw validationFailed([SKU_TAKEN]);
      }
    });
    return productOf((await shopRepository.findProduct(id))!, request.locale);
  },

  async deleteProduct(request, reply) {
    const { id } = request.params;
    await ownProduct(request, id);
    await request.server.shopRepository.retireProduct(id);
    return reply.code(204).send();
  },

  // ── vendors

  async listVendorProducts(request) {
    // The contract's defaults (offset 0, limit 10) are filled in before a handler runs.
    const offset = request.query.offset!;
    const limit = request.query.limit!;
    const page = await request.server.shopRepository.listVendorProducts(await ownShop(request), { offset, limit, words: wordsOf(request.query.query) });
    return { items: page.items.map((row) => productOf(row, request.locale)), total: page.total, offset, limit };
  },

  async updateVendor(request) {
    const { shopRepository } = request.server;
    const { id } = request.params;
    const vendorId = await ownShop(request);
    const current = await shopRepository.vendorTexts(id);
    if (!current) throw notFound();
    if (id !== vendorId) throw forbidden();
    const { name, description, logo, deliveryPrice = null, cityId = null, phone = null, email = null } = request.body;
    const problems: FieldError[] = [];
    if (cityId !== null && !(await shopRepository.cityExists(cityId))) problems.push({ property: 'cityId', key: 'error-unknown-city' });
    const changes = await withImages(request, { logo: { value: logo, existing: current.logoUrl ? [{ url: current.logoUrl }] : [] } }, problems);
    await changes.save(() =>
      shopRepository.updateVendor(id, {
        name: inLanguage(current.name, request.locale, name),
        description: description ? inLanguage(current.description, request.locale, description) : null,
        logoUrl: changes.fields.logo.images[0]?.url ?? null,
        deliveryPrice,
        cityId,
        phone: phone?.trim() || null,
        email: email?.trim() || null,
      }),
    );
    return vendorOf((await shopRepository.findVendor(id))!, request.locale);
  },

  async getVendor(request) {
    const vendor = await request.server.shopRepository.findVendor(request.params.id);
    if (!vendor) throw notFound();
    return vendorOf(vendor, request.locale);
  },

  async getOwnVendor(request) {
    const vendor = await request.server.shopRepository.findVendor(await ownShop(request));
    if (!vendor) throw notFound();
    return vendorOf(vendor, request.locale);
  },

  // ── orders

  async createOrder(request, reply) {
    const { shopRepository } = request.server;
    const { items, contact, address, note } = request.body;

    // Every line must name a product still sold, once, by the vendor the cart says.
    const invalid: FieldError[] = [];
    const known = new Map((await shopRepository.productsForOrder(items.map((item) => item.productId))).map((row) => [row.id, row]));
    const seen = new Set<number>();
    items.forEach((item, index) => {
      const product = known.get(item.productId);
      if (seen.has(item.productId)) invalid.push({ property: `items.${index}.productId`, key: 'error-duplicate-product' });
      else if (!product) invalid.push({ property: `items.${index}.productId`, key: 'error-product-unavailable' });
      else if (item.vendorId !== undefined && item.vendorId !== product.vendor.id) {
        invalid.push({ property: `items.${index}.vendorId`, key: 'error-vendor-mismatch' });
      }
      seen.add(item.productId);
    });
    if (!(await shopRepository.cityExists(address.cityId))) invalid.push({ property: 'address.cityId', key: 'error-unknown-city' });
    if (invalid.length > 0) throw validationFailed(invalid);
    if (items.some((item) => item.quantity > known.get(item.productId)!.stock)) throw conflict('error-out-of-stock');

    // Priced by the cart functions the browser uses, from the server's prices only.
    let cart: Cart = emptyCart();
    for (const item of items) {
      const product = known.get(item.productId)!;
      const added = addToCart(
        cart,
        {
          id: product.id,
          title: pick(product.title, request.locale),
          price: product.price,
          promoPrice: product.promoPrice,
          vendor: { id: product.vendor.id, name: pick(product.vendor.name, request.locale), deliveryPrice: product.vendor.deliveryPrice },
        },
        item.quantity,
      );
      // Ids, vendors and quantities (1–100, once each) were checked above.
      if (!added.ok) throw new Error(`cart refused a checked line: ${added.error}`);
      cart = added.cart;
    }

    const orderId = await shopRepository.placeOrder({
      buyerUserId: request.user?.id ?? null,
      contact: { name: contact.name.trim(), phone: contact.phone.trim(), email: contact.email.trim() },
      address: { cityId: address.cityId, street: address.street.trim() },
      note: note?.trim() || null,
      locale: request.locale,
      totalOrderAmount: cart.totalOrderAmount,
      totalDeliveryAmount: cart.totalDeliveryAmount,
      totalProductCount: cart.totalProductCount,
      groups: Object.values(cart.vendors).map((group) => ({
        vendorId: group.vendor.id,
        totalAmount: group.totalAmount,
        totalTaxes: group.totalTaxes,
        delivery: deliveryOf(group.vendor),
      })),
      items: cartLines(cart).map((line) => ({
        vendorId: line.vendor.id,
        productId: line.product.id,
        title: known.get(line.product.id)!.title,
        unitPrice: line.unitPrice,
        quantity: line.product.quantity,
      })),
    });
    // A product ran out or changed its price since it was read: nothing was written.
    if (orderId === null) throw conflict('error-out-of-stock');

    const order = (await shopRepository.findOrder(orderId))!;
    await sendOrderMails(request, order);
    return reply.code(201).send(orderOf(order, undefined, request.locale));
  },

  async listOrders(request) {
    const { orderBy = ORDER_DEFAULT_ORDER, status } = request.query;
    // The contract's defaults (offset 0, limit 10) are filled in before a handler runs.
    const offset = request.query.offset!;
    const limit = request.query.limit!;
    const viewer = await viewerOf(request);
    if (!viewer) return { items: [], total: 0, offset, limit };
    const page = await request.server.shopRepository.listOrders(viewer, { offset, limit, ascending: orderBy === 'createdAt.ASC', status });
    return { items: page.orders.map((order) => orderOf(order, viewer, request.locale)), total: page.total, offset, limit };
  },

  async updateOrderStatus(request) {
    const { shopRepository } = request.server;
    const { id } = request.params;
    const { status } = request.body;
    const vendorId = await ownShop(request);
    const outcome = await shopRepository.changeGroupStatus(id, vendorId, status, (from) => canMoveOrder(from, status));
    if (!outcome) throw (await shopRepository.orderExists(id)) ? forbidden() : notFound();
    if (!outcome.changed) throw validationFailed([{ property: 'status', key: 'error-order-status-step' }]);
    const viewer = { vendorId };
    const order = (await shopRepository.findOrder(id, viewer))!;
    await sendStatusMail(request, order, order.groups[0]!);
    return orderOf(order, viewer, request.locale);
  },

  async getOrder(request) {
    const { viewer, order } = await ownOrder(request, request.params.id);
    return orderOf(order, viewer, request.locale);
  },
} satisfies AreaHandlers;
