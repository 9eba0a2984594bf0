/**
 * The vendor's product list (GET /api/vendor/product): newest first, ten a page with the page in
 * the URL, a search of titles and codes kept in the URL, the empty states, retiring a product
 * after a confirmation (cancel keeps it, a failure says why), and a failed load with a retry.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
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

const titles = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('my products', () => {
  it('lists the newest first, ten a page, with the page in the URL', async () => {
    const { user } = openAs(server, 'vendor', '/profil/produkti');
    expect(await screen.findByText(say('vendor-products-count', { count: 13 }))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${text('page-title-AdminListProducts')} · ${text('app-name')}`));
    expect(titles()).toEqual(['Лампа Луна', 'Диван 12', 'Диван 11', 'Диван 10', 'Диван 9', 'Диван 8', 'Диван 7', 'Диван 6', 'Диван 5', 'Диван 4']);
    const lamp = screen.getByRole('listitem', { name: 'Лампа Луна' });
    expect(within(lamp).getByText(text('vendor-products-out-of-stock'))).toBeInTheDocument();
    expect(within(lamp).getByRole('link', { name: say('vendor-products-edit-label', { title: 'Лампа Луна' }) })).toHaveAttribute('href', '/profil/produkt/120');
    expect(within(lamp).getByRole('link', { name: say('vendor-products-view-label', { title: 'Лампа Луна' }) })).toHaveAttribute('href', '/produkt/120');

    await user.click(screen.getByRole('link', { name: text('pagination-next') }));
    await waitFor(() => expect(titles()).toEqual(['Диван 3', 'Диван 2', 'Диван 1']));
    expect(currentLocation()).toBe('/profil/produkti?page=2');
  });

  it('searches titles and codes, keeps the words in the URL, and says when nothing matches', async () => {
    const { user } = openAs(server, 'vendor', '/profil/produkti?page=2');
    const search = await screen.findByRole('searchbox', { name: text('vendor-products-search-label') });
    await user.type(search, 'sku-105');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: text('vendor-products-search') }));
    await waitFor(() => expect(titles()).toEqual(['Диван 6']));
    expect(currentLocation()).toBe('/profil/produkti?q=sku-105');
    expect(screen.getByText(say('vendor-products-found', { count: 1, query: 'sku-105' }))).toBeInTheDocument();
    expect(sent.at(-1)?.url).toBe('/api/vendor/product?offset=0&limit=10&query=sku-105');

    await user.clear(screen.getByRole('searchbox', { name: text('vendor-products-search-label') }));
    await user.type(screen.getByRole('searchbox', { name: text('vendor-products-search-label') }), 'гардероб');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: text('vendor-products-search') }));
    expect(await screen.findByText(say('vendor-products-none-found', { query: 'гардероб' }))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text('vendor-products-search-clear') }));
    expect(await screen.findByText(say('vendor-products-count', { count: 13 }))).toBeInTheDocument();
    expect(currentLocation()).toBe('/profil/produkti');
  });

  it('removes a product only after the confirmation, and says so', async () => {
    const { user } = openAs(server, 'vendor', '/profil/produkti');
    const remove = await screen.findByRole('button', { name: say('vendor-products-retire-label', { title: 'Диван 12' }) });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: text('vendor-products-retire-title') });
    expect(dialog).toHaveTextContent(say('vendor-products-retire-text', { title: 'Диван 12' }));
    await user.click(within(dialog).getByRole('button', { name: text('vendor-confirm-keep') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(data.products.some((item) => item.title === 'Диван 12')).toBe(true);

    await user.click(screen.getByRole('button', { name: say('vendor-products-retire-label', { title: 'Диван 12' }) }));
    dialog = screen.getByRole('dialog', { name: text('vendor-products-retire-title') });
    await user.click(within(dialog).getByRole('button', { name: text('vendor-products-retire-confirm') }));
    expect(await screen.findByRole('status')).toHaveTextContent(say('vendor-products-retired', { title: 'Диван 12' }));
    await waitFor(() => expect(titles()).not.toContain('Диван 12'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/product/111']);
  });

  it('keeps the dialog open with the reason when removing fails', async () => {
    server.use(http.delete('/api/product/:id', () => HttpResponse.json({ message: 'Сървърът е зает.' }, { status: 503 })));
    const { user } = openAs(server, 'vendor', '/profil/produkti');
    await user.click(await screen.findByRole('button', { name: say('vendor-products-retire-label', { title: 'Диван 12' }) }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: text('vendor-products-retire-confirm') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Сървърът е зает.');
    expect(titles()).toContain('Диван 12');
  });

  it('invites a vendor without products to add one', async () => {
    data.products = [];
    openAs(server, 'vendor', '/profil/produkti');
    expect(await screen.findByText(text('vendor-products-empty'))).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: text('vendor-products-add') }).at(-1)).toHaveAttribute('href', '/profil/produkt');
  });

  it('says why the list did not load and loads it again on retry', async () => {
    let calls = 0;
    server.use(
      http.get('/api/vendor/product', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ items: [], total: 0, offset: 0, limit: 10 });
      }),
    );
    const { user } = openAs(server, 'vendor', '/profil/produkti');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('load-error'));
    await user.click(screen.getByRole('button', { name: text('retry') }));
    expect(await screen.findByText(text('vendor-products-empty'))).toBeInTheDocument();
  });

  it('sends an agency to its dashboard', async () => {
    openAs(server, 'agency', '/profil/produkti');
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-AgencyDashboard') })).toBeInTheDocument();
  });
});
