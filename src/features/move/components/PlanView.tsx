/**
 * A move-in plan at work (decision 0031): the plan's machine (machines/movePlan.ts) run with
 * useMachine, the Stately inspector's option passed as the other machines do; the plan's facts,
 * the four steps in place with their state, the timeline beside them (below on a phone), and once
 * checked out each order's status. Saving and checking out are the caller's (the server's plan
 * signed in, the browser's for a visitor).
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Cart } from '../../../../domain/cart.ts';
import { bookingWindow, formatServiceDay } from '../../../../domain/cleaning.ts';
import { moveSteps, moveTimeline } from '../../../../domain/move.ts';
import type { MovePlan as DomainPlan, MoveStep } from '../../../../domain/move.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { moveStartPayload, moveStartSchema, moveStartValuesOf } from '../../../../domain/validation/move.ts';
import type { CurrentUser } from '../../../api/account.ts';
import type { InspectOption } from '../../../machines/inspector.ts';
import { movePlanMachine, selectBlockers, selectIsCheckingOut } from '../../../machines/movePlan.ts';
import type { MoveCheckoutInput } from '../../../machines/movePlan.ts';
import { selectCart } from '../../../store/cartSlice.ts';
import { useAppSelector } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { Pill } from '../../../ui/Pill.tsx';
import type { PillTone } from '../../../ui/Pill.tsx';
import type { MovePlanOrder } from '../api.ts';
import { CheckoutStep } from './CheckoutStep.tsx';
import { FurnishingStep } from './FurnishingStep.tsx';
import { MoveFactsFields } from './MoveFactsFields.tsx';
import { ServiceStep } from './ServiceStep.tsx';
import { Timeline } from './Timeline.tsx';
import styles from '../move.module.css';

const STATE_TONE: Record<string, PillTone> = { 'to-do': 'grey', chosen: 'orange', ordered: 'green' };

/** The page's clock: once a minute, so "in the past" follows the time without a reload. */
const CLOCK_MS = 60_000;

export interface PlanViewProps {
  plan: DomainPlan;
  /** The listing's title, when known (the server's plan). */
  homeTitle: string | null;
  /** Each order's status once checked out (the server's plan). */
  orders: MovePlanOrder[];
  /** Null for a visitor. */
  user: CurrentUser | null;
  inspect: InspectOption | undefined;
  onSave: (plan: DomainPlan) => void;
  onCheckout: (input: MoveCheckoutInput) => Promise<DomainPlan>;
  onSignIn: () => void;
}

