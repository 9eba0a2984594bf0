/**
 * The header's link to the current move-in plan (decision 0031): signed in, the current user's
 * `currentMovePlanId` (the answer the app asks for anyway, so no page makes a second request; a
 * plan made, deleted or made current invalidates it); a visitor, the plan kept in the browser. After a sign-in that asked
 * for it (the auth machine's adoptVisitorPlan), the visitor's plan is sent with createMovePlan,
 * becomes the current plan and leaves the browser; if the server refuses it, it stays there (its
 * page offers to send it again).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { HouseMark } from '../../../layout/icons.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { selectVisitorPlan, selectVisitorPlanAdoptionAsked, visitorPlanAdoptionFailed, visitorPlanCleared } from '../../../store/movePlanSlice.ts';
import { useGetCurrentUserQuery } from '../../../api/account.ts';
import { useCreateMovePlanMutation } from '../api.ts';
import { planInputOf } from '../homes.ts';
import styles from '../move.module.css';

/** Sends the visitor's plan to the account once a sign-in asked for it. */
function useAdoption(signedIn: boolean): void {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectVisitorPlan);
  const asked = useAppSelector(selectVisitorPlanAdoptionAsked);
  const [create] = useCreateMovePlanMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!signedIn || !asked || plan === null || sent.current) return;
    sent.current = true;
    create({ movePlanInput: planInputOf(plan) })
      .unwrap()
      .then(
        () => dispatch(visitorPlanCleared()),
        // Refused (a day now past, a listing gone): the plan stays in the browser, whose page offers to send it again.
        () => {
          sent.current = false;
          dispatch(visitorPlanAdoptionFailed());
        },
      );
  }, [signedIn, asked, plan, create, dispatch]);
}

export default function CurrentPlanLink() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const visitorPlan = useAppSelector(selectVisitorPlan);
  // The auth check's cache entry, held here so that a change of plans refreshes it (tag User).
  const me = useGetCurrentUserQuery(undefined, { skip: !isAuthenticated });
  useAdoption(isAuthenticated);
  const current = isAuthenticated ? ((me.data ?? user)?.currentMovePlanId ?? null) : null;
  const href = current !== null ? hrefFor('MovePlan', { id: current }) : !isAuthenticated && visitorPlan ? hrefFor('MovePlan') : null;
  if (href === null) return null;
  return (
    <Link to={href} className={styles.headerLink}>
      <HouseMark width="24" height="24" />
      <span className={styles.headerLinkText}>{t('move-header-link')}</span>
    </Link>
  );
}
