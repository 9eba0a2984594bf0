/**
 * The shell, the root route's element (src/app/routes.tsx): the machines (modals, auth), the page
 * frame with the current page in its outlet, and the modal root that renders whichever dialog is
 * open. The outermost error boundary catches what the frame itself throws (the page's own sits
 * inside the frame, src/layout/Layout.tsx).
 */
import { Outlet } from 'react-router';
import { NewsletterForm } from '../features/content/index.ts';
import { AskVendor, InboxLink, UnreadCount } from '../features/conversations/index.ts';
import { CurrentMoveLink } from '../features/move/index.ts';
import { AppErrorBoundary } from '../layout/AppErrorBoundary.tsx';
import { FeatureSlotsProvider } from '../layout/featureSlots.tsx';
import type { FeatureSlots } from '../layout/featureSlots.tsx';
import { Layout } from '../layout/Layout.tsx';
import { AppMachinesProvider } from '../machines/AppMachines.tsx';
import { ModalRoot } from './ModalRoot.tsx';

/** What one feature shows in another's page (src/layout/featureSlots.tsx). */
const SLOTS: FeatureSlots = { OrderQuestion: AskVendor, UnreadCount };

export function AppShell() {
  return (
    <AppErrorBoundary>
      <AppMachinesProvider>
        <FeatureSlotsProvider value={SLOTS}>
          <Layout newsletter={<NewsletterForm />} moveLink={<CurrentMoveLink />} inboxLink={<InboxLink />}>
            <Outlet />
          </Layout>
          <ModalRoot />
        </FeatureSlotsProvider>
      </AppMachinesProvider>
    </AppErrorBoundary>
  );
}