function FactsForm({ plan, onEdit }: { plan: DomainPlan; onEdit: (facts: ReturnType<typeof moveStartPayload>) => void }) {
  const { t } = useTranslation();
  const [schema] = useState(() => moveStartSchema(new Date()));
  return (
    <Formik enableReinitialize initialValues={moveStartValuesOf(plan)} validationSchema={schema} onSubmit={(values) => onEdit(moveStartPayload(values))}>
      {({ values, dirty }) => (
        <Form className={styles.form} noValidate>
          <MoveFactsFields values={values} />
          <Button type="submit" theme="outline-orange" disabled={!dirty}>
            {t('move-facts-save')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function Orders({ orders }: { orders: MovePlanOrder[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="move-orders" className={styles.section}>
      <h2 id="move-orders" className={styles.sectionTitle}>
        {t('move-orders')}
      </h2>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <li key={`${order.kind}-${order.id}-${order.vendorId ?? ''}`}>
            {t(`move-order-${order.kind}`, { id: order.id, vendor: order.vendorName })}:{' '}
            <strong>{t(`move-order-status-${order.status}`, { defaultValue: order.status })}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

function homeLink(plan: DomainPlan): string {
  return plan.home.kind === 'property' ? hrefFor('SinglePropertyPage', { id: plan.home.id }) : hrefFor('SingleRoommateOffer', { id: plan.home.id });
}

export function PlanView({ plan: initial, homeTitle, orders, user, inspect, onSave, onCheckout, onSignIn }: PlanViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'bg';
  const cart: Cart = useAppSelector(selectCart);
  // The machine is made once; it calls the latest of the caller's functions.
  const calls = useRef({ onSave, onCheckout });
  calls.current = { onSave, onCheckout };
  const [machine] = useState(() =>
    movePlanMachine.provide({
      actions: { save: (_, { plan }) => calls.current.onSave(plan) },
      actors: { checkout: fromPromise<DomainPlan, MoveCheckoutInput>(({ input }) => calls.current.onCheckout(input)) },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { plan: initial, cart, now: new Date().toISOString() }, inspect });
  const moving = useSelector(actor, (s) => s.context.moving);
  const cleaning = useSelector(actor, (s) => s.context.cleaning);

  useEffect(() => send({ type: 'cart.changed', cart }), [cart, send]);
  useEffect(() => {
    const timer = setInterval(() => send({ type: 'clock.tick', now: new Date().toISOString() }), CLOCK_MS);
    return () => clearInterval(timer);
  }, [send]);

  const plan = snapshot.context.plan ?? initial;
  const now = new Date(snapshot.context.now);
  const window = bookingWindow(now);
  const steps = moveSteps(plan, cart, now);
  const blockers = selectBlockers(snapshot);
  // The cart's vendors, and after the checkout (the cart emptied) those of the orders.
  const vendorNames = Object.fromEntries([
    ...orders.flatMap((order) => (order.vendorId === null || order.vendorName === null ? [] : [[String(order.vendorId), order.vendorName]])),
    ...Object.values(cart.vendors).map((group) => [String(group.vendor.id), group.vendor.name]),
  ]);
  const done = snapshot.matches('done');
  const failed = snapshot.matches('failed');
  const checkingOut = selectIsCheckingOut(snapshot);

  const stepTitle = (step: MoveStep) => (
    <h2 id={`move-step-${step}`} className={styles.stepTitle}>
      <span>{t(`move-step-${step}`)}</span>
      <Pill tone={STATE_TONE[steps[step]]}>{t(`move-state-${steps[step]}`)}</Pill>
    </h2>
  );

  return (
    <div className={styles.plan}>
      <p className={styles.lead}>
        <Link to={homeLink(plan)}>{homeTitle ?? t('move-home-link')}</Link> · {t('move-in-on', { day: formatServiceDay(plan.moveInDate, locale) })}
      </p>
      <div className={styles.columns}>
        <div className={styles.main}>
          {!done && (
            <section aria-labelledby="move-facts" className={styles.section}>
              <h2 id="move-facts" className={styles.sectionTitle}>
                {t('move-facts')}
              </h2>
              <FactsForm plan={plan} onEdit={(patch) => send({ type: 'plan.edit', patch })} />
            </section>
          )}
          {done ? (
            <Orders orders={orders} />
          ) : (
            <ol className={styles.steps}>
              <li>
                <section aria-labelledby="move-step-moving" className={styles.section}>
                  {stepTitle('moving')}
                  {moving && <ServiceStep step="moving" plan={plan} actor={moving} send={(event) => send({ type: 'moving', event })} window={window} />}
                </section>
              </li>
              <li>
                <section aria-labelledby="move-step-cleaning" className={styles.section}>
                  {stepTitle('cleaning')}
                  {cleaning && <ServiceStep step="cleaning" plan={plan} actor={cleaning} send={(event) => send({ type: 'cleaning', event })} window={window} />}
                </section>
              </li>
              <li>
                <section aria-labelledby="move-step-furnishing" className={styles.section}>
                  {stepTitle('furnishing')}
                  <FurnishingStep plan={plan} cart={cart} send={(event) => send({ type: 'furnishing', event })} window={window} />
                </section>
              </li>
              <li>
                <section aria-labelledby="move-step-checkout" className={styles.section}>
                  {stepTitle('checkout')}
                  <CheckoutStep
                    plan={plan}
                    cart={cart}
                    blockers={blockers}
                    user={user}
                    busy={checkingOut}
                    // Kept while a retry runs, so its buttons stay where they were.
                    failure={failed || (checkingOut && snapshot.context.error !== null) ? snapshot.context.error : undefined}
                    onSignIn={onSignIn}
                    onCheckout={(form) => send({ type: 'checkout.start', form })}
                    onRetry={() => send({ type: 'checkout.retry' })}
                    onBack={() => send({ type: 'checkout.back' })}
                  />
                </section>
              </li>
            </ol>
          )}
        </div>
        <aside className={styles.side}>
          <Timeline entries={moveTimeline(plan, cart, now)} vendorNames={vendorNames} />
        </aside>
      </div>
    </div>
  );
}
