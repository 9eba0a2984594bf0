/**
 * The shop in a real browser against the real server on a fresh database with the demo data
 * (issue 9): pick a room, filter a category, add products of two vendors, change a quantity, the
 * cart's totals are the domain's, a reload keeps the cart, the 101st unit is refused with the
 * message of product §5, check out, and the order exists on the server with the server's totals and
 * its e-mails in the outbox. axe-core runs on every shop page (0 violations); each page is
 * photographed at 390 and 1280 px into test-results/screenshots/ for review.
 */
import type { Page } from 'playwright-core';
import { addToCart, emptyCart } from '../../domain/cart.ts';
import type { Cart } from '../../domain/cart.ts';
import { formatMoney } from '../../domain/money.ts';
import { loadMessages } from '../../locales/index.ts';
import { PERSIST_STORAGE_KEY } from '../../src/store/store.ts';
import { newPage } from './helpers/browser.ts';
import { review as reviewPage } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

/** The site starts in English on any host but the Bulgarian one (127.0.0.1 here). */
const EN = loadMessages('en');
const t = (key: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), EN[key] ?? key);

const { server, browser } = useSuite();


/** The shop page checked by axe and photographed as shop-<name> (helpers/review.ts). */
const review = (page: Page, name: string) => reviewPage(page, `shop-${name}`);

/** The cart the browser persisted (redux-persist: the slice is JSON inside JSON). */
async function storedCart(page: Page): Promise<Cart> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), PERSIST_STORAGE_KEY);
  const slices = JSON.parse(raw ?? '{}') as { cart?: string };
  return JSON.parse(slices.cart ?? 'null') as Cart;
}

/** The same lines put through the domain's rules from an empty cart: the totals the page must show. */
function domainTotals(cart: Cart): Cart {
  let rebuilt = emptyCart();
  for (const group of Object.values(cart.vendors)) {
    for (const product of Object.values(group.products)) {
      const result = addToCart(rebuilt, product, product.quantity);
      if (!result.ok) throw new Error(result.error);
      rebuilt = result.cart;
    }
  }
  return rebuilt;
}

const money = (cents: number) => formatMoney(cents, 'en');

async function cartCount(page: Page): Promise<string | null> {
  return page.locator('header').getByRole('link', { name: /^Cart, products: / }).getAttribute('aria-label');
}

/** Opens a room's categories with the header's room picker. */
async function pickRoom(page: Page, room: string): Promise<void> {
  await page.locator('header').getByRole('button', { name: t('header-shop') }).first().click();
  const picker = page.getByRole('dialog', { name: t('room-picker-title') });
  await picker.getByRole('list', { name: t('room-picker-list-label') }).getByRole('button', { name: room }).click();
  await page.getByRole('heading', { level: 1, name: room }).waitFor();
}

/** Adds the product on the page to the cart; answers its vendor's name. */
async function addShownProduct(page: Page): Promise<string> {
  const vendor = (await page.getByText(t('product-sold-by')).locator('a').textContent()) ?? '';
  await page.getByRole('button', { name: t('product-add-to-cart') }).click();
  await page.getByRole('status').filter({ hasText: 'Added' }).waitFor();
  return vendor;
}

