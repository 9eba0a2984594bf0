/**
 * A move plan's checkout (docs/decisions/0031, contract checkoutMovePlan): everything the plan
 * chose ordered at once, re-priced here from the server's own prices and catalogues, all or
 * none in one transaction, and idempotent by the request's Idempotency-Key.
 *
 * The transaction's first statement reads the plan with `SELECT ... FOR UPDATE`, and everything
 * is priced and checked from that row: its lock makes a second checkout of the plan, on this
 * server or another, wait for the first and then find it done — with the first's key it is
 * answered the first checkout, with another 409 —, and an update of the plan (which takes the
 * same lock) either lands before and is what is ordered, or after and is refused (409). The orders are the shop's and the services' own (their
 * writes in server/db/), so vendors and the services' office handle them as any other; its
 * e-mails are a job the transaction queues (mails.ts).
 */
import { TransactionRollbackError, and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLEANING_ERROR_FIELDS, deliveryOf, serviceGroupsOf } from '../../../domain/index.ts';
import type { CleaningError, CleaningType, ServiceGroup } from '../../../domain/index.ts';
import { checkoutBlockers, moveSummary } from '../../../domain/move.ts';
import type { MoveBlocker, MoveEventId, MoveLineError } from '../../../domain/move.ts';
import type { components } from '../../contract.types.ts';
import { insertCleaningOrder, orderLinesOf } from '../../db/cleaningOrders.ts';
import { groupsOf, listServices } from '../../db/cleaningServices.ts';
import { insertShopOrder, orderItemsOf, productsForOrder } from '../../db/orders.ts';
import type { ProductForOrder } from '../../db/orders.ts';
import { cartFromRows, checkoutLineProblems, stockShortages } from '../../db/products.ts';
import { movePlans } from '../../db/schema/index.ts';
import type { ContactDetails, MovePlanRow, StoredAddress } from '../../db/schema/index.ts';
import { conflict, notFound, outOfStock, validationFailed } from '../../errors.ts';
import type { FieldError } from '../../errors.ts';
import type { Handler } from '../../handler.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { enqueue } from '../../services/jobs.ts';
import { answerOwned, domainPlanOf, MOVE_ERROR_KEYS } from './answers.ts';
import { MOVE_PLAN_MAIL_JOB, movePlanMailKey } from './mails.ts';

type Input = components['schemas']['MovePlanCheckoutInput'];

/** The plan's field an event of its timeline is set in. */
function fieldOfEvent(event: MoveEventId): string {
  return event.startsWith('delivery:') ? `deliveries.${event.slice('delivery:'.length)}` : `${event}.when`;
}

/** Each blocker as the plan's field it is fixed in, with its key. */
function blockerField(blocker: MoveBlocker, plan: MovePlanRow): FieldError {
  switch (blocker.kind) {
    case 'conflict':
      return { property: fieldOfEvent(blocker.conflict.event), key: blocker.key };
    case 'incomplete': {
      const choice = plan[blocker.step]!;
      return { property: choice.when === null ? `${blocker.step}.when` : `${blocker.step}.lines`, key: blocker.key };
    }
    case 'no-delivery-window':
      // The browser's text names the vendor; the property does here.
      return { property: `deliveries.${blocker.vendor.id}`, key: 'move-error-delivery-window' };
    case 'no-from-address':
      return { property: 'from', key: blocker.key };
    case 'nothing-chosen':
      return { property: 'items', key: blocker.key };
    case 'checked-out':
      // Answered before the blockers are asked (the key decides it).
      throw new Error('a checked-out plan reached its blockers');
  }
}

/** The field of a service line's refusal: a line's own field, or its service for a duplicate or a conflict. */
function lineField(key: MoveLineError): string {
  return key in CLEANING_ERROR_FIELDS ? CLEANING_ERROR_FIELDS[key as CleaningError] : 'serviceKey';
}

/** The catalogues of the plan's chosen services (as the cleaning cart takes them), with their rows by key for the stored names. */
async function cataloguesOf(db: Db | Transaction, locale: FastifyRequest['locale'], plan: MovePlanRow) {
  const types = [plan.moving?.cleaningType, plan.cleaning?.cleaningType].filter((type): type is CleaningType => type !== undefined);
  const rows = types.length === 0 ? [] : await listServices(db, types);
  const catalogues: Partial<Record<CleaningType, ServiceGroup[]>> = {};
  for (const type of types) catalogues[type] = serviceGroupsOf(groupsOf(rows.filter((row) => row.cleaningType === type), locale));
  return { catalogues, rows: new Map(rows.map((row) => [row.serviceKey, row])) };
}

/** What the checkout sends, its products read before the transaction (their stock and prices are taken conditionally in it). */
interface Checkout {
  planId: number;
  userId: number;
  key: string;
  contact: ContactDetails;
  street: string;
  note: string | null;
  items: Input['items'];
  known: ReadonlyMap<number, ProductForOrder>;
}

/**
 * Reads the plan under its row lock, checks and prices it, marks it checked out and writes its
 * orders, in one transaction: an update of the plan (which takes the same lock, and refuses a
 * plan checked out) either comes before and is what is ordered, or after and is refused. Answers
 * the plan as it was found when it was checked out already (nothing written); a refusal is
 * thrown (nothing written); a product short rolls everything back (TransactionRollbackError from
 * insertShopOrder).
 */
