/**
 * The vendor area in a real browser against the real server on a fresh database with the demo
 * data (issue 12): the vendor signs in to its dashboard, imports the sample catalogue file,
 * reads the report, approves it and finds the products in the shop, edits one with a picture; a
 * buyer orders one; the vendor confirms and ships the order in its dialog (carrier and tracking
 * number); the buyer sees the new status on their orders pages, has the e-mails in the outbox,
 * and the shipped e-mail's link opens the order page with the tracking; a visitor's order opens
 * by the private link of its e-mail, signed out; an agency has no orders. axe-core runs on
 * every page and dialog (0 violations); each page is photographed at 390 and 1280 px into
 * test-results/screenshots/ for review.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoViolations } from './helpers/axe.ts';
import { newPage } from './helpers/browser.ts';
import { english as t, photograph as photographAs, review as reviewAs } from './helpers/review.ts';
import { useSuite } from './helpers/suite.ts';

const SAMPLE_CSV = path.resolve('public/samples/products.csv');

const { server, browser } = useSuite();

const photograph = (page: Page, name: string) => photographAs(page, `vendor-${name}`);
const review = (page: Page, name: string) => reviewAs(page, `vendor-${name}`);

/** Signs in with the header's login dialog (cookies accepted first: clean screenshots). */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: t('cookie-banner-accept') }).click();
  await page.locator('header').getByRole('button', { name: t('header-login') }).click();
  const login = page.getByRole('dialog', { name: t('login-modal-title') });
  await login.getByLabel('E-mail', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill('demo1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/profil\//);
}

/** A link of the profile navigation (the aside from tablet width on). */
async function openFromProfileNav(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: t('user-nav-label') }).first().getByRole('link', { name: label }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const mailsTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email);

