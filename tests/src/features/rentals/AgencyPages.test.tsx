/** The trusted agencies, an agency's page with its homes, and a user's public page with theirs (premium ones marked). */
import { screen, within } from '@testing-library/react';
import { text } from '../../helpers/i18n.ts';
import { recordCalls, useMswServer } from '../../helpers/msw.ts';
import { preloadedStore } from '../../helpers/preload.ts';
import { PROMOTED_UNTIL, rentalsCalls, resetRentals, searches, state } from '../../helpers/rentals.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...rentalsCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetRentals();
});

describe('agencies', () => {
  it('lists the trusted agencies with their city and how many homes they offer', async () => {
    renderShell({ route: '/dovereni-agentsii' });
    const card = (await screen.findByRole('link', { name: 'Домус Имоти' })).closest('article')!;
    expect(screen.getByRole('link', { name: 'Домус Имоти' })).toHaveAttribute('href', '/agentsiya/1');
    expect(within(card).getByText('София')).toBeInTheDocument();
    expect(within(card).getByText('2 жилища под наем')).toBeInTheDocument();
  });

  it("shows an agency's contacts and its published homes, a premium one marked", async () => {
    Object.assign(state.properties.find((item) => item.id === 201)!, { premium: true, premiumUntil: PROMOTED_UNTIL });
    renderShell({ route: '/agentsiya/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Домус Имоти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0888 214 367' })).toHaveAttribute('href', 'tel:0888214367');
    expect(screen.getByRole('link', { name: 'domus@example.bg' })).toHaveAttribute('href', 'mailto:domus@example.bg');
    expect(await screen.findByRole('heading', { level: 3, name: 'Къща до морето' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 жилище под наем' })).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { level: 3, name: 'Къща до морето' }).closest('article')!).getByText(text('rentals-premium-badge'))).toBeInTheDocument();
    expect(Object.fromEntries(searches.at(-1)!)).toMatchObject({ agencyId: '1', limit: '12' });
  });

  it('says so for an agency that does not exist', async () => {
    renderShell({ route: '/agentsiya/9' });
    expect(await screen.findByRole('heading', { level: 1, name: text('rentals-agency-not-found-title') })).toBeInTheDocument();
  });
});

describe("a user's page", () => {
  it('shows the name, since when, and their homes (never their contact), a premium one marked', async () => {
    Object.assign(state.properties.find((item) => item.id === 110)!, { premium: true, premiumUntil: PROMOTED_UNTIL });
    renderShell({ route: '/potrebitel/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Десислава Николова' })).toBeInTheDocument();
    expect(screen.getByText(/в Домовик от 3\.05\.2026 г\./)).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.getAllByText(text('rentals-premium-badge'))).toHaveLength(1);
    expect(within(screen.getByRole('heading', { level: 3, name: 'Апартамент 110' }).closest('article')!).getByText(text('rentals-premium-badge'))).toBeInTheDocument();
    expect(Object.fromEntries(searches.at(-1)!)).toMatchObject({ ownerId: '7' });
    expect(within(screen.getByRole('navigation', { name: text('pagination-label') })).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/potrebitel/7?page=2');
  });

  it('says so for a user that does not exist', async () => {
    renderShell({ route: '/potrebitel/99' });
    expect(await screen.findByRole('heading', { level: 1, name: text('rentals-user-not-found-title') })).toBeInTheDocument();
  });
});

describe('the pages rendered from what they asked for before rendering (the server renders them so)', () => {
  it.each([
    ['the trusted agencies', '/dovereni-agentsii?page=1', () => screen.findByRole('link', { name: 'Домус Имоти' })],
    ["an agency's page", '/agentsiya/1', () => screen.findByRole('heading', { level: 3, name: 'Къща до морето' })],
    ["a user's page, at its second page of homes", '/potrebitel/7?page=2', () => screen.findByRole('heading', { level: 1, name: 'Десислава Николова' })],
  ])('%s asks for nothing again', async (_name, route, shown) => {
    const store = await preloadedStore(route);
    const calls = recordCalls(server);
    renderShell({ route, store });
    await shown();
    expect(screen.queryByText(text('loading'))).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(calls.filter((call) => call !== 'GET /api/user')).toEqual([]);
  });
});
