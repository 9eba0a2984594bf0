/**
 * The header's place for the link to the inbox (issue 27). Its chunk (the link, the unread
 * count's call and the event stream) loads only for a signed-in user and only after hydration:
 * the server's HTML holds the visitor's header (decision 0029), and the first page's JavaScript
 * does not grow.
 */
import { lazySlot } from '../../../layout/lazyPage.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { useHydrated } from '../../../ui/useHydrated.ts';

const InboxLink = lazySlot(() => import(/* webpackChunkName: "inbox-link" */ './InboxLink.tsx'));

export function InboxLinkSlot() {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  return isAuthenticated && hydrated ? <InboxLink /> : null;
}
