/**
 * The cart: groups per vendor with the domain's totals, quantity changes and removal, the empty
 * message, and checkout: the order is posted with the cart's lines, the confirmation shows the
 * order number, and the cart empties only on success.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CART_ERRORS } from '../../../../domain/cart.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { addToCart, selectCart, selectCartCount, selectCartLines } from '../../../../src/store/cartSlice.ts';
import { makeStore } from '../../../../src/store/store.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { orders, productById, shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedInAs, signedOut, spyOnScroll, userOf } from '../../layout/shell.tsx';

const server = useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  orders.length = 0;
});

/** Two lamps of vendor 3 (49,90 € promo, delivery 5 €) and one lamp of vendor 4 (49,90 €, free delivery). */
function filledStore() {
  const store = makeStore();
  expect(store.dispatch(addToCart(productById(201), 2))).toBeNull();
  expect(store.dispatch(addToCart(productById(200), 1))).toBeNull();
  return store;
}

const money = (cents: number) => formatMoney(cents, 'bg');
const selectCartLinesOf = (store: ReturnType<typeof makeStore>) => selectCartLines(store.getState()).map((line) => [line.product.id, line.product.quantity]);
const group = (vendor: string) => screen.getByRole('region', { name: vendor });
const sum = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling?.textContent;

async function fillCheckout(user: ReturnType<typeof renderShell>['user']) {
  await user.type(screen.getByLabelText(text('checkout-name')), 'Мария Иванова');
  await user.type(screen.getByLabelText(text('checkout-phone')), '0888123456');
  await user.type(screen.getByLabelText(text('checkout-email')), 'maria@example.bg');
  await user.selectOptions(await screen.findByRole('combobox', { name: text('checkout-city') }), 'София');
  await user.type(screen.getByLabelText(text('checkout-street')), 'ул. Оборище 12, ет. 3');
}

