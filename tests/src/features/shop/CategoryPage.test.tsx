/**
 * The category page against the contract's answers (MSW, tests/src/helpers/shop.ts): products
 * 10 a page by price ascending, the server's filters with their facet counts, price range and
 * sort, all kept in the URL so that a link or a reload gives the same result.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '../../../../domain/money.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { searches, shopCalls } from '../../helpers/shop.ts';
import { prefetch } from '../../../../src/features/shop/pages/CategoryPage.tsx';
import { makeStore } from '../../../../src/store/store.ts';
import { currentLocation, renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  searches.length = 0;
});

const results = () => screen.getByRole('region', { name: /продукт/ });
const productTitles = () => within(results()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('category page', () => {
  it('lists the first 10 products by price, cheapest first, with the category as title and breadcrumb', async () => {
    renderShell({ route: '/produkti/kategorii/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Дивани' })).toBeInTheDocument();
    await screen.findByText('12 продукта');
    expect(productTitles()).toHaveLength(10);
    // The price charged counts: sofas 1 and 4 are on promotion (250 € and 280 €).
    expect(productTitles().slice(0, 3)).toEqual(['Диван 1', 'Диван 4', 'Диван 2']);
    const crumbs = screen.getByRole('navigation', { name: text('breadcrumbs') });
    expect(within(crumbs).getByRole('link', { name: text('room-living-room') })).toHaveAttribute('href', '/produkti/kategorii?room=living-room');
    expect(searches.at(-1)).toMatchObject({ input: { categoryId: 7 } });
    expect(searches.at(-1)!.query.get('orderBy')).toBe('price.ASC');
    expect(searches.at(-1)!.query.get('limit')).toBe('10');
  });

  it('shows the promo price with VAT first, the old one with VAT struck through, and the net price beside', async () => {
    renderShell({ route: '/produkti/kategorii/7' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Диван 1' })).closest('article')!;
    // Net 250 € on promotion from 300 €: 300 € and 360 € with 20 % VAT.
    expect(within(card).getByText(/300,00/).closest('del')).toBeNull();
    expect(within(card).getByText(/360,00/).closest('del')).not.toBeNull();
    // No picture: the drawn placeholder (hidden with the picture's link, which the title repeats).
    expect(card.querySelector(`[role="img"][aria-label="${text('image-placeholder')}"] svg`)).not.toBeNull();
    expect(within(card).getByText(text('price-vat-note').replace('{{net}}', formatMoney(25_000, 'bg')).replace(/\s/g, ' '))).toBeInTheDocument();
  });

  it('filters by a value with its facet count, keeps it in the URL and goes back to page 1', async () => {
    const { user } = renderShell({ route: '/produkti/kategorii/7?page=2' });
    const filters = await screen.findByRole('group', { name: 'Материал' });
    const pine = await within(filters).findByRole('checkbox', { name: /Бор/ });
    expect(within(filters).getByText('(3)')).toBeInTheDocument();
    await user.click(pine);
    await waitFor(() => expect(currentLocation()).toBe('/produkti/kategorii/7?f.material=pine'));
    await screen.findByText('3 продукта');
    expect(productTitles()).toEqual(['Диван 1', 'Диван 5', 'Диван 9']);
    expect(searches.at(-1)!.input).toEqual({ categoryId: 7, filters: { material: ['pine'] } });
    // On a phone the filters fold behind a button that says how many are on.
    expect(screen.getByRole('button', { name: `${text('filters-label')} (1)` })).toHaveAttribute('aria-expanded', 'false');
    // The other value's count ignores this filter's own selection (disjunctive facets).
    expect(within(filters).getByRole('checkbox', { name: /Дъб/ })).toBeEnabled();
  });

  it('restores filters, price, sort and page from a shared link', async () => {
    renderShell({ route: '/produkti/kategorii/7?sort=price.DESC&from=300&to=400&f.material=oak' });
    await screen.findByText('4 продукта');
    // 300–400 € with VAT: 250,00–333,33 € net.
    expect(searches.at(-1)!.input).toEqual({ categoryId: 7, priceFrom: 25_000, priceTo: 33_333, filters: { material: ['oak'] } });
    expect(searches.at(-1)!.query.get('orderBy')).toBe('price.DESC');
    expect(screen.getByRole('combobox', { name: text('sort-label') })).toHaveValue('price.DESC');
    expect(screen.getByRole('checkbox', { name: /Дъб/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: text('filter-price-from') })).toHaveValue(300);
    expect(productTitles()[0]).toBe('Диван 3');
  });

  it('says beside the price fields that a range is upside down, and searches nothing', async () => {
    const { user } = renderShell({ route: '/produkti/kategorii/7' });
    await screen.findByText('12 продукта');
    const asked = searches.length;
    await user.type(screen.getByRole('spinbutton', { name: text('filter-price-from') }), '900');
    await user.type(screen.getByRole('spinbutton', { name: text('filter-price-to') }), '100');
    await user.click(screen.getByRole('button', { name: text('filter-apply') }));
    expect(screen.getByRole('alert')).toHaveTextContent(text('error-price-range'));
    expect(screen.getByRole('spinbutton', { name: text('filter-price-to') })).toHaveAccessibleDescription(text('error-price-range'));
    expect(currentLocation()).toBe('/produkti/kategorii/7');
    expect(searches.length).toBe(asked);
    expect(productTitles()).toHaveLength(10);
  });

  it('sorts and pages through the URL', async () => {
    const { user } = renderShell({ route: '/produkti/kategorii/7' });
    await screen.findByText('12 продукта');
    await user.selectOptions(screen.getByRole('combobox', { name: text('sort-label') }), 'title.ASC');
    await waitFor(() => expect(currentLocation()).toBe('/produkti/kategorii/7?sort=title.ASC'));
    const pages = screen.getByRole('navigation', { name: text('pagination-label') });
    await user.click(within(pages).getByRole('link', { name: 'Страница 2' }));
    await waitFor(() => expect(currentLocation()).toBe('/produkti/kategorii/7?sort=title.ASC&page=2'));
    await waitFor(() => expect(productTitles()).toHaveLength(2));
    expect(searches.at(-1)!.query.get('offset')).toBe('10');
  });

  it('applies a price range typed in euro with VAT', async () => {
    const { user } = renderShell({ route: '/produkti/kategorii/7' });
    await screen.findByText('12 продукта');
    await user.type(screen.getByRole('spinbutton', { name: text('filter-price-to') }), '300');
    await user.click(screen.getByRole('button', { name: text('filter-apply') }));
    await waitFor(() => expect(currentLocation()).toBe('/produkti/kategorii/7?to=300'));
    // Sofa 1 shows 300,00 € (250 € net); sofa 4, 280 € net, shows 336,00 €.
    await screen.findByText('1 продукт');
    expect(productTitles()).toEqual(['Диван 1']);
  });

  it('finds by a price range with VAT the product whose card shows that price', async () => {
    const { user } = renderShell({ route: '/produkti/kategorii/7' });
    await screen.findByText('12 продукта');
    expect(screen.getByRole('group', { name: text('filter-price') })).toBeInTheDocument();
    // Sofa 2 costs 310 € net: its card shows 372,00 € first.
    const card = screen.getByRole('heading', { level: 2, name: 'Диван 2' }).closest('article')!;
    expect(within(card).getByText(/372,00/)).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: text('filter-price-from') }), '372');
    await user.type(screen.getByRole('spinbutton', { name: text('filter-price-to') }), '372');
    await user.click(screen.getByRole('button', { name: text('filter-apply') }));
    await waitFor(() => expect(currentLocation()).toBe('/produkti/kategorii/7?from=372&to=372'));
    // Sofa 7, 310 € net on promotion, shows the same 372,00 € first.
    await screen.findByText('2 продукта');
    expect(productTitles()).toEqual(['Диван 2', 'Диван 7']);
  });

  it('says so when nothing matches, and when the category does not exist', async () => {
    renderShell({ route: '/produkti/kategorii/7?from=9000' });
    expect(await screen.findByText(text('results-empty'))).toBeInTheDocument();
    renderShell({ route: '/produkti/kategorii/999' });
    expect(await screen.findByRole('heading', { level: 1, name: text('shop-not-found-title') })).toBeInTheDocument();
  });

  it('renders from what its prefetch asked for at the start of a visit, without asking again', async () => {
    const store = makeStore();
    prefetch({ params: { id: '7' }, search: new URLSearchParams('sort=title.ASC'), dispatch: store.dispatch });
    await waitFor(() => expect(searches).toHaveLength(1));
    renderShell({ route: '/produkti/kategorii/7?sort=title.ASC', store });
    await screen.findByText('12 продукта');
    expect(productTitles()[0]).toBe('Диван 1');
    expect(searches).toHaveLength(1);
  });
});
