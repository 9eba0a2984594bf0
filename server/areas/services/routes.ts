/**
 * The services area's handlers (contract tag cleaning): the cleaning and moving catalogues, and
 * orders, priced here with the domain's cleaning cart (the browser's own rules) from the
 * server's catalogue only. Queries are in repository.ts, the confirmation e-mail in mails.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/index.ts';
import {
  CLEANING_ERROR_FIELDS,
  checkSchedule,
  emptyCleaningCart,
  isServiceSelected,
  selectService,
  selectedServiceList,
  serviceGroupsOf,
  setServiceCatalog,
} from '../../../domain/index.ts';
import type { components } from '../../contract.types.ts';
import { orderLinesOf } from '../../db/cleaningOrders.ts';
import { groupsOf } from '../../db/cleaningServices.ts';
import type { CleaningOrder, CleaningType } from '../../db/schema/index.ts';
import { validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { sendCleaningOrderMail } from './mails.ts';

type OrderInput = components['schemas']['CleaningOrderInput'];

function orderOf(order: CleaningOrder, locale: Locale): components['schemas']['CleaningOrder'] {
  return {
    id: order.id,
    cleaningType: order.cleaningType,
    services: order.services.map((line) => ({
      serviceKey: line.serviceKey,
      name: pick(line.name, locale),
      unit: line.unit,
      amount: line.amount,
      months: line.months,
      severity: line.severity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    totalPrice: order.totalPrice,
    date: order.date,
    timeSlot: order.timeSlot,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Checks, prices and stores an order of one of these catalogues: the lines go through the
 * domain's cleaning cart one by one, so a line it refuses, or one whose rule would remove a line
 * before it, is refused; every problem of the body is answered at once.
 */
async function placeOrder(
  request: FastifyRequest<{ Body: OrderInput }>,
  catalogues: readonly CleaningType[],
): Promise<components['schemas']['CleaningOrder']> {
  const { servicesRepository } = request.server;
  const { services, contact, address, destinationAddress, date, timeSlot, note } = request.body;
  const rows = await servicesRepository.listServices(catalogues);

  // The order's catalogue is that of its first known service (moving or one-time on one call).
  const known = new Map(rows.map((row) => [row.serviceKey, row]));
  const cleaningType = services.map((line) => known.get(line.serviceKey)?.cleaningType).find((type) => type !== undefined) ?? catalogues[0]!;
  const catalogue = rows.filter((row) => row.cleaningType === cleaningType);
  let cart = setServiceCatalog(emptyCleaningCart(), cleaningType, serviceGroupsOf(groupsOf(catalogue, request.locale)));

  const invalid: FieldError[] = [];
  services.forEach(({ serviceKey, amount, months, severity }, index) => {
    const at = (field: string) => `services.${index}.${field}`;
    if (isServiceSelected(cart, serviceKey)) {
      invalid.push({ property: at('serviceKey'), key: 'error-duplicate-service' });
      return;
    }
    const result = selectService(cart, serviceKey, { amount, months, severity });
    if (!result.ok) invalid.push({ property: at(CLEANING_ERROR_FIELDS[result.error]), key: result.error });
    else if (result.removed.length > 0) invalid.push({ property: at('serviceKey'), key: 'error-service-conflict' });
    else cart = result.cart;
  });

  if (cleaningType === 'moving' && !destinationAddress) invalid.push({ property: 'destinationAddress', key: 'error-required' });
  if (cleaningType !== 'moving' && destinationAddress) invalid.push({ property: 'destinationAddress', key: 'error-destination-moving-only' });
  const cityNames = await servicesRepository.cityNames([address.cityId, ...(destinationAddress ? [destinationAddress.cityId] : [])]);
  if (!cityNames.has(address.cityId)) invalid.push({ property: 'address.cityId', key: 'error-unknown-city' });
  if (destinationAddress && !cityNames.has(destinationAddress.cityId)) invalid.push({ property: 'destinationAddress.cityId', key: 'error-unknown-city' });

  const schedule = checkSchedule(date, timeSlot, new Date());
  if (schedule) invalid.push({ property: schedule.property, key: schedule.error });
  if (invalid.length > 0) throw validationFailed(invalid);

  const lines = orderLinesOf(selectedServiceList(cart), known);
  const order = await servicesRepository.placeOrder({
    userId: request.user?.id ?? null,
    cleaningType,
    services: lines,
    totalPrice: cart.totalPrice,
    // Texts arrive trimmed (server/plugins/validation.ts, decision 0008).
    contact: { name: contact.name, phone: contact.phone, email: contact.email },
    address: { cityId: address.cityId, street: address.street },
    destinationAddress: destinationAddress ? { cityId: destinationAddress.cityId, street: destinationAddress.street } : null,
    date,
    timeSlot,
    note: note || null,
  });
  await sendCleaningOrderMail(request, order, cityNames);
  return orderOf(order, request.locale);
}

export const servicesHandlers = {
  async listCleaningServices(request) {
    const { cleaningType = 'one-time' } = request.query;
    return groupsOf(await request.server.servicesRepository.listServices([cleaningType]), request.locale);
  },

  async createOneTimeCleaningOrder(request, reply) {
    return reply.code(201).send(await placeOrder(request, ['one-time', 'moving']));
  },

  async createDeepCleaningOrder(request, reply) {
    return reply.code(201).send(await placeOrder(request, ['deep']));
  },
} satisfies AreaHandlers;