describe('the shop', () => {
  it('from the home page to a placed order', async () => {
    const { context, page, errors } = await newPage(browser);

    // The home page: rooms, promotions, featured products. (Cookies accepted: clean screenshots.)
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.getByRole('region', { name: t('home-featured-title') }).getByRole('article').first().waitFor();
    await review(page, 'home');

    // Signed in as a buyer, so the order can be read back from the server.
    await page.locator('header').getByRole('button', { name: t('header-login') }).click();
    const login = page.getByRole('dialog', { name: t('login-modal-title') });
    await login.getByLabel('E-mail', { exact: true }).fill('maria@domovik.test');
    await login.getByLabel('Password', { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/profil\//);

    // Pick a room, open a category, filter it.
    await pickRoom(page, t('room-living-room'));
    await page.getByRole('link', { name: /Sofas/ }).first().waitFor();
    await review(page, 'room-categories');
    await page.getByRole('link', { name: /Sofas/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Sofas' }).waitFor();
    const seats = page.getByRole('group', { name: 'Seats' });
    const corner = seats.getByRole('checkbox', { name: /Corner/ });
    const cornerLabel = seats.locator('label').filter({ hasText: /Corner\s*\(\d+\)/ });
    await cornerLabel.waitFor();
    const cornerCount = Number((await cornerLabel.textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(cornerCount).toBeGreaterThan(0);
    await corner.check();
    await page.waitForURL(/f\.seats=corner/);
    await page.getByRole('status').filter({ hasText: `${cornerCount} product` }).waitFor();
    await review(page, 'category');

    // A corner sofa from one vendor…
    await page.getByRole('region').getByRole('article').first().getByRole('heading').getByRole('link').click();
    // The product's page, not the cards' buttons still shown while it loads (two corner sofas now, of two shops).
    await page.getByRole('heading', { level: 1, name: /corner sofa/ }).waitFor();
    await page.getByRole('button', { name: t('product-add-to-cart') }).waitFor();
    const firstVendor = await addShownProduct(page);
    await page.getByRole('button', { name: t('favorite-save') }).click();
    await review(page, 'product');

    // …and a kitchen product from another.
    await pickRoom(page, t('room-kitchen'));
    await page.locator('main').getByRole('listitem').getByRole('link').first().click();
    await page.locator('main article').first().waitFor();
    let secondVendor = '';
    for (let index = 0; secondVendor === ''; index += 1) {
      const card = page.locator('main article').nth(index);
      const vendor = (await card.locator('a').nth(2).textContent()) ?? '';
      if (vendor !== firstVendor) {
        await card.getByRole('heading').getByRole('link').click();
        secondVendor = await addShownProduct(page);
      }
    }
    expect(secondVendor).not.toBe(firstVendor);
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: 2 }));

    // The cart: two vendor groups; a quantity change; the domain's totals.
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 2 }) }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-Cart') }).waitFor();
    await expect(page.getByRole('region', { name: firstVendor }).count()).resolves.toBe(1);
    await expect(page.getByRole('region', { name: secondVendor }).count()).resolves.toBe(1);
    await page.getByRole('region', { name: secondVendor }).getByRole('button', { name: t('quantity-increase') }).click();
    await page.waitForFunction(() => document.querySelector('header a[aria-label$=": 3"]') !== null);
    // redux-persist writes the change a moment later.
    await page.waitForFunction(
      (key) => (JSON.parse((JSON.parse(localStorage.getItem(key) ?? '{}') as { cart?: string }).cart ?? 'null') as Cart | null)?.totalProductCount === 3,
      PERSIST_STORAGE_KEY,
    );
    const cart = await storedCart(page);
    const expected = domainTotals(cart);
    expect(cart.totalOrderAmount).toBe(expected.totalOrderAmount);
    const summary = page.getByRole('region', { name: t('cart-summary') });
    await expect(summary.getByText(t('cart-grand-total')).locator('xpath=following-sibling::dd').textContent()).resolves.toBe(
      money(expected.totalOrderAmount),
    );
    for (const group of Object.values(expected.vendors)) {
      const region = page.getByRole('region', { name: group.vendor.name });
      await expect(region.getByText(t('cart-vat')).locator('xpath=following-sibling::dd').textContent()).resolves.toBe(money(group.totalTaxes));
    }

    // A reload keeps the cart.
    await page.reload();
    await page.getByRole('region', { name: secondVendor }).waitFor();
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: 3 }));

    // The 101st unit is refused with the message of product §5 (translated).
    const quantity = page.getByRole('region', { name: firstVendor }).getByRole('spinbutton');
    await quantity.fill('101');
    await expect(page.getByRole('alert').filter({ hasText: t('Product quantity cannot be greater than 100') }).count()).resolves.toBe(1);
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: 3 }));
    await quantity.fill('1');
    await review(page, 'cart');

    // Check out.
    const checkout = page.getByRole('region', { name: t('checkout-title') });
    await expect(checkout.getByLabel(t('checkout-email')).inputValue()).resolves.toBe('maria@domovik.test');
    await checkout.getByLabel(t('checkout-city')).selectOption({ label: 'Sofia' });
    await checkout.getByLabel(t('checkout-street')).fill('ul. Oborishte 12, fl. 3');
    await checkout.getByLabel(t('checkout-phone')).fill('0888412735');
    await checkout.getByRole('button', { name: t('checkout-place-order') }).click();
    const placed = page.getByRole('heading', { level: 1, name: t('order-placed-title') });
    await placed.waitFor();
    const orderId = Number((await page.getByText(/^Order No\. \d+$/).textContent())?.replace(/\D/g, ''));
    expect(orderId).toBeGreaterThan(0);
    await review(page, 'order-placed');
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: 0 }));

    // The order is on the server, with the server's totals, and its e-mails are in the outbox.
    const order = await page.request.get(`${server.url}/api/order/${orderId}`);
    expect(order.status()).toBe(200);
    const body = (await order.json()) as { totalOrderAmount: number; totalDeliveryAmount: number; totalProductCount: number; groups: unknown[] };
    expect(body).toMatchObject({
      totalOrderAmount: expected.totalOrderAmount,
      totalDeliveryAmount: expected.totalDeliveryAmount,
      totalProductCount: 3,
    });
    expect(body.groups).toHaveLength(2);
    const mails = await server.outbox();
    expect(mails.filter((mail) => mail.to === 'maria@domovik.test').length).toBeGreaterThanOrEqual(1);
    expect(new Set(mails.filter((mail) => mail.to !== 'maria@domovik.test').map((mail) => mail.to)).size).toBeGreaterThanOrEqual(2);

    // Favorites and the vendor's page.
    await page.locator('header').getByRole('link', { name: t('nav-favorites') }).click();
    await page.getByRole('heading', { level: 1, name: t('page-title-FavoriteProducts') }).waitFor();
    await page.locator('main article').first().waitFor();
    await review(page, 'favorites');
    await page.locator('main article').first().getByRole('heading').getByRole('link').click();
    await page.getByText(t('product-sold-by')).locator('a').click();
    await page.getByRole('heading', { level: 2, name: t('vendor-products') }).waitFor();
    await page.locator('main article').first().waitFor();
    await review(page, 'vendor');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows the promo categories, the empty cart, and a change made in another tab', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/produkti/kategorii/promo`);
    await page.locator('main').getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await review(page, 'promo-categories');

    // The header's cart on an empty cart says so instead of opening it.
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 0 }) }).click();
    await page.getByRole('dialog').getByText(t('error-message-empty-cart')).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: t('notification-ok') }).click();
    await page.goto(`${server.url}/kolichka`);
    await page.getByText(t('error-message-empty-cart')).waitFor();
    await review(page, 'cart-empty');

    // A second tab follows the first one's cart without a reload.
    const other = await context.newPage();
    await other.goto(`${server.url}/kolichka`);
    await other.getByText(t('error-message-empty-cart')).waitFor();
    await page.goto(`${server.url}/produkti/kategorii/promo`);
    await page.locator('main').getByRole('listitem').first().getByRole('link').click();
    await page.locator('main article').first().getByRole('button', { name: t('product-add-to-cart') }).click();
    await other.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).waitFor();
    await other.getByRole('heading', { level: 1, name: t('page-title-Cart') }).waitFor();
    await expect(other.locator('main').getByRole('spinbutton').count()).resolves.toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('adds once on a double-click, on a card and on the product page', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${server.url}/produkti/kategorii/promo`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.locator('main').getByRole('listitem').first().getByRole('link').click();
    const card = page.locator('main article').first();
    await card.getByRole('button', { name: t('product-add-to-cart') }).dblclick();
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).waitFor();

    // The product page, once it is there: before that, the first such button is still the card's.
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: t('product-add-to-cart') }).first().dblclick();
    await page.getByRole('status').filter({ hasText: t('product-added_one', { count: 1 }) }).waitFor();
    await page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 2 }) }).waitFor();
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: 2 }));

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('says beside the price fields that a range is upside down, instead of failing to load', async () => {
    const { context, page, errors } = await newPage(browser);
    const categories = (await (await page.request.get(`${server.url}/api/product/category`)).json()) as { id: number; productCount: number }[];
    const category = categories.find((item) => item.productCount > 0)!;
    await page.goto(`${server.url}/produkti/kategorii/${category.id}`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.locator('main article').first().waitFor();
    const url = page.url();
    await page.getByRole('spinbutton', { name: t('filter-price-from') }).fill('900');
    await page.getByRole('spinbutton', { name: t('filter-price-to') }).fill('100');
    await page.getByRole('button', { name: t('filter-apply') }).click();
    await page.getByRole('alert').filter({ hasText: t('error-price-range') }).waitFor();
    expect(page.url()).toBe(url);
    await expect(page.getByText(t('load-error')).count()).resolves.toBe(0);
    await expect(page.locator('main article').count()).resolves.toBeGreaterThan(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows stock, adds no more than there is, and fixes a cart checkout refused for stock in one click', async () => {
    const { context, page, errors } = await newPage(browser);
    // The demo data's products as the API gives them: one sold out, one with a few left.
    type ApiProduct = { id: number; title: string; stock: number; price: number; promoPrice: number | null; vendor: { id: number; name: string; deliveryPrice: number | null } };
    const read = async (id: number, language = 'en') => {
      const response = await page.request.get(`${server.url}/api/product/${id}`, { headers: { 'accept-language': language } });
      return response.ok() ? ((await response.json()) as ApiProduct) : null;
    };
    const known = (await Promise.all(Array.from({ length: 200 }, (_, index) => read(index + 1)))).filter((item) => item !== null);
    const soldOut = known.find((item) => item.stock === 0)!;
    const few = known.find((item) => item.stock >= 2 && item.stock <= 20 && item.vendor.id !== soldOut.vendor.id)!;
    expect([soldOut, few]).not.toContain(undefined);

    await page.goto(`${server.url}/produkt/${soldOut.id}`);
    await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await page.getByText(t('stock-out'), { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: t('product-add-to-cart') }).isDisabled()).resolves.toBe(true);

    await page.goto(`${server.url}/produkt/${few.id}`);
    await page.getByRole('spinbutton').fill('50');
    await page.getByRole('button', { name: t('product-add-to-cart') }).click();
    await page.getByRole('alert').filter({ hasText: t('stock-limit_other', { count: few.stock }) }).waitFor();
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: 0 }));

    // A cart kept from before the stock ran low (as redux-persist stored it): more than is left of one, a sold-out other.
    let cart = emptyCart();
    for (const [product, quantity] of [[few, few.stock + 2], [soldOut, 1]] as const) {
      const added = addToCart(cart, product, quantity);
      if (!added.ok) throw new Error(added.error);
      cart = added.cart;
    }
    await page.evaluate(
      ({ key, value }) => localStorage.setItem(key, value),
      { key: PERSIST_STORAGE_KEY, value: JSON.stringify({ cart: JSON.stringify(cart), _persist: JSON.stringify({ version: 1, rehydrated: true }) }) },
    );
    await page.goto(`${server.url}/kolichka`);
    const checkout = page.getByRole('region', { name: t('checkout-title') });
    await checkout.getByLabel(t('checkout-name')).fill('Maria Ivanova');
    await checkout.getByLabel(t('checkout-phone')).fill('0888412735');
    await checkout.getByLabel(t('checkout-email')).fill('maria.stock@example.com');
    await checkout.getByLabel(t('checkout-city')).selectOption({ label: 'Sofia' });
    await checkout.getByLabel(t('checkout-street')).fill('ul. Oborishte 12, fl. 3');
    await checkout.getByRole('button', { name: t('checkout-place-order') }).click();
    const alert = checkout.getByRole('alert');
    await alert.filter({ hasText: t('checkout-shortage_other', { title: few.title, count: few.stock }) }).waitFor();
    await expect(alert.textContent()).resolves.toContain(t('checkout-sold-out', { title: soldOut.title }));
    await review(page, 'checkout-refused');

    await checkout.getByRole('button', { name: t('checkout-fix-cart') }).click();
    await page.getByRole('region', { name: soldOut.vendor.name }).waitFor({ state: 'detached' });
    await expect(page.getByRole('spinbutton', { name: t('quantity-of', { title: few.title }) }).inputValue()).resolves.toBe(String(few.stock));
    expect(await cartCount(page)).toBe(t('header-cart-label', { count: few.stock }));

    // After a change of language the cart names the product and its shop in the new one.
    const bulgarian = (await read(few.id, 'bg'))!;
    await page.getByRole('button', { name: 'Български' }).first().click();
    await page.getByRole('link', { name: bulgarian.title, exact: true }).waitFor();
    await page.getByRole('region', { name: bulgarian.vendor.name }).waitFor();
    expect(bulgarian.title).not.toBe(few.title);

    // The refused checkout's 409 is the browser's only complaint.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
    await context.close();
  }, 180_000);
});
