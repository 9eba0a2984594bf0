/**
 * The product page: its content and document title from the server, the vendor link, a 1–100
 * quantity, add to cart with the messages of product §5 translated, and the favorite toggle.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { CART_ERRORS } from '../../../../domain/cart.ts';
import { selectCartCount, selectCartQuantityOf } from '../../../../src/store/cartSlice.ts';
import { selectIsFavorite } from '../../../../src/store/favoritesSlice.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { shopCalls } from '../../helpers/shop.ts';
import { renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
});

async function openLamp() {
  const rendered = renderShell({ route: '/produkt/201' });
  await screen.findByRole('heading', { level: 1, name: 'Лампа Слънце' });
  return rendered;
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Количество от Лампа Слънце' });

describe('product page', () => {
  it('shows the product with its price, vendor link and description, and sets the title and description', async () => {
    await openLamp();
    await waitFor(() => expect(document.title).toBe(`Лампа Слънце · ${text('app-name')}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Лампа Слънце: удобен и здрав. Доставя се сглобен.');
    expect(screen.getByRole('link', { name: 'Мебели Дъбрава' })).toHaveAttribute('href', '/targovets/3');
    // With VAT: 49,90 € → 59,88 €, the old 59,90 € → 71,88 €.
    expect(screen.getByText(/59,88/).closest('del')).toBeNull();
    expect(screen.getByText(/71,88/).closest('del')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: text('product-description') })).toBeInTheDocument();
  });

  it('adds the chosen quantity to the cart and says so', async () => {
    const { user, store } = await openLamp();
    await user.click(screen.getByRole('button', { name: text('quantity-increase') }));
    await user.click(screen.getByRole('button', { name: text('quantity-increase') }));
    expect(quantity()).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: text('product-add-to-cart') }));
    expect(selectCartQuantityOf(201)(store.getState())).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('Добавихте 3 броя в количката.');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: text('header-cart-label').replace('{{count}}', '3') })).toBeInTheDocument();
  });

  it('keeps the stepper within 1 and 100', async () => {
    const { user } = await openLamp();
    expect(screen.getByRole('button', { name: text('quantity-decrease') })).toBeDisabled();
    await user.clear(quantity());
    await user.type(quantity(), '100');
    expect(screen.getByRole('button', { name: text('quantity-increase') })).toBeDisabled();
  });

  it('refuses the 101st unit with the message of product §5, translated, and keeps the cart', async () => {
    const { user, store } = await openLamp();
    await user.clear(quantity());
    await user.type(quantity(), '100');
    await user.click(screen.getByRole('button', { name: text('product-add-to-cart') }));
    expect(selectCartCount(store.getState())).toBe(100);
    await user.clear(quantity());
    await user.type(quantity(), '1');
    await user.click(screen.getByRole('button', { name: text('product-add-to-cart') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text(CART_ERRORS.quantityTooLarge));
    expect(selectCartCount(store.getState())).toBe(100);
  });

  it('refuses a quantity typed below 1 with its message', async () => {
    const { user, store } = await openLamp();
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.click(screen.getByRole('button', { name: text('product-add-to-cart') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text(CART_ERRORS.quantityTooSmall));
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('says a product is sold out and offers no way to add it', async () => {
    renderShell({ route: '/produkt/202' });
    await screen.findByRole('heading', { level: 1, name: 'Лампа Звезда' });
    expect(screen.getByText(text('stock-out'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('product-add-to-cart') })).toBeDisabled();
  });

  it('says how many are left and adds no more than that', async () => {
    const { user, store } = renderShell({ route: '/produkt/300' });
    await screen.findByRole('heading', { level: 1, name: 'Тенджера' });
    expect(screen.getByText(text('stock-low_other').replace('{{count}}', '3'))).toBeInTheDocument();
    const pot = screen.getByRole('spinbutton', { name: 'Количество от Тенджера' });
    await user.clear(pot);
    await user.type(pot, '50');
    await user.click(screen.getByRole('button', { name: text('product-add-to-cart') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('stock-limit_other').replace('{{count}}', '3'));
    expect(selectCartCount(store.getState())).toBe(0);
    await user.clear(pot);
    await user.type(pot, '3');
    expect(screen.getByRole('button', { name: text('quantity-increase') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: text('product-add-to-cart') }));
    expect(selectCartQuantityOf(300)(store.getState())).toBe(3);
  });

  it('shows a named placeholder where a product has no picture', async () => {
    await openLamp();
    const placeholder = screen.getByRole('img', { name: text('image-placeholder') });
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('toggles the favorite', async () => {
    const { user, store } = await openLamp();
    const toggle = screen.getByRole('button', { name: text('favorite-save') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(selectIsFavorite('product', 201)(store.getState())).toBe(true);
    expect(screen.getByRole('button', { name: text('favorite-saved') })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the product does not exist', async () => {
    renderShell({ route: '/produkt/999' });
    expect(await screen.findByRole('heading', { level: 1, name: text('shop-not-found-title') })).toBeInTheDocument();
  });
});
