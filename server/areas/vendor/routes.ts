/**
 * The vendor area's handlers (docs/decisions/0015): the vendor's products (the product form with
 * its pictures, retiring a product, its list), its shop profile, and moving its part of an
 * order. Queries are in repository.ts, the buyer's status e-mail in mails.ts; the catalogue
 * import's handlers are in importRoutes.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import { canMoveOrder } from '../../../domain/orders.ts';
import { wordsOf } from '../../db/products.ts';
import type { Localized } from '../../db/schema/index.ts';
import { forbidden, notFound, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { components } from '../../contract.types.ts';
import type { AreaHandlers } from '../../handler.ts';
import { inLanguage } from '../../localize.ts';
import { orderOf } from '../../orderView.ts';
import { productOf } from '../../productView.ts';
import { withImages } from '../../services/images.ts';
import { vendorOf } from '../../vendorView.ts';
import { sendStatusMail } from './mails.ts';
import { productProblems } from './productRules.ts';
import type { ProductValues } from './products.ts';

/** The shop the signed-in vendor manages; a vendor account without one may touch nothing (403). */
export async function ownShop(request: FastifyRequest): Promise<number> {
  const vendorId = await request.server.vendorRepository.vendorIdOf(request.user!.id);
  if (vendorId === undefined) throw forbidden();
  return vendorId;
}

/** Product `id` if the caller's shop sells it: someone else's is 403, a retired or unknown one 404. */
async function ownProduct(request: FastifyRequest, id: number): Promise<number> {
  const [vendorId, owner] = await Promise.all([ownShop(request), request.server.vendorRepository.productOwner(id)]);
  if (!owner || owner.retired) throw notFound();
  if (owner.vendorId !== vendorId) throw forbidden();
  return vendorId;
}

type ProductBody = components['schemas']['ProductInput'];

/** The problems of a product form beyond its schema: its categories' filters, the promo price, the SKU. */
async function productFormProblems(request: FastifyRequest, vendorId: number, body: ProductBody, productId?: number): Promise<FieldError[]> {
  const { vendorRepository } = request.server;
  const [categories, skuTaken] = await Promise.all([
    vendorRepository.categoryRules(body.categoryIds),
    body.sku === undefined ? false : vendorRepository.skuTaken(vendorId, body.sku, productId),
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

export const vendorHandlers = {
  // ── products

  async createProduct(request, reply) {
    const { vendorRepository } = request.server;
    const vendorId = await ownShop(request);
    const problems = await productFormProblems(request, vendorId, request.body);
    const changes = await withImages(request, { images: { value: request.body.images, existing: [] } }, problems);
    const id = await changes.save(async () => {
      const created = await vendorRepository.createProduct(vendorId, productValues(request.body, request.locale), changes.fields.images.images);
      if (created === null) throw validationFailed([SKU_TAKEN]);
      return created;
    });
    return reply.code(201).send(productOf((await vendorRepository.findProduct(id))!, request.locale));
  },

  async updateProduct(request) {
    const { vendorRepository } = request.server;
    const { id } = request.params;
    const vendorId = await ownProduct(request, id);
    const current = await vendorRepository.productTexts(id);
    if (!current) throw notFound();
    const problems = await productFormProblems(request, vendorId, request.body, id);
    const changes = await withImages(request, { images: { value: request.body.images, existing: current.images } }, problems);
    const { images, removed } = changes.fields.images;
    await changes.save(async () => {
      if (!(await vendorRepository.updateProduct(id, productValues(request.body, request.locale, current), images, removed))) {
        throw validationFailed([SKU_TAKEN]);
      }
    });
    return productOf((await vendorRepository.findProduct(id))!, request.locale);
  },

  async deleteProduct(request, reply) {
    const { id } = request.params;
    await ownProduct(request, id);
    const { images, vendorRepository } = request.server;
    // A retired product is never shown again, nor restored (its order lines keep only its title
    // and price): its picture files go once the retirement has committed.
    const pictures = await images.prepare({ images: { value: null, existing: await vendorRepository.productImages(id) } });
    await pictures.save(() => vendorRepository.retireProduct(id));
    return reply.code(204).send();
  },

  // ── vendors

  async listVendorProducts(request) {
    // The contract's defaults (offset 0, limit 10) are filled in before a handler runs.
    const offset = request.query.offset!;
    const limit = request.query.limit!;
    const page = await request.server.vendorRepository.listVendorProducts(await ownShop(request), { offset, limit, words: wordsOf(request.query.query) });
    return { items: page.items.map((row) => productOf(row, request.locale)), total: page.total, offset, limit };
  },


  async updateVendor(request) {
    const { vendorRepository } = request.server;
    const { id } = request.params;
    const vendorId = await ownShop(request);
    const current = await vendorRepository.vendorTexts(id);
    if (!current) throw notFound();
    if (id !== vendorId) throw forbidden();
    const { name, description, logo, deliveryPrice = null, cityId = null, phone = null, email = null } = request.body;
    const problems: FieldError[] = [];
    if (cityId !== null && !(await vendorRepository.cityExists(cityId))) problems.push({ property: 'cityId', key: 'error-unknown-city' });
    const changes = await withImages(request, { logo: { value: logo, existing: current.logoUrl ? [{ url: current.logoUrl }] : [] } }, problems);
    await changes.save(() =>
      vendorRepository.updateVendor(id, {
        name: inLanguage(current.name, request.locale, name),
        description: description ? inLanguage(current.description, request.locale, description) : null,
        logoUrl: changes.fields.logo.images[0]?.url ?? null,
        deliveryPrice,
        cityId,
        phone: phone?.trim() || null,
        email: email?.trim() || null,
      }),
    );
    return vendorOf((await vendorRepository.findVendor(id))!, request.locale);
  },


  async getOwnVendor(request) {
    const vendor = await request.server.vendorRepository.findVendor(await ownShop(request));
    if (!vendor) throw notFound();
    return vendorOf(vendor, request.locale);
  },

  // ── orders

  async updateOrderStatus(request) {
    const { vendorRepository } = request.server;
    const { id } = request.params;
    const { status, shipment } = request.body;
    // Shipped goes with its carrier and tracking number, and only shipped does.
    if (status === 'shipped' && shipment === undefined) throw validationFailed([{ property: 'shipment', key: 'error-shipment-needed' }]);
    if (status !== 'shipped' && shipment !== undefined) throw validationFailed([{ property: 'shipment', key: 'error-shipment-only-shipped' }]);
    if (shipment?.carrier === 'other' && !shipment.carrierName) throw validationFailed([{ property: 'shipment.carrierName', key: 'error-required' }]);
    const vendorId = await ownShop(request);
    const row = shipment && {
      carrier: shipment.carrier,
      // A known carrier's name is its own.
      carrierName: shipment.carrier === 'other' ? shipment.carrierName! : null,
      trackingNumber: shipment.trackingNumber,
    };
    const outcome = await vendorRepository.changeGroupStatus(id, vendorId, status, (from) => canMoveOrder(from, status), row);
    if (!outcome) throw (await vendorRepository.orderExists(id)) ? forbidden() : notFound();
    if (!outcome.changed) throw validationFailed([{ property: 'status', key: 'error-order-status-step' }]);
    const viewer = { vendorId };
    const order = (await vendorRepository.findOrder(id, viewer))!;
    await sendStatusMail(request, order, order.groups[0]!);
    return orderOf(order, viewer, request.locale);
  },
} satisfies AreaHandlers;
