/**
 * The flatmate search page: offers from the server in their order with their count, premium ones
 * marked, the four
 * filters kept in the URL (city, university, price range) and read back from it, the university
 * list following the city, pagination, and the loading, empty and failed-with-retry states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { text } from '../../helpers/i18n.ts';
import { recordCalls, useMswServer } from '../../helpers/msw.ts';
import { preloadedStore } from '../../helpers/preload.ts';
import { OFFERS, roommatesCalls, resetRoommateRecorders, searches } from '../../helpers/roommates.ts';
import { currentLocation, renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...roommatesCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetRoommateRecorders();
});

const results = () => screen.getByRole('region', { name: text('roommates-results') });
const titles = () => within(results()).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const filters = () => screen.getByRole('search', { name: text('roommates-filters') });
const select = (label: string) => within(filters()).getByRole('combobox', { name: label });

async function openSearch(route = '/sakvartiranti') {
  const rendered = renderShell({ route });
  await screen.findByRole('heading', { level: 1, name: text('page-title-SearchRoommateResult') });
  return rendered;
}

describe('the flatmate search', () => {
  it('lists the offers newest first, 12 a page, with their count, price, place and title', async () => {
    await openSearch();
    expect(await screen.findByText('14 обяви')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${text('page-title-SearchRoommateResult')} · ${text('app-name')}`));
    expect(titles()).toHaveLength(12);
    expect(titles()[0]).toBe('Стая 203 в Варна');
    const card = screen.getByRole('heading', { level: 2, name: 'Стая 109 до Софийски университет' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Стая 109 до Софийски университет' })).toHaveAttribute('href', '/sakvartiranti/109');
    expect(card).toHaveTextContent('430,00 € на месец');
    expect(card).toHaveTextContent('София · Софийски университет');
    expect(card).toHaveTextContent(`${text('roommates-available-now')} · Търсят се 2 съквартиранти`);
    expect(screen.getByRole('link', { name: text('roommates-post-action') })).toHaveAttribute('href', '/sakvartiranti/publikuvai');
  });

  it('marks the premium offers the server puts first, and only them', async () => {
    const premium = { ...OFFERS[5]!, premium: true, premiumUntil: '2026-12-24T10:00:00.000Z' };
    server.use(http.get('/api/tenant-offer', () => HttpResponse.json({ items: [premium, OFFERS[9]!, OFFERS[8]!], total: 3, offset: 0, limit: 12 })));
    await openSearch();
    await screen.findByText('3 обяви');
    const card = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('article')!);
    expect(titles()).toEqual([premium.title, OFFERS[9]!.title, OFFERS[8]!.title]);
    expect(card(premium.title).getByText(text('roommates-premium-badge'))).toBeInTheDocument();
    for (const other of [OFFERS[9]!, OFFERS[8]!]) expect(card(other.title).queryByText(text('roommates-premium-badge'))).not.toBeInTheDocument();
  });

  it('filters by city at once and keeps it in the URL, narrowing the universities to that city', async () => {
    const { user } = await openSearch();
    await screen.findByText('14 обяви');
    await user.selectOptions(select(text('roommates-filter-city')), 'Варна');
    expect(await screen.findByText('4 обяви')).toBeInTheDocument();
    expect(currentLocation()).toBe('/sakvartiranti?city=2');
    expect(searches.at(-1)?.get('city')).toBe('2');
    const universities = within(select(text('roommates-filter-university'))).getAllByRole('option').map((option) => option.textContent);
    expect(universities).toEqual([text('roommates-filter-any-university'), 'Технически университет – Варна']);
  });

  it('filters by university, bringing its city along, and reads the filters back from the URL', async () => {
    const { user } = await openSearch();
    await screen.findByText('14 обяви');
    await user.selectOptions(select(text('roommates-filter-university')), 'Софийски университет');
    expect(await screen.findByText('4 обяви')).toBeInTheDocument();
    expect(currentLocation()).toBe('/sakvartiranti?city=1&university=1');
    expect(titles().every((title) => title?.includes('Софийски университет'))).toBe(true);
    // Another city lets the university go.
    await user.selectOptions(select(text('roommates-filter-city')), 'Варна');
    await waitFor(() => expect(currentLocation()).toBe('/sakvartiranti?city=2'));
  });

  it('applies a price range in euros (cents to the server) and refuses a reversed one without searching', async () => {
    const { user } = await openSearch();
    await screen.findByText('14 обяви');
    const from = within(filters()).getByRole('textbox', { name: text('roommates-filter-price-from') });
    const to = within(filters()).getByRole('textbox', { name: text('roommates-filter-price-to') });
    await user.type(from, '300');
    await user.type(to, '200');
    await user.click(within(filters()).getByRole('button', { name: text('roommates-filter-apply') }));
    expect(within(filters()).getByRole('alert')).toHaveTextContent(text('roommates-error-price-range'));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/sakvartiranti');

    await user.clear(to);
    await user.type(to, '350{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/sakvartiranti?from=300&to=350'));
    expect(await screen.findByText('3 обяви')).toBeInTheDocument();
    expect(searches.at(-1)?.get('priceFrom')).toBe('30000');
    expect(searches.at(-1)?.get('priceTo')).toBe('35000');
    expect(within(filters()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the filters of a shared link, and clears them', async () => {
    const { user } = await openSearch('/sakvartiranti?city=1&university=2&from=250&to=400');
    expect(await screen.findByText('3 обяви')).toBeInTheDocument();
    expect(select(text('roommates-filter-city'))).toHaveValue('1');
    expect(select(text('roommates-filter-university'))).toHaveValue('2');
    expect(within(filters()).getByRole('textbox', { name: text('roommates-filter-price-from') })).toHaveValue('250');
    expect(screen.getByRole('button', { name: `${text('roommates-filters')} (3)` })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(filters()).getByRole('button', { name: text('roommates-filter-clear') }));
    expect(await screen.findByText('14 обяви')).toBeInTheDocument();
    expect(currentLocation()).toBe('/sakvartiranti');
    expect(within(filters()).getByRole('textbox', { name: text('roommates-filter-price-from') })).toHaveValue('');
  });

  it('pages through the results with links that keep the filters', async () => {
    const { user } = await openSearch('/sakvartiranti?from=100');
    await screen.findByText('14 обяви');
    const pages = screen.getByRole('navigation', { name: text('pagination-label') });
    expect(within(pages).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/sakvartiranti?from=100&page=2');
    await user.click(within(pages).getByRole('link', { name: text('pagination-next') }));
    await waitFor(() => expect(titles()).toEqual(['Стая 101 до УНСС', 'Стая 100 до Софийски университет']));
    expect(currentLocation()).toBe('/sakvartiranti?from=100&page=2');
    expect(searches.at(-1)?.get('offset')).toBe('12');
  });

  it('says when no offer matches, with a way to clear the filters', async () => {
    const { user } = await openSearch('/sakvartiranti?city=2&from=900');
    expect(await screen.findByText(text('roommates-empty-filtered'))).toBeInTheDocument();
    await user.click(within(results()).getByRole('link', { name: text('roommates-filter-clear') }));
    expect(await screen.findByText('14 обяви')).toBeInTheDocument();
  });

  it('invites the first offer when there is none at all', async () => {
    server.use(http.get('/api/tenant-offer', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 12 })));
    await openSearch();
    expect(await screen.findByText(text('roommates-empty'))).toBeInTheDocument();
    expect(within(results()).getByRole('link', { name: text('roommates-post-action') })).toHaveAttribute('href', '/sakvartiranti/publikuvai');
  });

  it('shows a failed search with the retry, which searches again', async () => {
    let fail = true;
    server.use(
      http.get('/api/tenant-offer', () => {
        if (!fail) return;
        return HttpResponse.json({ message: 'Сървърът не отговаря.' }, { status: 500 });
      }),
    );
    const { user } = await openSearch();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сървърът не отговаря.');
    fail = false;
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByText('14 обяви')).toBeInTheDocument();
  });

  it('shows the loading state until the offers come', async () => {
    let answer: () => void = () => undefined;
    server.use(http.get('/api/tenant-offer', () => new Promise<void>((resolve) => (answer = resolve))));
    await openSearch();
    expect(within(results()).getByText(text('loading'), { selector: 'p' })).toHaveAttribute('role', 'status');
    answer();
    expect(await screen.findByText('14 обяви')).toBeInTheDocument();
  });

  it('is complete in English', async () => {
    renderShell({ route: '/roommates?city=2', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-SearchRoommateResult', 'en') })).toBeInTheDocument();
    expect(await screen.findByText('4 offers')).toBeInTheDocument();
    expect(screen.getByText('€200.00 a month')).toBeInTheDocument();
  });

  it('searches the words typed in the labelled words box with the other filters, kept in the URL', async () => {
    const { user } = await openSearch('/sakvartiranti?city=1');
    await screen.findByText(/обяви/);
    await user.type(within(filters()).getByRole('searchbox', { name: text('roommates-filter-words') }), 'staya{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/sakvartiranti?q=staya&city=1'));
    await waitFor(() => expect(Object.fromEntries(searches.at(-1)!)).toMatchObject({ q: 'staya', city: '1' }));
  });

  it('shows the words of a link in their box, and says when no offer has them', async () => {
    server.use(http.get('/api/tenant-offer', () => HttpResponse.json({ items: [], total: 0, offset: 0, limit: 12 })));
    await openSearch('/sakvartiranti?q=staya');
    expect(await screen.findByText(text('roommates-empty-words').replace('{{q}}', 'staya'))).toBeInTheDocument();
    expect(within(filters()).getByRole('searchbox', { name: text('roommates-filter-words') })).toHaveValue('staya');
  });

  it('renders what it asked for before rendering (the server renders it so), cities and universities included, without asking again', async () => {
    const route = '/sakvartiranti?city=1&university=1';
    const store = await preloadedStore(route);
    const calls = recordCalls(server);
    renderShell({ route, store });
    expect(await screen.findByRole('heading', { level: 2, name: 'Стая 109 до Софийски университет' })).toBeInTheDocument();
    expect(select(text('roommates-filter-city'))).toHaveDisplayValue('София');
    expect(select(text('roommates-filter-university'))).toHaveDisplayValue('Софийски университет');
    expect(calls.filter((call) => call !== 'GET /api/user')).toEqual([]);
  });
});
