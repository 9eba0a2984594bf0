/**
 * The navigation's place for the unread count (src/layout/featureSlots.tsx): a lazy chunk for a
 * signed-in user after hydration, as the header's link (InboxLinkSlot), so the first page's
 * JavaScript does not grow.
 */
import { lazySlot } from '../../../layout/lazyPage.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { useHydrated } from '../../../ui/useHydrated.ts';

const UnreadCount = lazySlot(() => import(/* webpackChunkName: "unread-count" */ './UnreadCount.tsx'));

export function UnreadCountSlot() {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  return isAuthenticated && hydrated ? <UnreadCount /> : null;
}
