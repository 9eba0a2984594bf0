/**
 * The app's route objects, built from the one route table (domain/routes.ts), for a data router
 * (createBrowserRouter in App.tsx, createMemoryRouter in tests; the server's static handler is
 * meant to take the same ones, issue 24). The root route is the shell; under it every route
 * answers under its Bulgarian and its English path, and shows the page its feature registered
 * for its name (src/app/features.ts). Every page is a lazy chunk (lazyPage: 120 s time-out)
 * rendered inside a ChunkErrorBoundary and Suspense.
 *
 * Pages that later issues build show the shared ComingSoonPage with their own title
 * ('page-title-<RouteName>'). The profile pages (product §2) sit under the Profile layout
 * route, which asks signed-out visitors to sign in.
 */
import { Suspense } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageFallback } from '../layout/PageFallback.tsx';
import { ChunkErrorBoundary, lazyPage } from '../layout/lazyPage.tsx';
import { ROUTES, pageTitleKey, routeByName } from '../../domain/routes.ts';
import type { RouteDefinition, RouteName } from '../../domain/routes.ts';
import { ProfileFrame } from '../layout/ProfileFrame.tsx';
import type { AppDispatch } from '../store/store.ts';
import { AppShell } from './AppShell.tsx';
import { PAGES } from './features.ts';

const ComingSoonPage = lazyPage(() => import('../layout/ComingSoonPage.tsx'));
const NotFoundPage = lazyPage(() => import('../layout/NotFoundPage.tsx'));
const ProfileLayout = lazyPage(() => import('../layout/ProfileLayout.tsx'));

/** A lazy page inside its error boundary (chunk failures) and Suspense (chunk on its way). */
function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageFallback />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

function pageElement(name: RouteName): ReactElement {
  const Page = PAGES[name];
  return <PageBoundary>{Page ? <Page /> : <ComingSoonPage titleKey={pageTitleKey(name)} />}</PageBoundary>;
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

function routeObjects(routes: readonly RouteDefinition[]): RouteObject[] {
  return routes.flatMap((route) => pathsOf(route).map((path) => ({ path, element: pageElement(route.name) })));
}

const PUBLIC_ROUTES = ROUTES.filter((route) => !isProfileRoute(route));
const PROFILE_ROUTES = ROUTES.filter(isProfileRoute);

/** The app's routes: the shell around every page, the profile pages in their own layout. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...routeObjects(PUBLIC_ROUTES),
      {
        element: (
          <ProfileFrame>
            <PageBoundary>
              <ProfileLayout />
            </PageBoundary>
          </ProfileFrame>
        ),
        children: routeObjects(PROFILE_ROUTES),
      },
      {
        path: '*',
        element: (
          <PageBoundary>
            <NotFoundPage />
          </PageBoundary>
        ),
      },
    ],
  },
];

/**
 * Starts fetching the chunk of the page at this address (the first page of a visit), and the
 * data its module prefetches, so they load beside the app's start instead of after the first
 * render asks for them. Settles when the page can render without waiting for its chunk.
 */
export async function preloadPageAt({ pathname, search }: Pick<Location, 'pathname' | 'search'>, dispatch: AppDispatch): Promise<void> {
  for (const route of ROUTES) {
    for (const path of pathsOf(route)) {
      const match = matchPath({ path, end: true }, pathname);
      if (!match) continue;
      if (isProfileRoute(route)) return undefined;
      // A route without its page shows the coming-soon page: its chunk too, so a page the server rendered hydrates at once.
      return (PAGES[route.name] ?? ComingSoonPage).preload({ params: match.params, search: new URLSearchParams(search), dispatch });
    }
  }
  return NotFoundPage.preload();
}
