/**
 * The profile's saved searches page (docs/decisions/0030): each search as a card with its name,
 * its filters in words, its matches, how many are new, how often it tells and whether it is
 * paused; Open (its search page with its filters and the new ones marked, the search marked
 * opened), Rename (required, validated before sending), the frequency, Pause/Resume and Delete
 * after a confirmation; loading, empty (with both searches linked) and failed-with-retry states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { rentalsCalls, resetRentals } from '../../helpers/rentals.ts';
import { resetSavedSearches, savedSearchesCalls, sent, state } from '../../helpers/savedSearches.ts';
import { currentLocation, renderShell, signedInAs, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...savedSearchesCalls, ...rentalsCalls, signedInAs(userOf('user')));

beforeEach(() => {
  spyOnScroll();
  resetRentals();
  resetSavedSearches();
});

const PAGE = '/profil/zapazeni-tarseniya';
const card = (name: string) => within(screen.getByRole('article', { name }));

async function openPage() {
  const rendered = renderShell({ route: PAGE });
  await screen.findByRole('heading', { level: 1, name: text('page-title-SavedSearches') });
  await screen.findByRole('article', { name: 'Двустаен в Лозенец' });
  return rendered;
}

describe('saved searches page', () => {
  it('shows each search with its filters in words, its matches, what is new, how often it tells and whether it is paused', async () => {
    await openPage();
    expect(document.title).toContain(text('page-title-SavedSearches'));
    const flat = card('Двустаен в Лозенец');
    expect(screen.getByRole('article', { name: 'Двустаен в Лозенец' })).toHaveTextContent(
      `Апартамент · 2 спални · Лозенец, София · 500,00 € – 900,00 € на месец · ${text('rentals-pets-allowed')}`,
    );
    expect(flat.getByText('12 обяви отговарят сега')).toBeInTheDocument();
    expect(flat.getByText('2 нови')).toBeInTheDocument();
    expect(flat.getByRole('combobox')).toHaveValue('instant');
    expect(flat.queryByText(text('saved-search-paused'))).not.toBeInTheDocument();
    const room = card('Стая до университета');
    expect(screen.getByRole('article', { name: 'Стая до университета' })).toHaveTextContent('София · Софийски университет · до 300,00 € на месец');
    expect(room.getByText(text('saved-search-paused'))).toBeInTheDocument();
    expect(room.getByText(text('saved-search-told-never'))).toBeInTheDocument();
    expect(room.queryByText(/нов/)).not.toBeInTheDocument();
    expect(room.getByRole('button', { name: text('saved-search-resume') })).toBeInTheDocument();
  });

  it('opens a search on its search page with its filters and its new homes marked, and marks it opened', async () => {
    Object.assign(state.items[0]!, { criteria: { cityId: 1, districtId: 3, priceTo: 90_000 }, district: { id: 3, name: 'Младост' } });
    const { user } = await openPage();
    await user.click(card('Двустаен в Лозенец').getByRole('link', { name: text('saved-search-open') }));
    await waitFor(() => expect(currentLocation()).toBe('/imoti?city=1&district=3&to=900&new=108%2C104'));
    await waitFor(() => expect(sent.updates).toEqual([{ id: 1, body: { opened: true } }]));
    const marked = await screen.findAllByText(text('listing-new'));
    expect(marked.map((mark) => mark.closest('article')!.querySelector('h2')!.textContent).sort()).toEqual(['Апартамент 104', 'Апартамент 108']);
  });

  it('renames a search: an empty name is refused before sending, a new one is sent and shown', async () => {
    const { user } = await openPage();
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-rename') }));
    const name = card('Двустаен в Лозенец').getByRole('textbox', { name: text('saved-search-name') });
    await user.clear(name);
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-rename-save') }));
    expect(await screen.findByText(text('error-required'))).toBeInTheDocument();
    expect(sent.updates).toEqual([]);
    await user.type(name, 'Лозенец до 900');
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-rename-save') }));
    expect(await screen.findByRole('article', { name: 'Лозенец до 900' })).toBeInTheDocument();
    expect(sent.updates).toEqual([{ id: 1, body: { name: 'Лозенец до 900' } }]);
    expect(screen.queryByRole('textbox', { name: text('saved-search-name') })).not.toBeInTheDocument();
  });

  it('changes how often a search tells, pauses one and resumes another', async () => {
    const { user } = await openPage();
    await user.selectOptions(card('Двустаен в Лозенец').getByRole('combobox'), 'daily');
    await waitFor(() => expect(card('Двустаен в Лозенец').getByRole('combobox')).toHaveValue('daily'));
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-pause') }));
    await waitFor(() => expect(card('Двустаен в Лозенец').getByText(text('saved-search-paused'))).toBeInTheDocument());
    await user.click(card('Стая до университета').getByRole('button', { name: text('saved-search-resume') }));
    await waitFor(() => expect(card('Стая до университета').queryByText(text('saved-search-paused'))).not.toBeInTheDocument());
    expect(sent.updates).toEqual([
      { id: 1, body: { frequency: 'daily' } },
      { id: 1, body: { paused: true } },
      { id: 2, body: { paused: false } },
    ]);
  });

  it("says why a change was refused, in the server's words", async () => {
    const { user } = await openPage();
    state.refuse = [{ property: 'frequency', message: 'Неизвестна честота.' }];
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-pause') }));
    expect(await screen.findByText('Неизвестна честота.')).toBeInTheDocument();
  });

  it('deletes a search only after a confirmation that names it', async () => {
    const { user } = await openPage();
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-delete') }));
    let confirm = within(await screen.findByRole('dialog', { name: text('saved-search-delete-title') }));
    expect(confirm.getByText(/„Двустаен в Лозенец“/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: text('saved-search-delete-keep') }));
    expect(sent.deleted).toEqual([]);
    await user.click(card('Двустаен в Лозенец').getByRole('button', { name: text('saved-search-delete') }));
    confirm = within(await screen.findByRole('dialog', { name: text('saved-search-delete-title') }));
    await user.click(confirm.getByRole('button', { name: text('saved-search-delete-confirm') }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Двустаен в Лозенец' })).not.toBeInTheDocument());
    expect(sent.deleted).toEqual([1]);
    expect(screen.getByRole('article', { name: 'Стая до университета' })).toBeInTheDocument();
  });

  it('explains saved searches when there are none, with a link to each search', async () => {
    state.items = [];
    renderShell({ route: PAGE });
    expect(await screen.findByText(text('saved-searches-empty'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('saved-searches-empty-properties') })).toHaveAttribute('href', '/imoti');
    expect(screen.getByRole('link', { name: text('saved-searches-empty-roommates') })).toHaveAttribute('href', '/sakvartiranti');
  });

  it('offers Retry when the list could not be loaded', async () => {
    server.use(http.get('/api/saved-search', () => HttpResponse.error(), { once: true }));
    const { user } = renderShell({ route: PAGE });
    await user.click(await screen.findByRole('button', { name: text('retry') }));
    expect(await screen.findByRole('article', { name: 'Двустаен в Лозенец' })).toBeInTheDocument();
  });

  it('is listed in the profile menu', async () => {
    await openPage();
    expect(screen.getAllByRole('link', { name: text('user-nav-saved-searches') })[0]).toHaveAttribute('href', PAGE);
  });
});
