/**
 * The shop area's handlers (contract tags products, vendors, orders): categories by room, their
 * filters, the product search with facet counts, products, vendor pages, and orders: the
 * checkout, priced here with the domain's cart functions from the server's own prices, and the
 * buyer's (or a vendor's) orders. Queries are in repository.ts, the order e-mails in mails.ts.
 * What a vendor does to its products, its profile and its orders is the vendor area's.
 */
import type { FastifyRequest } from 'fastify';
import {
  ORDER_DEFAULT_ORDER,
  PRODUCT_SEARCH_DEFAULT_ORDER,
  PRODUCT_SEARCH_PAGE_SIZE,
  deliveryOf,
  isUpsideDownRange,
} from '../../../domain/index.ts';
import { cartFromRows, checkoutLineProblems, stockShortages, wordsOf } from '../../db/products.ts';
import { orderItemsOf } from '../../db/orders.ts';
import type { OrderViewer, StoredOrder } from '../../db/orders.ts';
import { forbidden, notFound, outOfStock, unauthorized, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { orderOf } from '../../orderView.ts';
import { hashToken } from '../../services/tokens.ts';
import { productOf } from '../../productView.ts';
import { vendorOf } from '../../vendorView.ts';
import { sendOrderMails } from './mails.ts';

/** Whose orders the caller sees: a regular user their own, a vendor its shop's groups. */
async function viewerOf(request: FastifyRequest): Promise<OrderViewer | undefined> {
  const user = request.user!;
  if (user.type !== 'vendor') return { buyerUserId: user.id };
  const vendorId = await request.server.shopRepository.vendorIdOf(user.id);
  return vendorId === undefined ? undefined : { vendorId };
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
    const { categoryId, vendorId, room, promo, pictured, query, priceFrom, priceTo, filters = {} } = request.body;

    // Facet counts are those of the searched category's filters, every declared value listed.
    const [categoryFilters, vendorKnown] = await Promise.all([
      categoryId === undefined ? [] : shopRepository.findCategoryFilters(categoryId),
      vendorId === undefined || shopRepository.findVendor(vendorId).then(Boolean),
    ]);
    const invalid: FieldError[] = [];
    if (!categoryFilters) invalid.push({ property: 'categoryId', key: 'error-unknown-category' });
    if (!vendorKnown) invalid.push({ property: 'vendorId', key: 'error-unknown-vendor' });
    if (isUpsideDownRange(priceFrom, priceTo)) {
      invalid.push({ property: 'priceTo', key: 'error-price-range' });
    }
    if (invalid.length > 0 || !categoryFilters) throw validationFailed(invalid);

    const result = await shopRepository.search(
      {
        categoryId,
        vendorId,
        room,
        promo,
        pictured,
        words: wordsOf(query),
        priceFrom,
        priceTo,
        filters,
      },
      { offset, limit, orderBy, locale: request.locale, facets: categoryFilters.map((filter) => ({ key: filter.key, values: filter.values.map((option) => option.value) })) },
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

  // ── vendors

  async getVendor(request) {
    const vendor = await request.server.shopRepository.findVendor(request.params.id);
    if (!vendor) throw notFound();
    return vendorOf(vendor, request.locale);
  },


  // ── orders

  async createOrder(request, reply) {
    const { shopRepository } = request.server;
    const { items, contact, address, note } = request.body;

    const known = new Map((await shopRepository.productsForOrder(items.map((item) => item.productId))).map((row) => [row.id, row]));
    const invalid = checkoutLineProblems(items, known);
    if (!(await shopRepository.cityExists(address.cityId))) invalid.push({ property: 'address.cityId', key: 'error-unknown-city' });
    if (invalid.length > 0) throw validationFailed(invalid);
    const short = stockShortages(items, known, request.locale);
    if (short.length > 0) throw outOfStock(short);
    const cart = cartFromRows(items, known, request.locale);

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
      items: orderItemsOf(cart, known),
    });
    // A product ran out or changed its price since it was read: nothing was written; name what ran out.
    if (orderId === null) {
      const now = new Map((await shopRepository.productsForOrder(items.map((item) => item.productId))).map((row) => [row.id, row]));
      throw outOfStock(stockShortages(items, now, request.locale));
    }

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

  async getOrder(request) {
    const { viewer, order } = await ownOrder(request, request.params.id);
    return orderOf(order, viewer, request.locale);
  },

  /**
   * The buyer's order page: by the private token of an order e-mail (no sign-in; a token that is
   * not this order's is 404, whoever asks), else the signed-in caller's own order as its buyer.
   */
  async viewOrder(request) {
    const { shopRepository } = request.server;
    const { id } = request.params;
    const { token } = request.body;
    if (token !== undefined) {
      const order = await shopRepository.findOrderByAccess(id, hashToken(token));
      if (!order) throw notFound();
      return orderOf(order, undefined, request.locale);
    }
    if (!request.user) throw unauthorized();
    const viewer = { buyerUserId: request.user.id };
    const order = await shopRepository.findOrder(id, viewer);
    if (order) return orderOf(order, viewer, request.locale);
    throw (await shopRepository.orderExists(id)) ? forbidden() : notFound();
  },
} satisfies AreaHandlers;
