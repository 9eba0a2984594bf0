/**
 * The orders pages (GET /api/order, GET /api/order/{id}, POST /api/order/{id}/status): a vendor's
 * orders filtered by status in the URL, one order with its lines, totals and delivery, the
 * status buttons its status allows (cancelling asks first) and the buyer told; a regular user's
 * own orders, each opened on the order page (the old address too); someone else's order;
 * agencies sent away.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '../../../../domain/money.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { rentalsCalls } from '../../helpers/rentals.ts';
import { data, resetVendorData, sent, vendorCalls } from '../../helpers/vendor.ts';
import { currentLocation, signedOut, spyOnScroll } from '../../layout/shell.tsx';
import { openAs, say } from './vendorTest.tsx';

// An agency or a regular user sent away lands on the rentals dashboard, which loads its own data.
const server = useMswServer(...vendorCalls, ...rentalsCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetVendorData();
});

/** Money as Testing Library's matchers read text (white space, the no-break one too, as one space). */
const shown = (cents: number) => formatMoney(cents, 'bg').replace(/\s/g, ' ');
const orderTitles = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const statusButtons = () =>
  within(screen.getByRole('region', { name: text('vendor-order-your-part') }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the orders list', () => {
  it("shows a vendor's orders and filters them by status, kept in the URL", async () => {
    const { user } = openAs(server, 'vendor', '/profil/porachki');
    expect(await screen.findByText(say('vendor-orders-count', { count: 5 }))).toBeInTheDocument();
    expect(orderTitles()).toEqual([41, 40, 39, 38, 37].map((id) => say('vendor-order-number', { id })));
    const first = screen.getByRole('article', { name: say('vendor-order-number', { id: 41 }) });
    expect(within(first).getByText(text('vendor-order-status-new'))).toBeInTheDocument();
    expect(within(first).getByText(say('vendor-order-buyer', { name: 'Мария Иванова', city: 'София' }))).toBeInTheDocument();
    expect(within(first).getByText(shown(66_248))).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/profil/porachki/41');

    const filter = screen.getByRole('navigation', { name: text('vendor-orders-filter') });
    await user.click(within(filter).getByRole('link', { name: text('vendor-order-status-shipped') }));
    await waitFor(() => expect(orderTitles()).toEqual([say('vendor-order-number', { id: 39 })]));
    expect(currentLocation()).toBe('/profil/porachki?status=shipped');
    expect(within(filter).getByRole('link', { name: text('vendor-order-status-shipped') })).toHaveAttribute('aria-current', 'page');
    expect(sent.at(-1)?.url).toBe('/api/order?offset=0&limit=10&status=shipped');
    await waitFor(() => expect(document.title).toBe(`${text('page-title-AdminVendorOrders')}: ${text('vendor-order-status-shipped')} · ${text('app-name')}`));
  });

  it('says when no order has the status, with a way back to all', async () => {
    data.orders = data.orders.filter((order) => order.status !== 'delivered');
    const { user } = openAs(server, 'vendor', '/profil/porachki?status=delivered');
    expect(await screen.findByText(say('vendor-orders-none-with-status', { status: text('vendor-order-status-delivered') }))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text('vendor-orders-show-all') }));
    expect(await screen.findByText(say('vendor-orders-count', { count: 4 }))).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/porachki');
  });

  it('invites a buyer without orders to the shop', async () => {
    data.orders = [];
    openAs(server, 'user', '/profil/porachki');
    expect(await screen.findByText(text('vendor-orders-empty-user'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('vendor-orders-to-shop') })).toHaveAttribute('href', '/magazin');
  });

  it('sends an agency to its dashboard', async () => {
    openAs(server, 'agency', '/profil/porachki');
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-AgencyDashboard') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/tablo');
  });
});

