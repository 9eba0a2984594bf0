/**
 * The shell, the root route's element (src/app/routes.tsx): the machines (modals, auth), the page
 * frame with the current page in its outlet, and the modal root that renders whichever dialog is
 * open. The outermost error boundary catches what the frame itself throws (the page's own sits
 * inside the frame, src/layout/Layout.tsx).
 */
import { Outlet } from 'react-router';
import { NewsletterForm } from '../features/content/index.ts';
import { InboxLink } from '../features/conversations/index.ts';
import { CurrentMoveLink } from '../features/move/index.ts';
import { AppErrorBoundary } from '../layout/AppErrorBoundary.tsx';
import { Layout } from '../layout/Layout.tsx';
import { AppMachinesProvider } from '../machines/AppMachines.tsx';
import { ModalRoot } from './ModalRoot.tsx';

export function AppShell() {
  return (
    <AppErrorBoundary>
      <AppMachinesProvider>
        <Layout newsletter={<NewsletterForm />} moveLink={<CurrentMoveLink />} inboxLink={<InboxLink />}>
          <Outlet />
        </Layout>
        <ModalRoot />
      </AppMachinesProvider>
    </AppErrorBoundary>
  );
}