async function placeOrders(request: FastifyRequest, checkout: Checkout): Promise<{ placed: true } | { placed: false; plan: MovePlanRow }> {
  const { planId, userId, key, contact, street, note, items, known } = checkout;
  return request.server.db.transaction(async (tx) => {
    const [plan] = await tx.select().from(movePlans).where(and(eq(movePlans.id, planId), eq(movePlans.ownerUserId, userId))).for('update');
    if (!plan) throw notFound();
    if (plan.checkedOutAt !== null) return { placed: false, plan };

    const invalid = checkoutLineProblems(items, known);
    if (invalid.length > 0) throw validationFailed(invalid);
    const short = stockShortages(items, known, request.locale);
    if (short.length > 0) throw outOfStock(short);
    const cart = cartFromRows(items, known, request.locale);
    const { catalogues, rows: serviceRows } = await cataloguesOf(tx, request.locale, plan);
    const priced = moveSummary(domainPlanOf(plan), cart, catalogues);
    if (!priced.ok) throw validationFailed([{ property: `${priced.step}.lines.${priced.line}.${lineField(priced.key)}`, key: priced.key }]);
    const blockers = checkoutBlockers(domainPlanOf(plan), cart, new Date());
    if (blockers.length > 0) throw validationFailed(blockers.map((blocker) => blockerField(blocker, plan)));
    const summary = priced.summary;
    const home: StoredAddress = { cityId: plan.home.cityId, street };

    await tx.update(movePlans).set({ checkedOutAt: new Date(), checkoutKey: key }).where(eq(movePlans.id, plan.id));

    let shopOrderId: number | null = null;
    if (cart.totalProductCount > 0) {
      shopOrderId = await insertShopOrder(tx, {
        buyerUserId: userId,
        locale: request.locale,
        contact,
        address: home,
        note,
        totalOrderAmount: cart.totalOrderAmount,
        totalDeliveryAmount: cart.totalDeliveryAmount,
        totalProductCount: cart.totalProductCount,
        groups: Object.values(cart.vendors).map((group) => {
          // Every vendor has its window: checkoutBlockers refused a plan without one.
          const window = plan.deliveries[String(group.vendor.id)]!;
          return {
            vendorId: group.vendor.id,
            totalAmount: group.totalAmount,
            totalTaxes: group.totalTaxes,
            delivery: deliveryOf(group.vendor),
            deliveryDay: window.day,
            deliverySlot: window.slot,
          };
        }),
        items: orderItemsOf(cart, known),
      });
    }

    const serviceOrderIds: Partial<Record<'moving' | 'cleaning', number>> = {};
    for (const service of summary.services) {
      const when = plan[service.step]!.when!;
      const lines = orderLinesOf(service.lines, serviceRows);
      const moving = service.step === 'moving';
      const order = await insertCleaningOrder(tx, {
        userId,
        cleaningType: service.cleaningType,
        services: lines,
        totalPrice: service.total,
        contact,
        // The movers come to where from (a plan with moving has it: checkoutBlockers) and bring it to the new home.
        address: moving ? { cityId: plan.fromCityId!, street: plan.fromStreet! } : home,
        destinationAddress: moving ? home : null,
        date: when.day,
        timeSlot: when.slot,
        note,
      });
      serviceOrderIds[service.step] = order.id;
    }

    await tx
      .update(movePlans)
      .set({ shopOrderId, movingOrderId: serviceOrderIds.moving ?? null, cleaningOrderId: serviceOrderIds.cleaning ?? null })
      .where(eq(movePlans.id, plan.id));
    // The e-mails go once this commits, by whichever server claims the job (decision 0025).
    await enqueue(tx, { kind: MOVE_PLAN_MAIL_JOB, key: movePlanMailKey(plan.id) });
    return { placed: true };
  });
}

type CheckoutRequest = Parameters<Handler<'checkoutMovePlan'>>[0];

/** The contract's Idempotency-Key (16–64 letters, digits and dashes); the app validates no header, so this does. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw validationFailed([{ property: 'Idempotency-Key', key: 'move-error-idempotency-key' }]);
  return key;
}
type CheckoutReply = FastifyReply<{ Reply: { 201: components['schemas']['MovePlan'] } }>;

/** The first checkout's answer again for its key; another key finds the plan ordered. */
async function answerCheckedOut(request: FastifyRequest, reply: CheckoutReply, plan: MovePlanRow, key: string) {
  if (plan.checkoutKey !== key) throw conflict(MOVE_ERROR_KEYS.checkedOut);
  return reply.code(201).send(await answerOwned(request, plan.id));
}

export const checkoutMovePlan: Handler<'checkoutMovePlan'> = async (request: CheckoutRequest, reply) => {
  const { db } = request.server;
  const userId = request.user!.id;
  const key = idempotencyKeyOf(request);
  const { contact, street, note, items }: Input = request.body;
  const known = new Map((await productsForOrder(db, items.map((item) => item.productId))).map((row) => [row.id, row]));

  let outcome: Awaited<ReturnType<typeof placeOrders>>;
  try {
    outcome = await placeOrders(request, {
      planId: request.params.id,
      userId,
      key,
      // Texts arrive trimmed (server/plugins/validation.ts, decision 0008).
      contact: { name: contact.name, phone: contact.phone, email: contact.email },
      street,
      note: note || null,
      items,
      known,
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
    // A product ran out or changed its price since it was read: nothing was written; name what ran out.
    const now = new Map((await productsForOrder(db, items.map((item) => item.productId))).map((row) => [row.id, row]));
    throw outOfStock(stockShortages(items, now, request.locale));
  }
  // Checked out already (a retry or a second tab): its key decides the answer.
  if (!outcome.placed) return answerCheckedOut(request, reply, outcome.plan, key);
  request.server.moveMails.wake();
  return reply.code(201).send(await answerOwned(request, request.params.id));
};