describe('one order', () => {
  it('shows its lines, totals and delivery, and the steps a new order allows', async () => {
    openAs(server, 'vendor', '/profil/porachki/41');
    expect(await screen.findByRole('heading', { level: 1, name: say('vendor-order-number', { id: 41 }) })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${say('vendor-order-number', { id: 41 })} · ${text('app-name')}`));
    const lines = screen.getByRole('table', { name: text('vendor-order-lines') });
    expect(within(lines).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [`Диван Лен${say('vendor-order-unit-price', { price: formatMoney(24_900, 'bg') })}`, '2', formatMoney(49_800, 'bg')],
      [`Лампа Луна${say('vendor-order-unit-price', { price: formatMoney(4_990, 'bg') })}`, '1', formatMoney(4_990, 'bg')],
    ]);
    expect(screen.getByText(text('vendor-order-your-total')).nextSibling).toHaveTextContent(shown(66_248));
    expect(screen.getByRole('link', { name: '0888123456' })).toHaveAttribute('href', 'tel:0888123456');
    expect(screen.getByText('Обадете се преди доставка.')).toBeInTheDocument();
    expect(statusButtons()).toEqual([text('vendor-order-action-confirmed'), text('vendor-order-action-cancelled')]);
  });

  it.each([
    [40, 'Доставка: събота, 5 декември 2026 г., 14:00–17:00'],
    [41, null],
  ])('shows order %s’s delivery window when a move-in plan asked for one (none for an order from the cart)', async (id, window) => {
    openAs(server, 'vendor', `/profil/porachki/${id}`);
    await screen.findByRole('region', { name: text('vendor-order-your-part') });
    if (window === null) expect(screen.queryByText(/^Доставка: /)).toBeNull();
    else expect(screen.getByText(window)).toBeInTheDocument();
  });

  it.each([
    [40, ['vendor-order-action-shipped', 'vendor-order-action-cancelled']],
    [39, ['vendor-order-action-delivered']],
    [38, []],
    [37, []],
  ])('offers order %s only the steps its status allows', async (id, keys) => {
    openAs(server, 'vendor', `/profil/porachki/${id}`);
    await screen.findByRole('region', { name: text('vendor-order-your-part') });
    expect(statusButtons()).toEqual(keys.map((key) => text(key)));
    if (keys.length === 0) expect(screen.getByText(text('vendor-order-no-steps'))).toBeInTheDocument();
  });

  it('confirms, then ships, telling that the buyer was e-mailed', async () => {
    const { user } = openAs(server, 'vendor', '/profil/porachki/41');
    await user.click(await screen.findByRole('button', { name: text('vendor-order-action-confirmed') }));
    expect(await screen.findByText(say('vendor-order-moved', { status: text('vendor-order-status-confirmed') }))).toHaveAttribute('role', 'status');
    await waitFor(() => expect(statusButtons()).toEqual([text('vendor-order-action-shipped'), text('vendor-order-action-cancelled')]));
    await user.click(screen.getByRole('button', { name: text('vendor-order-action-shipped') }));
    const dialog = screen.getByRole('dialog', { name: say('vendor-ship-title', { id: 41 }) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: text('vendor-ship-carrier') }), 'Speedy');
    await user.type(within(dialog).getByRole('textbox', { name: text('vendor-ship-tracking-number') }), '60012345678');
    await user.click(within(dialog).getByRole('button', { name: text('vendor-order-action-shipped') }));
    await waitFor(() => expect(statusButtons()).toEqual([text('vendor-order-action-delivered')]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/Speedy, номер на пратката: 60012345678/)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 'confirmed' },
      { status: 'shipped', shipment: { carrier: 'speedy', trackingNumber: '60012345678' } },
    ]);
  });

  it('asks the carrier and a tracking number before sending anything, and shows the server’s refusal under its field', async () => {
    data.orders[0]!.groups[0]!.status = 'confirmed';
    const { user } = openAs(server, 'vendor', '/profil/porachki/41');
    await user.click(await screen.findByRole('button', { name: text('vendor-order-action-shipped') }));
    const dialog = screen.getByRole('dialog', { name: say('vendor-ship-title', { id: 41 }) });
    const submit = within(dialog).getByRole('button', { name: text('vendor-order-action-shipped') });
    await user.click(submit);
    await waitFor(() => expect(within(dialog).getAllByText(text('error-required'))).toHaveLength(2));
    // Another carrier needs its name; a tracking number is letters, digits and hyphens.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: text('vendor-ship-carrier') }), text('vendor-ship-carrier-other'));
    const number = within(dialog).getByRole('textbox', { name: text('vendor-ship-tracking-number') });
    await user.type(number, 'AB 12');
    await user.click(submit);
    expect(await within(dialog).findByText(text('error-tracking-number-format'))).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: text('vendor-ship-carrier-name') })).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: text('vendor-ship-carrier-name') }), 'Куриер Север');
    await user.clear(number);
    await user.type(number, 'UNKNOWN-1');
    await user.click(submit);
    expect(await within(dialog).findByText('Куриерът не познава този номер.')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 'shipped', shipment: { carrier: 'other', carrierName: 'Куриер Север', trackingNumber: 'UNKNOWN-1' } },
    ]);
    expect(data.orders[0]!.groups[0]!.status).toBe('confirmed');
  });

  it('cancels only after the confirmation', async () => {
    const { user } = openAs(server, 'vendor', '/profil/porachki/41');
    await user.click(await screen.findByRole('button', { name: text('vendor-order-action-cancelled') }));
    const dialog = screen.getByRole('dialog', { name: say('vendor-order-cancel-title', { id: 41 }) });
    await user.click(within(dialog).getByRole('button', { name: text('vendor-confirm-keep') }));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: text('vendor-order-action-cancelled') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text('vendor-order-action-cancelled') }));
    await waitFor(() => expect(statusButtons()).toEqual([]));
    expect(data.orders[0]!.groups[0]!.status).toBe('cancelled');
  });

  it('says why a step was refused and shows where the order is now', async () => {
    const { user } = openAs(server, 'vendor', '/profil/porachki/41');
    await user.click(await screen.findByRole('button', { name: text('vendor-order-action-confirmed') }));
    await screen.findByText(say('vendor-order-moved', { status: text('vendor-order-status-confirmed') }));
    // Another tab shipped it meanwhile: this page still offers "shipped".
    data.orders[0]!.groups[0]!.status = 'shipped';
    await user.click(await screen.findByRole('button', { name: text('vendor-order-action-shipped') }));
    const dialog = screen.getByRole('dialog', { name: say('vendor-ship-title', { id: 41 }) });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: text('vendor-ship-carrier') }), 'Econt');
    await user.type(within(dialog).getByRole('textbox', { name: text('vendor-ship-tracking-number') }), '1051234567');
    await user.click(within(dialog).getByRole('button', { name: text('vendor-order-action-shipped') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Поръчката се движи само напред.');
    await waitFor(() => expect(statusButtons()).toEqual([text('vendor-order-action-delivered')]));
  });

  it('opens a buyer’s order on the order page, from the list and from the old address', async () => {
    server.use(http.post('/api/order/:id/view', ({ params }) => HttpResponse.json(data.orders.find((order) => order.id === Number(params.id)))));
    const list = openAs(server, 'user', '/profil/porachki');
    const link = await screen.findByRole('link', { name: say('vendor-order-number', { id: 40 }) });
    expect(link).toHaveAttribute('href', '/porachka/40');
    list.unmount();

    openAs(server, 'user', '/profil/porachki/40');
    expect(await screen.findByRole('heading', { level: 1, name: say('order-page-title', { id: 40 }) })).toBeInTheDocument();
    expect(currentLocation()).toBe('/porachka/40');
  });

  it("says that someone else's order is not the reader's", async () => {
    openAs(server, 'vendor', '/profil/porachki/99');
    expect(await screen.findByText(text('vendor-order-not-yours'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('vendor-back-to-orders') })).toHaveAttribute('href', '/profil/porachki');
  });

  it('says an unknown order does not exist', async () => {
    openAs(server, 'vendor', '/profil/porachki/404');
    expect(await screen.findByText(text('vendor-order-not-found'))).toBeInTheDocument();
  });
});
