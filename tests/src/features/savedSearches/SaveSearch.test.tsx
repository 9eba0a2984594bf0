/**
 * "Save this search" on the property and flatmate searches (docs/decisions/0030): the dialog
 * sends the page's filters as the contract's criteria (rents in cents, pets as 1, not the words),
 * the chosen frequency and the name, first the one made from the filters (emptied, none is sent); it says saved with a link to the saved
 * searches page, or why not (a refused name under the field, another refusal above Save). A
 * visitor is asked to sign in first and comes back to the same search with the dialog open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { accountHandlers } from '../account/harness.tsx';
import type { RecordedRequest } from '../account/harness.tsx';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { RENTAL_CITIES, rentalsCalls, resetRentals } from '../../helpers/rentals.ts';
import { roommatesCalls, resetRoommateRecorders } from '../../helpers/roommates.ts';
import { resetSavedSearches, savedSearchesCalls, sent, state } from '../../helpers/savedSearches.ts';
import type { CurrentUser } from '../../../../src/api/account.ts';
import { currentLocation, renderShell, signedInAs, spyOnScroll, userOf } from '../../layout/shell.tsx';

const account: { user: CurrentUser | null; requests: RecordedRequest[]; signInAs: CurrentUser } = { user: null, requests: [], signInAs: userOf('user') };

const server = useMswServer(...savedSearchesCalls, ...rentalsCalls, ...roommatesCalls, ...accountHandlers(account));

beforeEach(() => {
  spyOnScroll();
  resetRentals();
  resetRoommateRecorders();
  resetSavedSearches();
  account.user = userOf('user');
  account.requests = [];
});

// Money is written with a no-break space before the euro sign (domain/money.ts).
const saveButton = () => screen.findByRole('button', { name: text('saved-search-save') });
const dialog = () => screen.findByRole('dialog', { name: text('saved-search-dialog-title') });

describe('saving a property search', () => {
  const route = '/imoti?city=1&district=2&type=apartment&bedrooms=2&pets=1&from=500&to=900&areaFrom=50&q=divan&sort=price.ASC';

  it("suggests a name from the filters and sends them (rents in cents, pets as 1, not the words or the sort) with the frequency chosen", async () => {
    const { user, i18n } = renderShell({ route });
    // The filters show the places by name, which the suggested name is made of (the page has them).
    await screen.findByDisplayValue('Лозенец');
    await user.click(await saveButton());
    const saving = within(await dialog());
    // The words are not kept, and the dialog says so.
    expect(saving.getByText(text('saved-search-words-not-kept'))).toBeInTheDocument();
    const name = saving.getByRole('textbox', { name: text('saved-search-name') });
    expect(name).toHaveValue('Апартамент · 2 спални · София, Лозенец · 500\u00a0€ – 900\u00a0€');
    expect(name).toHaveAttribute('placeholder', text('saved-search-name-placeholder'));
    expect(saving.getByRole('radio', { name: text('saved-search-frequency-instant-long') })).toBeChecked();
    await user.click(saving.getByRole('radio', { name: text('saved-search-frequency-daily-long') }));
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    expect(await saving.findByRole('status')).toHaveTextContent(i18n.t('saved-search-saved', { name: 'Апартамент · 2 спални · София, Лозенец · 500 € – 900 €' }));
    expect(sent.created).toEqual([
      {
        kind: 'property',
        frequency: 'daily',
        name: 'Апартамент · 2 спални · София, Лозенец · 500\u00a0€ – 900\u00a0€',
        criteria: { cityId: 1, districtId: 2, type: 'apartment', bedrooms: 2, petFriendly: 1, priceFrom: 50_000, priceTo: 90_000, areaFrom: 50 },
      },
    ]);
    await user.click(saving.getByRole('link', { name: text('saved-search-manage') }));
    await waitFor(() => expect(currentLocation()).toBe('/profil/zapazeni-tarseniya'));
  });

  it('sends the name typed, and says nothing of words when the search has none', async () => {
    const { user } = renderShell({ route: '/imoti?city=4' });
    await user.click(await saveButton());
    const saving = within(await dialog());
    expect(saving.queryByText(text('saved-search-words-not-kept'))).not.toBeInTheDocument();
    const name = saving.getByRole('textbox', { name: text('saved-search-name') });
    expect(name).toHaveValue('Варна');
    await user.clear(name);
    await user.type(name, '  Морето  ');
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    await saving.findByRole('status');
    expect(sent.created).toEqual([{ kind: 'property', frequency: 'instant', name: 'Морето', criteria: { cityId: 4 } }]);
  });

  it("waits for the places' names when clicked before the cities came, so the suggested name has them", async () => {
    let answer: () => void = () => undefined;
    const cities = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/location/city', async () => {
        await cities;
        return HttpResponse.json(RENTAL_CITIES);
      }),
    );
    const { user } = renderShell({ route: '/imoti?city=4' });
    await user.click(await saveButton());
    expect(screen.queryByRole('dialog', { name: text('saved-search-dialog-title') })).not.toBeInTheDocument();
    answer();
    expect(within(await dialog()).getByRole('textbox', { name: text('saved-search-name') })).toHaveValue('Варна');
  });

  it('sends no name when the suggested one is emptied (the server makes it)', async () => {
    const { user } = renderShell({ route: '/imoti' });
    await user.click(await saveButton());
    const saving = within(await dialog());
    expect(saving.getByRole('textbox', { name: text('saved-search-name') })).toHaveValue('Всички имоти');
    await user.clear(saving.getByRole('textbox', { name: text('saved-search-name') }));
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    await saving.findByRole('status');
    expect(sent.created).toEqual([{ kind: 'property', frequency: 'instant', criteria: {} }]);
  });

  it("shows a refused name under the field and another refusal (the limit) above Save, in the server's words, and saves nothing", async () => {
    state.refuse = [
      { property: 'name', message: 'Вече имате търсене с това име.' },
      { property: 'limit', message: 'Можете да пазите най-много 20 търсения.' },
    ];
    const { user } = renderShell({ route: '/imoti?city=1' });
    await user.click(await saveButton());
    const saving = within(await dialog());
    await user.clear(saving.getByRole('textbox', { name: text('saved-search-name') }));
    await user.type(saving.getByRole('textbox', { name: text('saved-search-name') }), 'Моето');
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    expect(await saving.findByRole('alert')).toHaveTextContent('Можете да пазите най-много 20 търсения.');
    expect(saving.getByRole('textbox', { name: text('saved-search-name') })).toHaveAccessibleDescription('Вече имате търсене с това име.');
    expect(saving.queryByRole('status')).not.toBeInTheDocument();
    expect(state.items).toHaveLength(2);
  });

  it('says to try again later when the server gave no reason', async () => {
    server.use(http.post('/api/saved-search', () => HttpResponse.error()));
    const { user } = renderShell({ route: '/imoti?city=1' });
    await user.click(await saveButton());
    const saving = within(await dialog());
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    expect(await saving.findByRole('alert')).toHaveTextContent(text('please-try-again-later'));
  });

  it('asks a visitor to sign in, then comes back to the same search with the save dialog open', async () => {
    account.user = null;
    const { user } = renderShell({ route: '/imoti?city=1&bedrooms=2' });
    await user.click(await saveButton());
    const login = within(await screen.findByRole('dialog', { name: text('login-modal-title') }));
    expect(screen.queryByRole('dialog', { name: text('saved-search-dialog-title') })).not.toBeInTheDocument();
    await user.type(login.getByLabelText(text('form-email'), { exact: false }), 'user@example.bg');
    await user.type(login.getByLabelText(text('form-password'), { exact: false }), 'secret-1');
    await user.click(login.getByRole('button', { name: text('login-submit') }));
    const saving = within(await dialog());
    // The address is the search's again, without the request to save.
    await waitFor(() => expect(currentLocation()).toBe('/imoti?city=1&bedrooms=2'));
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    await saving.findByRole('status');
    expect(sent.created).toEqual([{ kind: 'property', frequency: 'instant', name: '2 спални · София', criteria: { cityId: 1, bedrooms: 2 } }]);
  });
});

describe('saving a flatmate search', () => {
  it('sends the city, the university and the rent range in cents', async () => {
    server.use(signedInAs(userOf('user')));
    const { user } = renderShell({ route: '/sakvartiranti?city=1&university=1&from=150&to=300' });
    // The filters show the places by name, which the suggested name is made of (the page has them).
    await screen.findByDisplayValue('Софийски университет');
    await user.click(await saveButton());
    const saving = within(await dialog());
    await user.click(saving.getByRole('button', { name: text('saved-search-submit') }));
    await saving.findByRole('status');
    expect(sent.created).toEqual([
      { kind: 'roommate', frequency: 'instant', name: 'София, Софийски университет · 150\u00a0€ – 300\u00a0€', criteria: { cityId: 1, universityId: 1, priceFrom: 15_000, priceTo: 30_000 } },
    ]);
  });
});
