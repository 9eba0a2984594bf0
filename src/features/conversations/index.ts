/**
 * What conversations add (issue 27): the inbox and a conversation in the profile, a visitor's
 * conversation through a private link, each a lazy chunk; and the header's link to the inbox with
 * the live unread count, which AppShell places (a lazy chunk too, loaded after start for a
 * signed-in user only: it opens the event stream); and the order page's "Ask the vendor"
 * (AskVendor, handed to the shop's page through the app's feature slots; its dialog a lazy chunk).
 */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export { InboxLinkSlot as InboxLink } from './components/InboxLinkSlot.tsx';
export { AskVendorSlot as AskVendor } from './components/AskVendorSlot.tsx';
export { UnreadCountSlot as UnreadCount } from './components/UnreadCountSlot.tsx';

export const feature: FeatureEntry = {
  pages: {
    Inbox: lazyPage(() => import(/* webpackChunkName: "inbox" */ './pages/InboxPage.tsx')),
    Conversation: lazyPage(() => import(/* webpackChunkName: "conversation" */ './pages/ConversationPage.tsx')),
    GuestConversation: lazyPage(() => import(/* webpackChunkName: "conversation" */ './pages/GuestConversationPage.tsx')),
  },
};
