/**
 * renderWithProviders: what main.tsx provides, for one test: a fresh store (or the given one),
 * i18n on the real texts (bg unless told), and a data router in memory at `route`, as the app's
 * browser router is one (useBlocker works). `ui` is a route's element: by default the one route,
 * on every path (any piece of the app, descendant <Routes> too); with `routes` (the app's own,
 * src/app/routes.tsx) it is the root route around them, so it renders their <Outlet/>.
 * Returns Testing Library's result plus the store, the i18n instance and a user-event session.
 */
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult, queries } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { createContext, useContext } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { UiLocale } from '../../../domain/locale.ts';
import { makeStore } from '../../../src/store/store.ts';
import type { AppStore } from '../../../src/store/store.ts';
import type { I18n } from '../../../src/i18n/index.ts';
import { testI18n } from './i18n.ts';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial path of the router (default '/'). */
  route?: string;
  /** The routes under `ui` (default: none, `ui` answers every path). */
  routes?: RouteObject[];
  store?: AppStore;
  locale?: UiLocale;
  /** Options for userEvent.setup (e.g. { advanceTimers: jest.advanceTimersByTime }). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface ProvidersResult extends RenderResult {
  store: AppStore;
  i18n: I18n;
  user: UserEvent;
}

/** The element the test renders, as it is now (rerender gives a new one to the same router). */
const TestUi = createContext<ReactNode>(null);

function CurrentUi() {
  return useContext(TestUi);
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): ProvidersResult {
  const { route = '/', routes, store = makeStore(), locale = 'bg', userOptions, ...renderOptions } = options;
  const router = createMemoryRouter(routes ? [{ element: <CurrentUi />, children: routes }] : [{ path: '*', element: <CurrentUi /> }], {
    initialEntries: [route],
  });
  const i18n = testI18n(locale);
  document.documentElement.lang = locale === 'bg' ? 'bg' : 'en';
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TestUi value={children}>
            <RouterProvider router={router} />
          </TestUi>
        </I18nextProvider>
      </Provider>
    );
  }
  const user = userEvent.setup(userOptions);
  return { store, i18n, user, ...render<typeof queries>(ui, { ...renderOptions, wrapper: Wrapper }) };
}
