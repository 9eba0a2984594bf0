/**
 * The route tree, built from the one route table (domain/routes.ts): every route answers under its
 * Bulgarian and its English path, and its page is attached here by route name. Every page is a
 * lazy chunk (lazyPage: 120 s time-out) rendered inside a ChunkErrorBoundary and Suspense.
 *
 * Pages that later issues build show the shared ComingSoonPage with their own title
 * ('page-title-<RouteName>'); an issue that builds a page adds it to PAGES. The profile pages
 * (spec section 2) sit under the Profile layout route, which asks signed-out visitors to sign in.
 */
import { Suspense } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageFallback } from '../layout/PageFallback.tsx';
import { dashboardFor } from '../machines/auth.ts';
import { ChunkErrorBoundary, lazyPage } from './lazyPage.tsx';
import { useAuth } from '../machines/AppMachines.tsx';
import { ROUTES, hrefFor, routeByName } from '../../domain/routes.ts';
import type { RouteDefinition, RouteName } from '../../domain/routes.ts';
import { ProfileFrame } from '../layout/ProfileFrame.tsx';

const HomePage = lazyPage(() => import('../features/pages/HomePage.tsx'));
const ComingSoonPage = lazyPage(() => import('../features/pages/ComingSoonPage.tsx'));
const NotFoundPage = lazyPage(() => import('../features/pages/NotFoundPage.tsx'));
const ProfileLayout = lazyPage(() => import('../features/pages/ProfileLayout.tsx'));
const DashboardPage = lazyPage(() => import('../features/pages/DashboardPage.tsx'));
const EmailConfirmationPage = lazyPage(() => import('../features/account/EmailConfirmationPage.tsx'));

/** /profil itself: the signed-in user's dashboard (ProfileLayout has already asked others to sign in). */
function ProfileIndex() {
  const { user } = useAuth();
  return user ? <Navigate to={hrefFor(dashboardFor(user))} replace /> : null;
}

/** The pages built so far, by route name; every other route shows its coming-soon page. */
const PAGES: Partial<Record<RouteName, () => ReactElement>> = {
  Index: () => <HomePage />,
  Marketplace: () => <HomePage />,
  EmailConfirmation: () => <EmailConfirmationPage />,
  Profile: () => <ProfileIndex />,
  AgencyDashboard: () => <DashboardPage route="AgencyDashboard" />,
  VendorDashboard: () => <DashboardPage route="VendorDashboard" />,
};

/** Translation key of a route's page title. */
export function pageTitleKey(name: RouteName): string {
  return `page-title-${name}`;
}

/** A lazy page inside its error boundary (chunk failures) and Suspense (chunk on its way). */
function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

function pageElement(name: RouteName): ReactElement {
  const page = PAGES[name]?.() ?? <ComingSoonPage titleKey={pageTitleKey(name)} />;
  return <PageBoundary>{page}</PageBoundary>;
}

/** Both paths of a route (once when they are the same). */
export function pathsOf(route: RouteDefinition): string[] {
  return route.bg === route.en ? [route.bg] : [route.bg, route.en];
}

const PROFILE = routeByName('Profile');

/** Profile and the pages under it (their paths start with the Profile path). */
export function isProfileRoute(route: RouteDefinition): boolean {
  return route.bg === PROFILE.bg || route.bg.startsWith(`${PROFILE.bg}/`);
}

function routeElements(routes: readonly RouteDefinition[]): ReactElement[] {
  return routes.flatMap((route) =>
    pathsOf(route).map((path) => <Route key={`${route.name} ${path}`} path={path} element={pageElement(route.name)} />),
  );
}

const PUBLIC_ROUTES = ROUTES.filter((route) => !isProfileRoute(route));
const PROFILE_ROUTES = ROUTES.filter(isProfileRoute);

export function AppRoutes() {
  return (
    <Routes>
      {routeElements(PUBLIC_ROUTES)}
      <Route
        element={
          <ProfileFrame>
            <PageBoundary>
              <ProfileLayout />
            </PageBoundary>
          </ProfileFrame>
        }
      >
        {routeElements(PROFILE_ROUTES)}
      </Route>
      <Route
        path="*"
        element={
          <PageBoundary>
            <NotFoundPage />
          </PageBoundary>
        }
      />
    </Routes>
  );
}
