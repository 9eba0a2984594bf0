/**
 * Shared pieces of the shell tests: the whole app (its own route objects in a memory data
 * router) rendered at a path with a location probe,
 * the signed-in user answered by the network boundary (MSW), and a spy for window.scrollTo
 * (jsdom does not implement scrolling).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { UserType } from '../../../domain/constants.ts';
import type { CurrentUser } from '../../../src/api/account.ts';
import { routes } from '../../../src/app/routes.tsx';
import { TRANSLATIONS } from '../helpers/i18n.ts';
import { renderWithProviders } from '../helpers/render.tsx';
import type { ProvidersOptions, ProvidersResult } from '../helpers/render.tsx';

/** GET /api/user answered 204 with no user: nobody is signed in. */
export const signedOut = http.get('/api/user', () => new HttpResponse(null, { status: 204 }));

/** Translations of a language the test switches to (GET /api/localization/translation/{locale}). */
export const translationsCall = http.get('/api/localization/translation/:locale', ({ params }) =>
  HttpResponse.json({ translations: TRANSLATIONS[params.locale === 'en' ? 'en' : 'bg'] }),
);

export function userOf(type: UserType, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 5,
    type,
    name: type === 'user' ? 'Мария Иванова' : type === 'agency' ? 'Георги Петров' : 'Иван Стоянов',
    email: `${type}@example.bg`,
    phone: null,
    credits: 40,
    emailConfirmed: true,
    vendor: type === 'vendor' ? { id: 3, name: 'Уютен дом ООД' } : null,
    agency: type === 'agency' ? { id: 4, name: 'Имоти Витоша' } : null,
    currentMovePlanId: null,
    ...overrides,
  };
}

/** GET /api/user answered with a signed-in user. */
export function signedInAs(user: CurrentUser) {
  return http.get('/api/user', () => HttpResponse.json(user));
}

/** Shows where the router is, and can navigate without the UI (as the browser's back button would). */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <button type="button" data-testid="navigate-contacts" onClick={() => void navigate('/kontakti')}>
        probe
      </button>
    </div>
  );
}

export function renderShell(options: ProvidersOptions = {}): ProvidersResult {
  return renderWithProviders(
    <>
      <Outlet />
      <LocationProbe />
    </>,
    { ...options, routes },
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** window.scrollTo as a spy (jsdom has none). */
export function spyOnScroll(): jest.Mock {
  const scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, writable: true, configurable: true });
  return scrollTo;
}
