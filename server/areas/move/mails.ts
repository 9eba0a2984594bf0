/**
 * A checked-out move plan's e-mails (docs/decisions/0031), sent by a job the checkout's
 * transaction queues (`move-plan-mail:<plan id>`, decision 0025), decorated on the app as
 * `moveMails`: the buyer ONE e-mail in their language (users.locale) — the timeline, each
 * order's lines and totals, the total — with a calendar file of 2 + N events (the moving, the
 * cleaning, each delivery window); each vendor its usual notice with the window asked for. The
 * shop's and the services' own buyer e-mails are not sent for a plan's orders: this one is
 * theirs. Each message has an id, so a job run again after a crash leaves one of each.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatServiceDay, formatTimeSlot, lineDetails, slotInterval } from '../../../domain/index.ts';
import type { Locale } from '../../../domain/index.ts';
import { emptyCart } from '../../../domain/cart.ts';
import { moveEvents } from '../../../domain/move.ts';
import type { MoveEvent } from '../../../domain/move.ts';
import type { Db } from '../../db/client.ts';
import { loadOrders } from '../../db/orders.ts';
import { cleaningOrders, movePlans, users } from '../../db/schema/index.ts';
import { vendorContacts } from '../../db/vendors.ts';
import { pick } from '../../localize.ts';
import { pageAddresses } from '../../pageAddress.ts';
import { groupTotal, orderWriter } from '../../orderView.ts';
import type { MailContext } from '../../orderView.ts';
import { calendarFile } from '../../services/calendar.ts';
import type { CalendarEvent } from '../../services/calendar.ts';
import { createJobRunner } from '../../services/jobs.ts';
import type { JobContext, JobRunner } from '../../services/jobs.ts';
import type { Mail, Mailer } from '../../services/mail.ts';
import { vendorMail } from '../../services/orderMails.ts';

declare module 'fastify' {
  interface FastifyInstance {
    moveMails: JobRunner;
  }
}

export const MOVE_PLAN_MAIL_JOB = 'move-plan-mail';
export const movePlanMailKey = (planId: number) => `${MOVE_PLAN_MAIL_JOB}:${planId}`;

interface MoveMailDeps extends MailContext {
  db: Db;
  mailer: Mailer;
}

/** The calendar's events of the plan's timeline, titled in `locale`; UIDs name the plan's events for good. */
function calendarEvents(deps: MoveMailDeps, planId: number, events: readonly MoveEvent[], vendorNames: ReadonlyMap<number, string>, locale: Locale, url: string): CalendarEvent[] {
  const t = (key: string, values?: Record<string, string>) => deps.server.translator.t(locale, key, values);
  const domain = new URL(deps.server.config.publicUrl).hostname;
  return events.map((event) => ({
    uid: `move-${planId}-${event.id.replace(':', '-')}@${domain}`,
    title: event.kind === 'delivery' ? t('mail-move-event-delivery', { vendor: vendorNames.get(event.vendorId!) ?? '' }) : t(`mail-move-event-${event.kind}`),
    url,
    ...slotInterval(event.day, event.slot),
  }));
}