describe('the vendor area', () => {
  it('from an imported catalogue to a shipped order the buyer can follow', async () => {
    const vendor = await newPage(browser);
    const page = vendor.page;

    // The dashboard a vendor lands on: figures, orders by status, the revenue chart, best sellers.
    await signIn(page, 'vendor@domovik.test');
    await page.getByRole('heading', { level: 1, name: t('page-title-VendorDashboard') }).waitFor();
    await page.getByRole('region', { name: t('vendor-dashboard-revenue') }).getByRole('img').waitFor();
    await review(page, 'dashboard');

    // The product list, and a search in it.
    await openFromProfileNav(page, t('user-nav-products'), t('page-title-AdminListProducts'));
    await page.locator('main li h2').first().waitFor();
    await review(page, 'products');

    // The import: the dialog, the sample file, the report of a file read without a problem.
    await page.getByRole('link', { name: t('vendor-products-import') }).first().click();
    await page.getByRole('heading', { level: 1, name: t('page-title-AdminVendorProductsImport') }).waitFor();
    await page.getByRole('region', { name: t('vendor-imports-title') }).getByRole('article').first().waitFor();
    await review(page, 'import');
    await page.getByRole('button', { name: t('vendor-import-open-dialog') }).click();
    const dialog = page.getByRole('dialog', { name: t('vendor-import-dialog-title') });
    await dialog.getByLabel(t('vendor-import-file')).setInputFiles(SAMPLE_CSV);
    await expectNoViolations(page, 'import dialog');
    await photograph(page, 'import-dialog');
    await dialog.getByRole('button', { name: t('vendor-import-upload') }).click();
    await page.waitForURL(/[?&]import=\d+/);
    const importId = Number(new URL(page.url()).searchParams.get('import'));
    const opened = page.getByRole('region', { name: t('vendor-import-panel-title', { file: 'products.csv' }) });
    await opened.getByText(t('vendor-import-status-parsed')).waitFor({ timeout: 30_000 });
    await opened.getByText(t('vendor-import-report-none')).waitFor();
    await review(page, 'import-read');

    // Approved: the job publishes the six products, followed on the page until it is done.
    await opened.getByRole('button', { name: t('vendor-import-approve', { count: 6 }) }).click();
    await opened.getByText(t('vendor-import-explain-completed')).waitFor({ timeout: 30_000 });
    const figures = (await opened.locator('dl').textContent()) ?? '';
    const [, created, updated] = /(\d+) new, (\d+) updated/.exec(figures) ?? [];
    expect(Number(created) + Number(updated)).toBe(6);
    await review(page, 'import-published');
    const imported = await page.request.get(`${server.url}/api/product/import/${importId}`);
    expect((await imported.json()).import).toMatchObject({ status: 'completed', validRows: 6, errorRows: 0, publishedRows: 6 });

    // The products are in the vendor's list and in the shop.
    await openFromProfileNav(page, t('user-nav-products'), t('page-title-AdminListProducts'));
    await page.getByRole('searchbox', { name: t('vendor-products-search-label') }).fill('DB-SOFA-001');
    await page.getByRole('main').getByRole('button', { name: t('vendor-products-search') }).click();
    await page.waitForURL(/q=DB-SOFA-001/);
    const sofa = page.getByRole('listitem', { name: 'Linen three-seater sofa' });
    await sofa.waitFor();
    await review(page, 'products-search');
    await sofa.getByRole('link', { name: t('vendor-products-view-label', { title: 'Linen three-seater sofa' }) }).click();
    await page.getByRole('heading', { level: 1, name: 'Linen three-seater sofa' }).waitFor();
    const productPath = new URL(page.url()).pathname;
    await page.goto(`${server.url}/produkti/kategorii?room=living-room`);
    await page.getByRole('link', { name: /^Sofas/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Sofas' }).waitFor();
    await page.getByLabel(t('sort-label')).selectOption({ label: t('sort-newest') });
    // By its exact title: the seed's "Vihren linen three-seater sofa" contains it.
    await page.locator('main article').filter({ has: page.getByRole('heading', { name: 'Linen three-seater sofa', exact: true }) }).waitFor();

    // The vendor adds a picture to the imported sofa: it goes up with a progress bar and shows in the shop.
    await page.goto(`${server.url}/profil/produkt/${productPath.split('/').pop()}`);
    await page.getByRole('heading', { level: 1, name: t('vendor-product-edit-heading', { title: 'Linen three-seater sofa' }) }).waitFor();
    await page.getByLabel(t('image-field-add')).setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: await samplePicture() });
    await page.getByRole('img', { name: t('image-field-picture').replace('{{position}}', '1') }).waitFor();
    await review(page, 'product-edit');
    await page.getByRole('button', { name: t('vendor-form-save') }).click();
    await page.getByText(t('vendor-product-saved', { title: 'Linen three-seater sofa' })).waitFor();
    const saved = await (await page.request.get(`${server.url}/api${productPath.replace('/produkt/', '/product/')}`)).json();
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0].url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);

    // The form for a new product, checked and photographed (its rules are the component tests').
    await page.goto(`${server.url}/profil/produkt`);
    await page.getByRole('group', { name: t('vendor-form-categories') }).waitFor();
    await page.getByRole('button', { name: t('vendor-form-create') }).click();
    await page.getByText(t('vendor-error-no-category')).waitFor();
    await review(page, 'product-new');

    // A buyer orders the sofa.
    const buyer = await newPage(browser);
    await signIn(buyer.page, 'maria@domovik.test');
    await buyer.page.goto(`${server.url}${productPath}`);
    await buyer.page.getByRole('button', { name: t('product-add-to-cart') }).click();
    await buyer.page.locator('header').getByRole('link', { name: t('header-cart-label', { count: 1 }) }).click();
    const checkout = buyer.page.getByRole('region', { name: t('checkout-title') });
    await checkout.getByLabel(t('checkout-city')).selectOption({ label: 'Sofia' });
    await checkout.getByLabel(t('checkout-street')).fill('ul. Oborishte 12, fl. 3');
    await checkout.getByLabel(t('checkout-phone')).fill('0888412735');
    await checkout.getByRole('button', { name: t('checkout-place-order') }).click();
    await buyer.page.getByRole('heading', { level: 1, name: t('order-placed-title') }).waitFor();
    const orderId = Number((await buyer.page.getByText(/^Order No\. \d+$/).textContent())?.replace(/\D/g, ''));
    expect(orderId).toBeGreaterThan(0);
    const orderTitle = t('vendor-order-number', { id: orderId });

    // The vendor finds it among the new orders, confirms it and ships it.
    await openFromProfileNav(page, t('user-nav-orders'), t('page-title-AdminVendorOrders'));
    await page.getByRole('navigation', { name: t('vendor-orders-filter') }).getByRole('link', { name: t('vendor-order-status-new') }).click();
    await page.waitForURL(/status=new/);
    await page.getByRole('article', { name: orderTitle }).waitFor();
    await review(page, 'orders');
    await page.getByRole('article', { name: orderTitle }).getByRole('link', { name: orderTitle }).click();
    await page.getByRole('heading', { level: 1, name: orderTitle }).waitFor();
    await expect(page.getByRole('table', { name: t('vendor-order-lines') }).textContent()).resolves.toContain('Linen three-seater sofa');
    await review(page, 'order');
    await page.getByRole('button', { name: t('vendor-order-action-confirmed') }).click();
    await page.getByText(t('vendor-order-moved', { status: t('vendor-order-status-confirmed') })).waitFor();
    // Shipping asks the carrier and the tracking number in a dialog.
    await page.getByRole('button', { name: t('vendor-order-action-shipped') }).click();
    const ship = page.getByRole('dialog', { name: t('vendor-ship-title', { id: orderId }) });
    await ship.getByLabel(t('vendor-ship-carrier')).selectOption({ label: 'Speedy' });
    await ship.getByLabel(t('vendor-ship-tracking-number')).fill('60012345678');
    await review(page, 'ship-dialog');
    await ship.getByRole('button', { name: t('vendor-order-action-shipped') }).click();
    await page.getByText(t('vendor-order-moved', { status: t('vendor-order-status-shipped') })).waitFor();
    await page.getByRole('button', { name: t('vendor-order-action-delivered') }).waitFor();
    await review(page, 'order-shipped');

    // The buyer sees the new status in the list and on the order, and has the e-mails.
    await buyer.page.goto(`${server.url}/profil`);
    await buyer.page.getByRole('heading', { level: 1, name: t('page-title-AgencyDashboard') }).waitFor();
    await openFromProfileNav(buyer.page, t('user-nav-orders'), t('page-title-AdminVendorOrders'));
    const card = buyer.page.getByRole('article', { name: orderTitle });
    await card.getByText(t('vendor-order-status-shipped')).waitFor();
    await review(buyer.page, 'buyer-orders');
    // The list opens the order page, the one every order e-mail links to.
    await card.getByRole('link', { name: orderTitle }).click();
    await buyer.page.getByRole('heading', { level: 1, name: t('order-page-title', { id: orderId }) }).waitFor();
    expect(new URL(buyer.page.url()).pathname).toBe(`/porachka/${orderId}`);
    await buyer.page.getByRole('region', { name: 'Dabrava Furniture' }).getByText(t('vendor-order-status-shipped'), { exact: true }).waitFor();
    await expect(buyer.page.getByRole('region', { name: t('vendor-order-your-part') }).count()).resolves.toBe(0);
    await review(buyer.page, 'buyer-order');
    const subjects = (await mailsTo('maria@domovik.test')).map((mail) => mail.subject);
    const shop = { id: orderId, shop: 'Dabrava Furniture' };
    expect(subjects).toEqual(expect.arrayContaining([t('mail-status-subject-confirmed', shop), t('mail-status-subject-shipped', shop)]));

    // The shipped e-mail names the carrier and the number, and its link opens the order page with them.
    const shipped = (await mailsTo('maria@domovik.test')).find((mail) => mail.subject === t('mail-status-subject-shipped', shop))!;
    expect(shipped.text).toContain(t('mail-shipment-carrier', { carrier: 'Speedy', number: '60012345678' }));
    const orderLink = shipped.links.find((link) => link.includes(`/porachka/${orderId}`))!;
    await buyer.page.goto(orderLink.replace('http://localhost:3000', server.url));
    const part = buyer.page.getByRole('region', { name: 'Dabrava Furniture' });
    await part.getByText(t('order-page-shipment', { carrier: 'Speedy', number: '60012345678' })).waitFor();
    await expect(part.getByRole('link', { name: t('order-page-track', { carrier: 'Speedy' }) }).getAttribute('href')).resolves.toBe(
      'https://www.speedy.bg/bg/track-shipment?shipmentNumber=60012345678',
    );
    await review(buyer.page, 'order-page');

    expect(vendor.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
    await vendor.context.close();
    await buyer.context.close();
  }, 300_000);

  it('opens a visitor’s order by the private link of its e-mail, signed out, and nothing without it', async () => {
    const visitor = await newPage(browser);
    const products = (await (await visitor.page.request.post(`${server.url}/api/product/search`, { data: {} })).json()) as { items: { id: number }[] };
    const placed = await visitor.page.request.post(`${server.url}/api/order`, {
      data: {
        items: [{ productId: products.items[0]!.id, quantity: 1 }],
        contact: { name: 'Petar Petrov', phone: '0888123456', email: 'visitor@example.com' },
        address: { cityId: 1, street: 'ul. Shipka 5' },
      },
    });
    expect(placed.status()).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    const [mail] = await mailsTo('visitor@example.com');
    const link = mail!.links.find((each) => each.includes(`/porachka/${id}?token=`))!;
    await visitor.page.goto(link.replace('http://localhost:3000', server.url));
    await visitor.page.getByRole('button', { name: t('cookie-banner-accept') }).click();
    await visitor.page.getByRole('heading', { level: 1, name: t('order-page-title', { id }) }).waitFor();
    await visitor.page.getByRole('region', { name: t('order-page-totals') }).waitFor();
    await review(visitor.page, 'visitor-order-page');
    // The same page without the token asks to sign in.
    await visitor.page.goto(`${server.url}/order/${id}`);
    await visitor.page.getByText(t('order-page-sign-in')).waitFor();
    await review(visitor.page, 'order-page-sign-in');
    // The browser logs the server's 401 (the answer that asks to sign in); nothing else.
    expect(visitor.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await visitor.context.close();
  }, 120_000);

  it('keeps agencies out of the orders pages (the server answers 403 as well)', async () => {
    const agency = await newPage(browser);
    await signIn(agency.page, 'agency@domovik.test');
    await agency.page.goto(`${server.url}/profil/porachki`);
    await agency.page.getByRole('heading', { level: 1, name: t('page-title-AgencyDashboard') }).waitFor();
    expect(new URL(agency.page.url()).pathname).toBe('/profil/tablo');
    expect((await agency.page.request.get(`${server.url}/api/order`)).status()).toBe(403);
    expect(agency.errors).toEqual([]);
    await agency.context.close();
  }, 120_000);
});

