/**
 * MovePlan (/nanasyane/:id?, decision 0031): a move-in plan. With an id, a signed-in user's plan
 * from the server (a visitor is asked to sign in; another user's is not found), saved with a
 * debounced updateMovePlan and checked out with checkoutMovePlan. Without an id, a visitor's plan
 * kept in the browser (saved in the slice; its checkout asks to sign in first, and the plan goes
 * to the account on sign-in); a signed-in user without one is taken to the current plan.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cartLines } from '../../../../domain/cart.ts';
import type { MovePlan as DomainPlan } from '../../../../domain/move.ts';
import { hrefFor, routeId } from '../../../../domain/routes.ts';
import { Empty, Loading, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { inspectorOption } from '../../../machines/inspector.ts';
import type { InspectOption } from '../../../machines/inspector.ts';
import type { MoveCheckoutInput } from '../../../machines/movePlan.ts';
import { useAuth, useModals } from '../../../machines/AppMachines.tsx';
import { clearCart } from '../../../store/cartSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { selectVisitorPlan, selectVisitorPlanAdoptionAsked, selectVisitorPlanTitle, visitorPlanAdoptionAsked, visitorPlanSaved } from '../../../store/movePlanSlice.ts';
import { Button } from '../../../ui/Button.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { moveApi, useGetMovePlanQuery, useListMovePlansQuery, useUpdateMovePlanMutation } from '../api.ts';
import type { MovePlan } from '../api.ts';
import { NoPlan } from '../components/NoPlan.tsx';
import { PlanView } from '../components/PlanView.tsx';
import { domainPlanOf, planUpdateOf } from '../homes.ts';
import styles from '../move.module.css';

/** How long the page waits after a change before saving it (a burst of changes is one call). */
const SAVE_DEBOUNCE_MS = 800;

/** The inspector's option, once known (`?inspect` in a development build; else none). */
function useInspect(): { inspect: InspectOption | undefined } | null {
  const [option, setOption] = useState<{ inspect: InspectOption | undefined } | null>(null);
  useEffect(() => {
    let live = true;
    void inspectorOption().then(({ inspect }) => {
      if (live) setOption({ inspect });
    });
    return () => {
      live = false;
    };
  }, []);
  return option;
}

function useSignIn(): () => void {
  const { open } = useModals();
  const location = useLocation();
  return () => open('login', { returnTo: `${location.pathname}${location.search}` });
}

/** A signed-in user's plan: saved on the server, checked out there. */
function ServerPlan({ plan, inspect }: { plan: MovePlan; inspect: InspectOption | undefined }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const [update] = useUpdateMovePlanMutation();
  const pending = useRef<DomainPlan | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [unsaved, setUnsaved] = useState<DomainPlan | null>(null);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next === null) return;
    try {
      await update({ id: plan.id, movePlanUpdate: planUpdateOf(next) }).unwrap();
      setUnsaved(null);
    } catch (error) {
      setUnsaved(next);
      throw error;
    }
  }, [update, plan.id]);

  // What is still to be saved goes when the page is left.
  useEffect(() => () => void flush().catch(() => undefined), [flush]);

  const onSave = (next: DomainPlan) => {
    pending.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush().catch(() => undefined), SAVE_DEBOUNCE_MS);
  };

  const onCheckout = async ({ form, cart, idempotencyKey }: MoveCheckoutInput): Promise<DomainPlan> => {
    // The server checks out the plan it has: the last changes go first.
    await flush();
    const { name, email, phone, street, note } = form;
    const items = cartLines(cart).map(({ product }) => ({ productId: product.id, quantity: product.quantity, vendorId: product.vendor.id }));
    const checkedOut = await dispatch(
      moveApi.endpoints.checkoutMovePlan.initiate({
        id: plan.id,
        'Idempotency-Key': idempotencyKey,
        movePlanCheckoutInput: { contact: { name, email, phone }, street, ...(note.trim() === '' ? {} : { note }), items },
      }),
    ).unwrap();
    // The answer is the plan with its orders: they show with the step that follows, not after the refetch.
    dispatch(moveApi.util.updateQueryData('getMovePlan', { id: plan.id }, () => checkedOut));
    // Its products are ordered now, as after the shop's own checkout.
    if (items.length > 0) dispatch(clearCart());
    return domainPlanOf(checkedOut);
  };

  return (
    <>
      {unsaved && (
        <div role="alert" className={styles.failure}>
          <p>{t('move-save-failed')}</p>
          <Button
            theme="outline-orange"
            onClick={() => {
              pending.current = unsaved;
              void flush().catch(() => undefined);
            }}
          >
            {t('move-save-retry')}
          </Button>
        </div>
      )}
      <PlanView
        plan={domainPlanOf(plan)}
        homeTitle={plan.homeTitle}
        orders={plan.orders}
        user={user}
        inspect={inspect}
        onSave={onSave}
        onCheckout={onCheckout}
        onSignIn={() => undefined}
      />
    </>
  );
}