describe('cart page', () => {
  it('groups the products per vendor with subtotal, VAT, delivery and the grand total of the domain', async () => {
    const store = filledStore();
    renderShell({ route: '/kolichka', store });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') });
    const dabrava = group('Мебели Дъбрава');
    expect(sum(dabrava, text('cart-subtotal'))).toBe(money(9_980));
    expect(sum(dabrava, text('cart-vat'))).toBe(money(1_996));
    expect(sum(dabrava, text('cart-delivery'))).toBe(money(500));
    expect(sum(dabrava, text('cart-vendor-total'))).toBe(money(12_476));
    expect(sum(group('Уютен дом'), text('cart-delivery'))).toBe(text('cart-delivery-free'));
    const summary = screen.getByRole('region', { name: text('cart-summary') });
    expect(sum(summary, text('cart-grand-total'))).toBe(money(selectCart(store.getState()).totalOrderAmount));
    expect(selectCart(store.getState()).totalOrderAmount).toBe(12_476 + 4_990 + 998);
  });

  it("shows each line with VAT, and a group's lines add up to its products with VAT", async () => {
    const store = filledStore();
    renderShell({ route: '/kolichka', store });
    const dabrava = await screen.findByRole('region', { name: 'Мебели Дъбрава' });
    // Two lamps of 49,90 € net: 59,88 € each with VAT, 119,76 € the line (9 980 + 1 996 cents).
    expect(within(dabrava).getByText(text('cart-unit-price').replace('{{price}}', money(5_988)).replace(/\s/g, ' '))).toBeInTheDocument();
    expect(within(dabrava).getByText(money(11_976).replace(/\s/g, ' '))).toBeInTheDocument();
  });

  it('shows a named placeholder for a line without a picture', async () => {
    renderShell({ route: '/kolichka', store: filledStore() });
    const dabrava = await screen.findByRole('region', { name: 'Мебели Дъбрава' });
    expect(within(dabrava).getByRole('img', { name: text('image-placeholder') })).toBeInTheDocument();
  });

  it('changes a quantity and removes a line, recomputing the totals', async () => {
    const store = filledStore();
    const { user } = renderShell({ route: '/kolichka', store });
    const dabrava = await screen.findByRole('region', { name: 'Мебели Дъбрава' });
    await user.click(within(dabrava).getByRole('button', { name: text('quantity-increase') }));
    expect(sum(dabrava, text('cart-subtotal'))).toBe(money(14_970));
    await user.click(screen.getByRole('button', { name: 'Премахни Лампа Луна от количката' }));
    expect(screen.queryByRole('region', { name: 'Уютен дом' })).not.toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('refuses a quantity over 100 with the message of product §5, translated', async () => {
    const store = filledStore();
    const { user } = renderShell({ route: '/kolichka', store });
    const input = await screen.findByRole('spinbutton', { name: 'Количество от Лампа Слънце' });
    await user.clear(input);
    await user.type(input, '101');
    expect(await screen.findByRole('alert')).toHaveTextContent(text(CART_ERRORS.quantityTooLarge));
    expect(input).toHaveValue(101);
    // 10 was a valid step on the way; 101 was refused.
    expect(selectCartCount(store.getState())).toBe(11);
  });

  it('shows the empty-cart message with a way back to the shop', async () => {
    renderShell({ route: '/kolichka' });
    expect(await screen.findByText(text('error-message-empty-cart'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('continue-shopping') })).toHaveAttribute('href', '/magazin');
  });

  it('checks the form with the domain\'s rules before sending anything', async () => {
    const { user } = renderShell({ route: '/kolichka', store: filledStore() });
    await user.click(await screen.findByRole('button', { name: text('checkout-place-order') }));
    expect(await screen.findAllByText(text('error-required'))).toHaveLength(5);
    expect(orders).toEqual([]);
  });

  it('places the order, shows its number and the server\'s total, and empties the cart', async () => {
    const store = filledStore();
    const { user } = renderShell({ route: '/kolichka', store });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') });
    await fillCheckout(user);
    await user.click(screen.getByRole('button', { name: text('checkout-place-order') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('order-placed-title') })).toBeInTheDocument();
    expect(screen.getByText('Поръчка № 41')).toBeInTheDocument();
    expect(screen.getByText(text('cart-grand-total')).nextElementSibling).toHaveTextContent(/208,64/);
    // Signed out: the private link to follow the order is in the e-mail.
    expect(screen.getByText(text('order-placed-follow-by-mail'))).toBeInTheDocument();
    expect(selectCartCount(store.getState())).toBe(0);
    expect(orders).toEqual([
      {
        items: [
          { productId: 201, quantity: 2, vendorId: 3, price: 5_990, promoPrice: 4_990 },
          { productId: 200, quantity: 1, vendorId: 4, price: 4_990, promoPrice: null },
        ],
        contact: { name: 'Мария Иванова', phone: '0888123456', email: 'maria@example.bg' },
        address: { cityId: 1, street: 'ул. Оборище 12, ет. 3' },
        totalOrderAmount: 18_464,
        totalDeliveryAmount: 500,
        totalProductCount: 3,
      },
    ]);
  });

  it('shows the server\'s totals as lines that add up: products with VAT, the VAT in them, each shop\'s delivery, the total', async () => {
    const { user } = renderShell({ route: '/kolichka', store: filledStore() });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') });
    await fillCheckout(user);
    await user.click(screen.getByRole('button', { name: text('checkout-place-order') }));
    await screen.findByRole('heading', { level: 1, name: text('order-placed-title') });
    const cents = (shown: string) => (shown === text('cart-delivery-free') ? 0 : Number(shown.replace(/\D/g, '')));
    const rows = [...document.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, cents(row.querySelector('dd')!.textContent!)] as const);
    expect(rows).toEqual([
      [text('order-totals-products'), 11_980 + 2_396 + 4_990 + 998],
      [text('order-totals-vat'), 2_396 + 998],
      [text('order-totals-delivery').replace('{{shop}}', 'Мебели Дъбрава'), 500],
      [text('order-totals-delivery').replace('{{shop}}', 'Уютен дом'), 0],
      [text('cart-grand-total'), 20_864],
    ]);
    // The VAT is part of the products' line; everything else adds up to the total, to the cent.
    const added = rows.filter(([label]) => label !== text('order-totals-vat') && label !== text('cart-grand-total'));
    expect(added.reduce((sum, [, amount]) => sum + amount, 0)).toBe(rows.at(-1)![1]);
  });

  it('links a signed-in buyer to the order page', async () => {
    server.use(signedInAs(userOf('user', { phone: '0888123456' })));
    const { user } = renderShell({ route: '/kolichka', store: filledStore() });
    await waitFor(() => expect(screen.getByLabelText(text('checkout-email'))).not.toHaveValue(''));
    await user.selectOptions(await screen.findByRole('combobox', { name: text('checkout-city') }), 'София');
    await user.type(screen.getByLabelText(text('checkout-street')), 'ул. Оборище 12, ет. 3');
    await user.click(screen.getByRole('button', { name: text('checkout-place-order') }));
    expect(await screen.findByRole('link', { name: text('order-placed-follow') })).toHaveAttribute('href', '/porachka/41');
  });

  it('keeps the cart and what was typed when the server refuses, and says why', async () => {
    server.use(
      http.post('/api/order', () =>
        HttpResponse.json(
          {
            message: 'validation_failed',
            errors: [
              { property: 'contact.email', message: 'Този имейл не е валиден.' },
              { property: 'items.1.productId', message: 'Продуктът не съществува.' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const store = filledStore();
    const { user } = renderShell({ route: '/kolichka', store });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') });
    await fillCheckout(user);
    await user.click(screen.getByRole('button', { name: text('checkout-place-order') }));
    expect(await screen.findByText('Този имейл не е валиден.')).toBeInTheDocument();
    expect(screen.getByText(text('checkout-lines-refused'))).toBeInTheDocument();
    expect(within(group('Уютен дом')).getByText(text('cart-line-refused'))).toBeInTheDocument();
    expect(screen.getByLabelText(text('checkout-name'))).toHaveValue('Мария Иванова');
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('shows the server\'s message for a refused order (e.g. not enough stock) and keeps the cart', async () => {
    server.use(http.post('/api/order', () => HttpResponse.json({ message: 'Няма достатъчна наличност.' }, { status: 409 })));
    const store = filledStore();
    const { user } = renderShell({ route: '/kolichka', store });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') });
    await fillCheckout(user);
    await user.click(screen.getByRole('button', { name: text('checkout-place-order') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Няма достатъчна наличност.'));
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('names each product refused for stock with what is left, and fixes the cart in one click', async () => {
    server.use(
      http.post('/api/order', () =>
        HttpResponse.json(
          {
            message: 'Няма достатъчна наличност.',
            shortages: [
              { productId: 201, title: 'Лампа Слънце', available: 1 },
              { productId: 200, title: 'Лампа Луна', available: 0 },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const store = filledStore();
    const { user } = renderShell({ route: '/kolichka', store });
    await screen.findByRole('heading', { level: 1, name: text('page-title-Cart') });
    await fillCheckout(user);
    await user.click(screen.getByRole('button', { name: text('checkout-place-order') }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Лампа Слънце: остава само 1 брой'));
    expect(alert).toHaveTextContent('Лампа Луна: изчерпан');
    await user.click(screen.getByRole('button', { name: text('checkout-fix-cart') }));
    expect(selectCartLinesOf(store)).toEqual([[201, 1]]);
    expect(screen.queryByRole('button', { name: text('checkout-fix-cart') })).not.toBeInTheDocument();
  });

  it('says when a line holds more than is left', async () => {
    const store = makeStore();
    expect(store.dispatch(addToCart(productById(300), 5))).toBeNull();
    renderShell({ route: '/kolichka', store });
    expect(await screen.findByText(text('stock-limit_other').replace('{{count}}', '3'))).toBeInTheDocument();
  });

  it('stops a quantity at the stock', async () => {
    const store = makeStore();
    expect(store.dispatch(addToCart(productById(300), 2))).toBeNull();
    const { user } = renderShell({ route: '/kolichka', store });
    const pot = await screen.findByRole('spinbutton', { name: 'Количество от Тенджера' });
    await waitFor(() => expect(screen.getByText(text('stock-low_other').replace('{{count}}', '3'))).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: text('quantity-increase') }));
    expect(pot).toHaveValue(3);
    expect(screen.getByRole('button', { name: text('quantity-increase') })).toBeDisabled();
    await user.clear(pot);
    await user.type(pot, '9');
    expect(screen.getByRole('alert')).toHaveTextContent(text('stock-limit_other').replace('{{count}}', '3'));
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('shows the product and shop names in the current language, whatever language they were added in', async () => {
    const store = makeStore();
    const lamp = productById(201);
    // Added while the site was in English.
    expect(store.dispatch(addToCart({ ...lamp, title: 'Sun lamp', vendor: { ...lamp.vendor, name: 'Dabrava Furniture' } }, 1))).toBeNull();
    renderShell({ route: '/kolichka', store });
    expect(await screen.findByRole('link', { name: 'Лампа Слънце' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Мебели Дъбрава' })).toBeInTheDocument();
    expect(screen.queryByText('Sun lamp')).not.toBeInTheDocument();
  });
});
