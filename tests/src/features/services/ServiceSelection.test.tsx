/**
 * The service selection pages: the catalogue loads (with a retry when it fails), every change
 * follows the cleaning cart's rules and the page says what a change removed, the total is the
 * domain's, and the order goes to the deep-cleaning or one-time endpoint with the cart's lines;
 * the confirmation shows the order number and the cart empties.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CLEANING_LEAD_TIME_HOURS, bookableSlots, bookingWindow, formatServiceDay, formatTimeSlot, lineCost, serviceToday } from '../../../../domain/cleaning.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { selectCleaningCart } from '../../../../src/store/cleaningCartSlice.ts';
import { PERSIST_STORAGE_KEY, makeStore } from '../../../../src/store/store.ts';
import { syncAcrossTabs } from '../../../../src/store/persistence.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { cleaningOrders, servicesCalls } from '../../helpers/services.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...shopCalls, ...servicesCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  cleaningOrders.length = 0;
});

const money = (cents: number) => formatMoney(cents, 'bg');
const summary = () => screen.getByRole('region', { name: text('services-summary-title') });
const total = () => within(summary()).getByText(text('services-total')).nextElementSibling?.textContent;
const add = (name: string) => screen.findByRole('button', { name: text('services-add-label').replace('{{name}}', name) });

describe('selecting services', () => {
  it('says what a regular service and a subscription removed, with the domain total', async () => {
    const store = makeStore();
    const { user } = renderShell({ route: '/pochistvane/uslugi', store });
    await user.click(await add('Всяка седмица'));
    expect(total()).toBe(money(lineCost(15_000, 1, 3)));

    await user.click(await add('Стая'));
    expect(within(summary()).getByRole('status')).toHaveTextContent(text('services-removed-regular').replace('{{names}}', 'Всяка седмица'));
    expect(total()).toBe(money(1_800));

    await user.selectOptions(screen.getByRole('combobox', { name: text('services-severity-label') }), text('services-severity-3'));
    expect(total()).toBe(money(lineCost(1_800, 1, undefined, 3)));
    expect(selectCleaningCart(store.getState()).totalPrice).toBe(2_700);

    await user.click(await add('Всяка седмица'));
    expect(within(summary()).getByRole('status')).toHaveTextContent(text('services-removed-subscription').replace('{{names}}', 'Стая'));
  });

  it('tells which selections a catalogue of another kind set aside', async () => {
    const store = makeStore();
    const first = renderShell({ route: '/pochistvane/uslugi', store });
    await first.user.click(await add('Стая'));
    first.unmount();
    renderShell({ route: '/premestvane/uslugi', store });
    expect(await add('Хамалин')).toBeInTheDocument();
    expect(within(summary()).getByRole('status')).toHaveTextContent(text('services-removed-catalogue').replace('{{names}}', 'Стая'));
    expect(total()).toBe(money(0));
  });

  it('keeps the cleaning selection set aside while the moving page is open, and brings it back', async () => {
    const store = makeStore();
    const cleaning = renderShell({ route: '/pochistvane/uslugi', store });
    await cleaning.user.click(await add('Стая'));
    const chosen = total();
    cleaning.unmount();
    const moving = renderShell({ route: '/premestvane/uslugi', store });
    expect(await add('Хамалин')).toBeInTheDocument();
    moving.unmount();
    renderShell({ route: '/pochistvane/uslugi', store });
    expect(await screen.findByRole('button', { name: text('services-remove-label').replace('{{name}}', 'Стая') })).toBeInTheDocument();
    expect(total()).toBe(chosen);
  });

  it('installs its catalogue again once the stored cart has been read after the first render (a page the server rendered)', async () => {
    const earlier = makeStore();
    const moving = renderShell({ route: '/premestvane/uslugi', store: earlier });
    await moving.user.click(await add('Хамалин'));
    moving.unmount();
    const stored = selectCleaningCart(earlier.getState());

    const store = makeStore();
    syncAcrossTabs(store);
    const { user } = renderShell({ route: '/pochistvane/uslugi', store });
    await add('Стая');
    // The stored cart (another kind's) arrives as a hydrated page reads it.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY, newValue: JSON.stringify({ cleaningCart: JSON.stringify(stored) }) }));
    });
    await user.click(await add('Стая'));
    expect(await screen.findByRole('button', { name: text('services-remove-label').replace('{{name}}', 'Стая') })).toBeInTheDocument();
    expect(total()).toBe(money(1_800));
  });

  it('says why today has no time to choose, and picks the first free day from a button', async () => {
    const { user } = renderShell({ route: '/pochistvane/uslugi', store: makeStore() });
    await user.click(await add('Стая'));
    const form = within(screen.getByRole('region', { name: text('services-order-title') }));
    const today = serviceToday(new Date());
    await user.type(form.getByLabelText(text('services-date')), today);
    const why = form.getByRole('status');
    expect(why).toHaveTextContent(`${CLEANING_LEAD_TIME_HOURS}`);
    expect(why).toHaveTextContent(formatServiceDay(today, 'bg'));
    const { first } = bookingWindow(new Date());
    await user.click(form.getByRole('button', { name: text('services-first-free-day').replace('{{day}}', formatServiceDay(first, 'bg')) }));
    expect(form.getByLabelText(text('services-date'))).toHaveValue(first);
    expect(form.queryByRole('status')).not.toBeInTheDocument();
    expect(within(form.getByRole('combobox', { name: text('services-slot') })).getAllByRole('option').length).toBeGreaterThan(1);
  });

  it('offers a retry when the catalogue does not load', async () => {
    let calls = 0;
    server.use(
      http.get('/api/cleaning/one-time/services', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Нещо се обърка' }, { status: 500 }) : HttpResponse.json([]);
      }),
    );
    const { user } = renderShell({ route: '/pochistvane/uslugi' });
    await user.click(await screen.findByRole('button', { name: text('retry') }));
    expect(await screen.findByText(text('services-catalogue-empty'))).toBeInTheDocument();
  });
});

describe('ordering', () => {
  it('sends a deep cleaning to its endpoint with the lines, shows the number and empties the selection', async () => {
    const store = makeStore();
    const { user } = renderShell({ route: '/pochistvane/uslugi?type=deep', store });
    await user.click(await add('Основно почистване'));
    const form = screen.getByRole('region', { name: text('services-order-title') });
    await user.type(within(form).getByLabelText(text('services-name')), 'Мария Иванова');
    await user.type(within(form).getByLabelText(text('services-phone')), '0888123456');
    await user.type(within(form).getByLabelText(text('services-email')), 'maria@example.bg');
    await user.selectOptions(await within(form).findByRole('combobox', { name: text('services-city') }), 'София');
    await user.type(within(form).getByLabelText(text('services-street')), 'ул. Оборище 12');
    const { first } = bookingWindow(new Date());
    const slot = bookableSlots(first, new Date())[0]!;
    await user.type(within(form).getByLabelText(text('services-date')), first);
    await user.selectOptions(within(form).getByRole('combobox', { name: text('services-slot') }), formatTimeSlot(slot));
    await user.click(within(form).getByRole('button', { name: text('services-place-order') }));

    expect(await screen.findByRole('heading', { level: 1, name: text('services-placed-title') })).toBeInTheDocument();
    expect(screen.getByText(text('services-placed-number').replace('{{id}}', '77'))).toBeInTheDocument();
    expect(cleaningOrders).toEqual([
      {
        url: '/api/cleaning/deep/order',
        input: expect.objectContaining({
          services: [{ serviceKey: 'deep-home', amount: 30, severity: 1, price: 320, lineTotal: 9_600 }],
          address: { cityId: 1, street: 'ул. Оборище 12' },
          date: first,
          timeSlot: slot,
          totalPrice: 9_600,
        }),
      },
    ]);
    expect(selectCleaningCart(store.getState()).totalPrice).toBe(0);
  });
});

describe('a refused order', () => {
  it('keeps the selection and the form, and says the selection needs a look', async () => {
    server.use(
      http.post('/api/cleaning/one-time/order', () =>
        HttpResponse.json({ message: 'validation_failed', errors: [{ property: 'services.0.serviceKey', message: 'Услугата вече не се предлага.' }] }, { status: 422 }),
      ),
    );
    const store = makeStore();
    const { user } = renderShell({ route: '/pochistvane/uslugi', store });
    await user.click(await add('Стая'));
    const form = screen.getByRole('region', { name: text('services-order-title') });
    await user.type(within(form).getByLabelText(text('services-name')), 'Мария Иванова');
    await user.type(within(form).getByLabelText(text('services-phone')), '0888123456');
    await user.type(within(form).getByLabelText(text('services-email')), 'maria@example.bg');
    await user.selectOptions(await within(form).findByRole('combobox', { name: text('services-city') }), 'София');
    await user.type(within(form).getByLabelText(text('services-street')), 'ул. Оборище 12');
    const { first } = bookingWindow(new Date());
    await user.type(within(form).getByLabelText(text('services-date')), first);
    await user.selectOptions(within(form).getByRole('combobox', { name: text('services-slot') }), formatTimeSlot(bookableSlots(first, new Date())[0]!));
    await user.click(within(form).getByRole('button', { name: text('services-place-order') }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(text('services-order-lines-refused'));
    expect(within(form).getByLabelText(text('services-name'))).toHaveValue('Мария Иванова');
    expect(selectCleaningCart(store.getState()).totalPrice).toBe(1_800);
  });
});