/** The visitor's plan, kept in the browser. */
function VisitorPlan({ plan, inspect }: { plan: DomainPlan; inspect: InspectOption | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useAuth();
  const signIn = useSignIn();
  const homeTitle = useAppSelector(selectVisitorPlanTitle);
  return (
    <>
      {isAuthenticated && (
        // Signed in with a plan made before (in another tab, or a sign-in whose sending failed).
        <div className={styles.notice}>
          <p>{t('move-visitor-plan-signed-in')}</p>
          <Button theme="solid-green" onClick={() => dispatch(visitorPlanAdoptionAsked())}>
            {t('move-visitor-plan-keep')}
          </Button>
        </div>
      )}
      <PlanView
        plan={plan}
        homeTitle={homeTitle}
        orders={[]}
        user={null}
        inspect={inspect}
        onSave={(next) => dispatch(visitorPlanSaved(next))}
        onCheckout={() => Promise.reject(new Error('A visitor signs in before checking out'))}
        onSignIn={signIn}
      />
    </>
  );
}

/** Without an id, signed in: to the current plan (or the newest), else nothing yet. */
function ToCurrentPlan() {
  const plans = useListMovePlansQuery();
  return (
    <QueryResult query={plans} isEmpty={(data) => data.items.length === 0} empty={<NoPlan />}>
      {(data) => <Navigate replace to={hrefFor('MovePlan', { id: (data.items.find((plan) => plan.current) ?? data.items[0])!.id })} />}
    </QueryResult>
  );
}

function PlanById({ id, inspect }: { id: number; inspect: InspectOption | undefined }) {
  const { t } = useTranslation();
  const plan = useGetMovePlanQuery({ id });
  if (plan.isError && isNotFound(plan.error)) return <Empty>{t('move-not-found')}</Empty>;
  return <QueryResult query={plan}>{(data) => <ServerPlan key={data.id} plan={data} inspect={inspect} />}</QueryResult>;
}

function SignInFirst() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  return (
    <div className={styles.signIn}>
      <p>{t('move-sign-in-to-see')}</p>
      <Button theme="solid-green" onClick={signIn}>
        {t('move-checkout-sign-in')}
      </Button>
    </div>
  );
}

function PlanContent({ id, inspect }: { id: string | undefined; inspect: InspectOption | undefined }) {
  const { t } = useTranslation();
  const { isAuthenticated, isLoadingUser } = useAuth();
  const visitorPlan = useAppSelector(selectVisitorPlan);
  const adopting = useAppSelector(selectVisitorPlanAdoptionAsked);
  if (id !== undefined) {
    const planId = routeId(id);
    if (planId === null) return <Empty>{t('move-not-found')}</Empty>;
    if (isLoadingUser) return <Loading />;
    return isAuthenticated ? <PlanById id={planId} inspect={inspect} /> : <SignInFirst />;
  }
  if (visitorPlan !== null) {
    // Being sent to the account after a sign-in: the page then goes to it.
    if (isAuthenticated && adopting) return <Loading />;
    return <VisitorPlan plan={visitorPlan} inspect={inspect} />;
  }
  if (isLoadingUser) return <Loading />;
  return isAuthenticated ? <ToCurrentPlan /> : <NoPlan />;
}

export default function MovePlanPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const option = useInspect();
  const title = t('page-title-MovePlan');
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {option === null ? <Loading /> : <PlanContent id={id} inspect={option.inspect} />}
    </PageContainer>
  );
}