/** A small photo-like picture (PNG) to upload. */
function samplePicture(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a9a5b' } })
    .png()
    .toBuffer();
}

describe("the vendor's product form", () => {
  it('keeps the categories where they are when the SKU error appears, so the click that shows it lands on its checkbox', async () => {
    const vendor = await newPage(browser);
    const { page } = vendor;
    await signIn(page, 'vendor@domovik.test');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/profil/produkt`);
      const categories = page.getByRole('group', { name: t('vendor-form-categories') });
      await categories.waitFor();
      await page.getByLabel(t('vendor-form-sku'), { exact: true }).fill('not a code');
      const box = categories.getByRole('checkbox').nth(2);
      await box.scrollIntoViewIfNeeded();
      const before = (await box.boundingBox())!;
      // At the second width the first one's try is back as a draft, with the box ticked.
      const ticked = await box.isChecked();
      // Pressed while the SKU field has the focus: the blur shows its error between press and release.
      await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
      await page.getByText(t('vendor-error-sku')).waitFor();
      expect({ width, box: await box.boundingBox() }).toEqual({ width, box: before });
      await expect(box.isChecked()).resolves.toBe(!ticked);
    }
    await review(page, 'product-sku-error');
    expect(vendor.errors).toEqual([]);
    await vendor.context.close();
  }, 120_000);

  it('refuses a file that is not a picture when it is picked, naming it, and keeps the picture picked with it', async () => {
    const vendor = await newPage(browser);
    const { page } = vendor;
    await signIn(page, 'vendor@domovik.test');
    await page.goto(`${server.url}/profil/produkt`);
    await page.getByLabel(t('image-field-add')).setInputFiles([
      { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Just some notes, not a picture.\n') },
      { name: 'sofa.png', mimeType: 'image/png', buffer: await samplePicture() },
    ]);
    await page.getByRole('alert').getByText(`x.jpg: ${t('error-image-not-picture')}`).waitFor();
    await page.getByRole('img', { name: t('image-field-picture', { position: 1 }) }).waitFor();
    await expect(page.getByRole('img', { name: t('image-field-picture', { position: 2 }) }).count()).resolves.toBe(0);
    await expect(page.getByRole('status').filter({ hasText: t('image-field-added', { count: 1 }) }).count()).resolves.toBe(1);
    await review(page, 'product-not-a-picture');
    expect(vendor.errors).toEqual([]);
    await vendor.context.close();
  }, 120_000);
});