/** Writes and sends the plan's e-mails; a plan deleted meanwhile, or not checked out, sends none. */
async function sendPlanMails(deps: MoveMailDeps, run: JobContext): Promise<void> {
  const { db, mailer } = deps;
  const planId = Number(run.job.key.slice(MOVE_PLAN_MAIL_JOB.length + 1));
  const [row] = await db
    .select({ plan: movePlans, locale: users.locale })
    .from(movePlans)
    .innerJoin(users, eq(users.id, movePlans.ownerUserId))
    .where(eq(movePlans.id, planId));
  if (!row) return;
  const { plan, locale } = row;
  if (plan.checkedOutAt === null) return;
  const { t, money, group } = orderWriter(deps, locale);
  const planUrl = pageAddresses(deps.server.config).url(locale, 'MovePlan', { id: String(plan.id) });

  const [shopOrder] = plan.shopOrderId === null ? [] : await loadOrders(db, [plan.shopOrderId], undefined);
  const serviceIds = [plan.movingOrderId, plan.cleaningOrderId].filter((id) => id !== null);
  const services = serviceIds.length === 0 ? [] : await db.select().from(cleaningOrders).where(inArray(cleaningOrders.id, serviceIds));
  const contact = shopOrder?.contact ?? services[0]?.contact;
  if (!contact) return;
  const vendorNames = new Map((shopOrder?.groups ?? []).map((each) => [each.vendorId, pick(each.vendorName, locale)]));
  const checkedOut = { at: plan.checkedOutAt.toISOString(), shopOrderId: plan.shopOrderId, movingOrderId: plan.movingOrderId, cleaningOrderId: plan.cleaningOrderId };
  // A checked-out plan's deliveries are its windows (moveEvents reads them, not the cart).
  const events = moveEvents(
    { home: plan.home, moveInDate: plan.moveInDate, from: null, household: { people: plan.people, pets: plan.pets }, moving: plan.moving, cleaning: plan.cleaning, deliveries: plan.deliveries, checkout: checkedOut },
    emptyCart(),
  );

  const when = (event: MoveEvent) => `${formatServiceDay(event.day, locale)}, ${formatTimeSlot(event.slot)}`;
  const eventTitle = (event: MoveEvent) =>
    event.kind === 'delivery' ? t('mail-move-event-delivery', { vendor: vendorNames.get(event.vendorId!) ?? '' }) : t(`mail-move-event-${event.kind}`);
  const total = (shopOrder?.totalOrderAmount ?? 0) + services.reduce((sum, order) => sum + order.totalPrice, 0);
  const text = [
    t('mail-greeting', { name: contact.name }),
    '',
    t('mail-move-intro', { day: formatServiceDay(plan.moveInDate, locale) }),
    '',
    t('mail-move-timeline'),
    ...events.map((event) => `  ${when(event)}: ${eventTitle(event)}`),
    '',
    ...(shopOrder ? [t('mail-move-shop-order', { id: shopOrder.id }), ...shopOrder.groups.flatMap((each) => [...group(shopOrder, each), `  ${t('mail-order-total', { amount: money(groupTotal(each)) })}`]), ''] : []),
    ...services.flatMap((order) => [
      t(`mail-move-${order.id === plan.movingOrderId ? 'moving' : 'cleaning'}-order`, { id: order.id }),
      ...order.services.map((line) => `  ${pick(line.name, locale)} (${lineDetails(line, t)}): ${money(line.lineTotal)}`),
      `  ${t('mail-cleaning-total', { amount: money(order.totalPrice) })}`,
      '',
    ]),
    t('mail-move-total', { amount: money(total) }),
    '',
    t('mail-move-calendar'),
    '',
    t('mail-move-plan-link', { url: planUrl }),
    '',
    t('mail-signature'),
  ];
  const mails: Mail[] = [
    {
      id: `move-plan-${plan.id}`,
      to: contact.email,
      subject: t('mail-move-subject'),
      text: text.join('\n'),
      attachments: [
        { filename: 'move.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarFile(calendarEvents(deps, plan.id, events, vendorNames, locale, planUrl), `${new URL(deps.server.config.publicUrl).hostname}/move-plan`) },
      ],
    },
  ];
  if (shopOrder) {
    const contacts = await vendorContacts(db, shopOrder.groups.map((each) => each.vendorId));
    for (const own of shopOrder.groups) {
      const to = contacts.find((candidate) => candidate.id === own.vendorId);
      if (to) mails.push({ id: `move-plan-${plan.id}-vendor-${own.vendorId}`, to: to.email, ...vendorMail(deps, shopOrder, own, to.locale, plan.deliveries[String(own.vendorId)]) });
    }
  }
  // A message that fails fails the job, which is tried again: the ones sent are the same messages by their ids.
  for (const mail of mails) await mailer.send(mail);
}

export const moveMails = fp(
  async (app: FastifyInstance) => {
    const deps: MoveMailDeps = { db: app.db, mailer: app.mailer, server: app };
    const runner = createJobRunner({ db: app.db, handlers: { [MOVE_PLAN_MAIL_JOB]: (run) => sendPlanMails(deps, run) }, pollMs: app.config.jobPollMs, log: app.log });
    app.decorate('moveMails', runner);
    // The jobs queued while no server ran (or that a stopped one left) go once the app is ready.
    app.addHook('onReady', async () => runner.wake());
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'move-mails' },
);
