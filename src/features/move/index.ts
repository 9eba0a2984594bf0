/**
 * What the move-in plan adds (docs/decisions/0031): the plan page (a visitor's without an id), the
 * profile's plans page and the "Moving in here?" dialog (modal moveStart), each a lazy chunk; and
 * the header's link to the current plan, which AppShell places (a lazy chunk too: it reads the
 * plans signed in, and sends a visitor's plan to the account on a sign-in).
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export { MoveLinkSlot as CurrentMoveLink } from './components/MoveLinkSlot.tsx';

export const feature: FeatureEntry = {
  pages: {
    MovePlan: lazyPage(() => import(/* webpackChunkName: "move-plan" */ './pages/MovePlanPage.tsx')),
    MovePlans: lazyPage(() => import(/* webpackChunkName: "move-plans" */ './pages/MovePlansPage.tsx')),
  },
  modals: {
    moveStart: lazyPage(() => import(/* webpackChunkName: "move-start" */ './MoveStartModal.tsx')),
  },
};
