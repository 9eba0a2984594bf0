/**
 * The app: the router around the shell. AppShell does not choose a router, so tests render it
 * inside a MemoryRouter: the machines (modals, auth), the page frame with the routes, and the
 * modal root that renders whichever dialog is open. The outermost error boundary catches what the
 * frame itself throws (the page's own sits inside the frame, src/layout/Layout.tsx).
 */
import { BrowserRouter } from 'react-router';
import { NewsletterForm } from '../features/content/index.ts';
import { AppErrorBoundary } from '../layout/AppErrorBoundary.tsx';
import { Layout } from '../layout/Layout.tsx';
import { AppMachinesProvider } from '../machines/AppMachines.tsx';
import { ModalRoot } from './ModalRoot.tsx';
import { AppRoutes } from './routes.tsx';
import '../styles/global.css';

export function AppShell() {
  return (
    <AppErrorBoundary>
      <AppMachinesProvider>
        <Layout newsletter={<NewsletterForm />}>
          <AppRoutes />
        </Layout>
        <ModalRoot />
      </AppMachinesProvider>
    </AppErrorBoundary>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
