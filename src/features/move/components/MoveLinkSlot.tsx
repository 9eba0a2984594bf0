/**
 * The header's place for the link to the current move-in plan (decision 0031). Its chunk loads
 * only when there may be a plan: a visitor's kept in the browser, or anyone signed in (whose plans
 * the chunk asks for, and where a visitor's plan is sent to the account after a sign-in).
 */
import { lazySlot } from '../../../layout/lazyPage.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { useAppSelector } from '../../../store/hooks.ts';
import { selectVisitorPlan } from '../../../store/movePlanSlice.ts';

const CurrentPlanLink = lazySlot(() => import(/* webpackChunkName: "move-link" */ './CurrentPlanLink.tsx'));

export function MoveLinkSlot() {
  const { isAuthenticated } = useAuth();
  const visitorPlan = useAppSelector(selectVisitorPlan);
  return isAuthenticated || visitorPlan !== null ? <CurrentPlanLink /> : null;
}
