/**
 * renderWithProviders: what main.tsx provides, for one test: a fresh store (or the given one),
 * i18n on the real texts (bg unless told), and a MemoryRouter at `route` (the app's own
 * BrowserRouter lives in App; tests render AppShell or any piece inside this router).
 * Returns Testing Library's result plus the store, the i18n instance and a user-event session.
 */
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult, queries } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { UiLocale } from '../../../domain/locale.ts';
import { makeStore } from '../../../src/store/store.ts';
import type { AppStore } from '../../../src/store/store.ts';
import type { I18n } from '../../../src/i18n/index.ts';
import { testI18n } from './i18n.ts';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial path of the MemoryRouter (default '/'). */
  route?: string;
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

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): ProvidersResult {
  const { route = '/', store = makeStore(), locale = 'bg', userOptions, ...renderOptions } = options;
  const i18n = testI18n(locale);
  document.documentElement.lang = locale === 'bg' ? 'bg' : 'en';
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </Provider>
    );
  }
  const user = userEvent.setup(userOptions);
  return { store, i18n, user, ...render<typeof queries>(ui, { ...renderOptions, wrapper: Wrapper }) };
}
