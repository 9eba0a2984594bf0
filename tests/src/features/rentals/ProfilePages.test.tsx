/**
 * The owner's pages of rentals against the contract's answers: the property list (10 a page,
 * the four filters in the URL, a published property promoted through the credits' promotion
 * dialog and then shown premium without a reload, delete after a confirmation), the viewing
 * requests (paged, one property's), and the dashboard of agencies and regular users with their
 * figures.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { testI18n, text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { PROMOTED_UNTIL, STATS, promotions, rentalsCalls, resetRentals, state } from '../../helpers/rentals.ts';
import { currentLocation, renderShell, signedInAs, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...rentalsCalls, signedInAs(userOf('agency')));

beforeEach(() => {
  spyOnScroll();
  resetRentals();
});

const rowTitles = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('my properties', () => {
  it('lists the properties that are not deleted, with their status, and the four filters', async () => {
    renderShell({ route: '/profil/imoti' });
    await screen.findByText('2 имота');
    expect(rowTitles()).toEqual(['Моята чернова', 'Моят двустаен']);
    expect(screen.getByRole('link', { name: 'Моят двустаен' })).toHaveAttribute('href', '/imot/301');
    // A draft is not public: its title is no link.
    expect(screen.queryByRole('link', { name: 'Моята чернова' })).not.toBeInTheDocument();
    expect(screen.getByText(text('property-status-draft'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Редактирай Моят двустаен' })).toHaveAttribute('href', '/profil/imot/301');
    const filters = within(screen.getByRole('group', { name: text('rentals-list-filters') }));
    for (const name of ['deleted', 'premium', 'requested', 'active']) {
      expect(filters.getByRole('combobox', { name: text(`rentals-list-filter-${name}`) })).toBeInTheDocument();
    }
    // Deleted is yes or no (no is the default); the others also offer either.
    const choices = (name: string) => within(filters.getByRole('combobox', { name: text(`rentals-list-filter-${name}`) })).getAllByRole('option').map((option) => option.textContent);
    expect(choices('deleted')).toEqual([text('rentals-list-no'), text('rentals-list-yes')]);
    expect(choices('premium')).toEqual([text('rentals-list-either'), text('rentals-list-yes'), text('rentals-list-no')]);
  });

  it('filters in the URL: with viewing requests, published; and the deleted ones', async () => {
    const { user } = renderShell({ route: '/profil/imoti?page=2' });
    await screen.findByText('2 имота');
    const filters = within(screen.getByRole('group', { name: text('rentals-list-filters') }));
    await user.selectOptions(filters.getByRole('combobox', { name: text('rentals-list-filter-requested') }), '1');
    await waitFor(() => expect(currentLocation()).toBe('/profil/imoti?requested=1'));
    await screen.findByText('1 имот');
    await user.selectOptions(filters.getByRole('combobox', { name: text('rentals-list-filter-active') }), '0');
    await waitFor(() => expect(currentLocation()).toBe('/profil/imoti?requested=1&active=0'));
    expect(await screen.findByText(text('rentals-list-empty-filtered'))).toBeInTheDocument();

    renderShell({ route: '/profil/imoti?deleted=1&premium=0' });
    await screen.findByText('1 имот');
    const row = within(screen.getByRole('heading', { level: 2, name: 'Моят стар имот' }).closest('li')!);
    expect(row.getByText(text('rentals-list-deleted-badge'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Изтрий Моят стар имот/ })).not.toBeInTheDocument();
  });

  it('promotes a published property through the promotion dialog; the row then says until when, without a reload', async () => {
    const { t } = testI18n('bg');
    const day = (iso: string) => new Intl.DateTimeFormat('bg-BG', { dateStyle: 'medium', timeZone: 'Europe/Sofia' }).format(new Date(iso));
    const { user } = renderShell({ route: '/profil/imoti' });
    await screen.findByText('2 имота');
    const row = (title: string) => within(screen.getByRole('heading', { level: 2, name: title }).closest('li')!);
    // The premium draft says until when, but only a published property can be promoted.
    expect(row('Моята чернова').getByText(t('rentals-list-premium-until', { date: day('2026-12-20T10:00:00.000Z') }))).toBeInTheDocument();
    expect(row('Моята чернова').queryByRole('button', { name: /^Промотирай/ })).not.toBeInTheDocument();
    expect(row('Моят двустаен').queryByText(/^Премиум до/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Промотирай Моят двустаен' }));
    const dialog = await screen.findByRole('dialog', { name: text('credits-promote-title') });
    expect(within(dialog).getByText('Моят двустаен')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('credits-promote-days', { count: 14 })} `) }));
    await user.click(within(dialog).getByRole('button', { name: t('credits-promote-submit', { count: 9 }) }));
    const success = await screen.findByRole('dialog', { name: text('notification-title-success') });
    expect(success).toHaveTextContent(text('credits-promote-success'));
    expect(promotions).toEqual([{ kind: 'property', id: 301, days: 14 }]);
    await user.click(within(success).getByRole('button', { name: text('notification-ok') }));
    expect(await row('Моят двустаен').findByText(t('rentals-list-premium-until', { date: day(PROMOTED_UNTIL) }))).toBeInTheDocument();
  });

  it('offers no promotion of a deleted property', async () => {
    renderShell({ route: '/profil/imoti?deleted=1' });
    await screen.findByText('1 имот');
    expect(screen.queryByRole('button', { name: /^Промотирай/ })).not.toBeInTheDocument();
  });

  it('deletes a property after asking, and keeps it when told not to', async () => {
    const { user } = renderShell({ route: '/profil/imoti' });
    await screen.findByText('2 имота');
    await user.click(screen.getByRole('button', { name: 'Изтрий Моят двустаен' }));
    let dialog = await screen.findByRole('dialog', { name: text('rentals-delete-title') });
    expect(dialog).toHaveTextContent('„Моят двустаен“');
    await user.click(within(dialog).getByRole('button', { name: text('rentals-delete-cancel') }));
    expect(state.properties.find((item) => item.id === 301)!.deletedAt).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Изтрий Моят двустаен' }));
    dialog = await screen.findByRole('dialog', { name: text('rentals-delete-title') });
    await user.click(within(dialog).getByRole('button', { name: text('rentals-delete-confirm') }));
    expect(await screen.findByText(text('rentals-property-deleted'))).toBeInTheDocument();
    expect(state.properties.find((item) => item.id === 301)!.deletedAt).not.toBeNull();
    await screen.findByText('1 имот');
    expect(rowTitles()).toEqual(['Моята чернова']);
  });

  it('says so when the delete is refused', async () => {
    server.use(http.delete('/api/property/:id', () => HttpResponse.json({ message: 'error-server' }, { status: 500 })));
    const { user } = renderShell({ route: '/profil/imoti' });
    await user.click(await screen.findByRole('button', { name: 'Изтрий Моят двустаен' }));
    const dialog = await screen.findByRole('dialog', { name: text('rentals-delete-title') });
    await user.click(within(dialog).getByRole('button', { name: text('rentals-delete-confirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text('error-server'));
  });

  it('invites a new owner to list a first property', async () => {
    state.properties = state.properties.filter((item) => item.owner.id !== 5);
    renderShell({ route: '/profil/imoti' });
    expect(await screen.findByText(text('rentals-list-empty'))).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: text('menu-add-property') })).toHaveAttribute('href', '/profil/imot');
  });
});

describe('viewing requests', () => {
  it('shows who wants to come, when, and how to reach them', async () => {
    renderShell({ route: '/profil/zayavki-za-oglied' });
    await screen.findByText('1 заявка');
    const request = within(screen.getByRole('article'));
    expect(request.getByRole('heading', { level: 2 })).toHaveTextContent(/1 декември 2026 г\..*10:00/);
    expect(request.getByRole('link', { name: 'Моят двустаен' })).toHaveAttribute('href', '/imot/301');
    expect(request.getByRole('link', { name: '0888 412 735' })).toHaveAttribute('href', 'tel:0888412735');
    expect(request.getByRole('link', { name: 'maria@domovik.test' })).toHaveAttribute('href', 'mailto:maria@domovik.test');
    expect(request.getByText(text('rentals-viewings-status-requested'))).toBeInTheDocument();
    expect(request.getByRole('link', { name: text('rentals-viewings-conversation') })).toHaveAttribute('href', '/profil/saobshteniya/71');
  });

  it("shows an answered request's state, and no conversation link for a request made before conversations", async () => {
    state.viewings = [{ ...state.viewings[0]!, status: 'accepted', conversationId: null }];
    renderShell({ route: '/profil/zayavki-za-oglied' });
    await screen.findByText('1 заявка');
    const request = within(screen.getByRole('article'));
    expect(request.getByText(text('rentals-viewings-status-accepted'))).toBeInTheDocument();
    expect(request.queryByRole('link', { name: text('rentals-viewings-conversation') })).not.toBeInTheDocument();
  });

  it("narrows them to one property's and pages through them", async () => {
    state.viewings = Array.from({ length: 12 }, (_, index) => ({ ...state.viewings[0]!, id: index + 1, contactName: `Гост ${index + 1}` }));
    renderShell({ route: '/profil/zayavki-za-oglied?property=301&page=2' });
    await screen.findByText('12 заявки');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Заявки за „Моят двустаен“.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: text('pagination-label') })).getByRole('link', { name: 'Страница 1' })).toHaveAttribute(
      'href',
      '/profil/zayavki-za-oglied?property=301',
    );
  });

  it('says when there are none', async () => {
    state.viewings = [];
    renderShell({ route: '/profil/zayavki-za-oglied' });
    expect(await screen.findByText(text('rentals-viewings-empty'))).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it("greets the agency and shows its figures and latest viewing requests", async () => {
    server.use(signedInAs(userOf('agency', { name: 'Георги Петров' })));
    renderShell({ route: '/profil/tablo' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Здравейте, Георги Петров!' })).toBeInTheDocument();
    const figures = within(await screen.findByRole('list', { name: text('rentals-dashboard-figures') }));
    const figure = (label: string) => figures.getByText(label).closest('li')!;
    expect(figure(text('rentals-dashboard-properties'))).toHaveTextContent(String(STATS.properties));
    expect(within(figure(text('rentals-dashboard-properties'))).getByRole('link')).toHaveAttribute('href', '/profil/imoti');
    expect(figure(text('rentals-dashboard-active'))).toHaveTextContent('1');
    expect(within(figure(text('rentals-dashboard-viewings'))).getByRole('link')).toHaveAttribute('href', '/profil/zayavki-za-oglied');
    expect(figure(text('dashboard-credits-title'))).toHaveTextContent('40');
    expect(figures.queryByText(text('rentals-dashboard-orders'))).not.toBeInTheDocument();
    const latest = within(screen.getByRole('region', { name: text('rentals-dashboard-latest') }));
    expect(await latest.findByText('Мария Иванова')).toBeInTheDocument();
  });

  it("shows a regular user's orders and flatmate offers too", async () => {
    server.use(
      signedInAs(userOf('user')),
      http.get('/api/stats/user', () => HttpResponse.json({ ...STATS, orders: 3, tenantOffers: 2 })),
    );
    renderShell({ route: '/profil/tablo' });
    const figures = within(await screen.findByRole('list', { name: text('rentals-dashboard-figures') }));
    expect(figures.getByText(text('rentals-dashboard-orders')).closest('li')).toHaveTextContent('3');
    expect(figures.getByRole('link', { name: text('rentals-dashboard-to-offers') })).toHaveAttribute('href', '/profil/sakvartiranti');
  });

  it("greets a regular user with what they can do, not a landlord's account type", async () => {
    server.use(signedInAs(userOf('user')));
    renderShell({ route: '/profil/tablo' });
    const actions = within(await screen.findByRole('list', { name: text('rentals-dashboard-can-do') }));
    const href = (key: string) => actions.getByRole('link', { name: text(key) }).getAttribute('href');
    expect(href('rentals-dashboard-do-search')).toBe('/imoti');
    expect(href('rentals-dashboard-do-roommate')).toBe('/sakvartiranti/publikuvai');
    expect(href('rentals-dashboard-do-property')).toBe('/profil/imot');
    expect(href('rentals-dashboard-do-shop')).toBe('/magazin');
    expect(screen.queryByText(/^Вид профил/)).not.toBeInTheDocument();
  });

  it('offers to try again when the figures do not load', async () => {
    server.use(http.get('/api/stats/user', () => HttpResponse.json({ message: 'error-server' }, { status: 500 }), { once: true }));
    const { user } = renderShell({ route: '/profil/tablo' });
    await user.click(await screen.findByRole('button', { name: text('retry') }));
    expect(await screen.findByRole('list', { name: text('rentals-dashboard-figures') })).toBeInTheDocument();
  });
});
