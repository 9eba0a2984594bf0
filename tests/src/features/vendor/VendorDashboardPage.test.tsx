/**
 * The vendor dashboard (GET /api/stats/user): the shop's counts, its orders by status as links to
 * the filtered orders, the revenue chart (an image named by its summary, the figures in a table),
 * the best sellers, a failed call with a retry, and a regular user sent to their own dashboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatMoney } from '../../../../domain/money.ts';
import { axisTop } from '../../../../src/features/vendor/components/RevenueChart.tsx';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { rentalsCalls } from '../../helpers/rentals.ts';
import { STATS, resetVendorData, vendorCalls } from '../../helpers/vendor.ts';
import { currentLocation, signedOut, spyOnScroll } from '../../layout/shell.tsx';
import { openAs, say } from './vendorTest.tsx';

// An agency or a regular user sent away lands on the rentals dashboard, which loads its own data.
const server = useMswServer(...vendorCalls, ...rentalsCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  resetVendorData();
});

const money = (cents: number) => formatMoney(cents, 'bg');

describe('vendor dashboard', () => {
  it('shows the counts, the orders by status as links to the filtered orders, and the best sellers', async () => {
    openAs(server, 'vendor', '/profil/targovets/tablo');
    expect(await screen.findByRole('heading', { level: 2, name: say('vendor-dashboard-totals') })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${text('page-title-VendorDashboard')} · ${text('app-name')}`));
    expect(screen.getByText(say('vendor-dashboard-greeting', { name: 'Иван Стоянов', shop: 'Уютен дом ООД' }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '13' })).toHaveAttribute('href', '/profil/produkti');

    const byStatus = screen.getByRole('region', { name: say('vendor-dashboard-by-status') });
    const delivered = within(byStatus).getByRole('link', { name: `${text('vendor-order-status-delivered')} 6 ${say('vendor-dashboard-orders-word', { count: 6 })}` });
    expect(delivered).toHaveAttribute('href', '/profil/porachki?status=delivered');
    expect(within(byStatus).getAllByRole('link')).toHaveLength(5);

    const top = screen.getByRole('region', { name: say('vendor-dashboard-top') });
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Диван Лен${say('vendor-dashboard-top-sold', { count: 7, amount: money(174_300) })}`,
      `Лампа Луна${say('vendor-dashboard-top-sold', { count: 1, amount: money(4_990) })}`,
    ]);
    expect(within(top).getByRole('link', { name: 'Диван Лен' })).toHaveAttribute('href', '/produkt/101');
  });

  it('draws the revenue of 12 months as an image named by its summary, with every figure in a table', async () => {
    const { user } = openAs(server, 'vendor', '/profil/targovets/tablo');
    const revenue = await screen.findByRole('region', { name: say('vendor-dashboard-revenue') });
    const total = STATS.vendor!.revenueByMonth.reduce((sum, month) => sum + month.amount, 0);
    const chart = within(revenue).getByRole('img');
    expect(chart).toHaveAccessibleName(
      `${say('vendor-dashboard-revenue')} ${say('vendor-chart-summary', { total: money(total), month: 'септември 2026 г.', amount: money(150_000) })}`,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(12);

    await user.click(within(revenue).getByText(say('vendor-chart-show-table')));
    const rows = within(revenue).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[10]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([money(150_000), '0']);
    expect(within(rows[10]!).getByRole('rowheader')).toHaveTextContent('септември 2026 г.');
  });

  it('rounds the chart axis up to a round amount', () => {
    expect(axisTop(0)).toBe(10_000);
    expect(axisTop(150_000)).toBe(200_000);
    expect(axisTop(429_120)).toBe(500_000);
    expect(axisTop(100_000)).toBe(100_000);
    expect(axisTop(240_000)).toBe(250_000);
  });

  it('says why the figures did not load and loads them again on retry', async () => {
    let calls = 0;
    server.use(
      http.get('/api/stats/user', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Временна грешка.' }, { status: 503 }) : HttpResponse.json(STATS);
      }),
    );
    const { user } = openAs(server, 'vendor', '/profil/targovets/tablo');
    expect(await screen.findByRole('alert')).toHaveTextContent('Временна грешка.');
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByRole('region', { name: say('vendor-dashboard-revenue') })).toBeInTheDocument();
  });

  it('sends a regular user to their own dashboard', async () => {
    openAs(server, 'user', '/profil/targovets/tablo');
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-AgencyDashboard') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/tablo');
  });
});
