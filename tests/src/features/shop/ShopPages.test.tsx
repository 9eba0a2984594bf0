/**
 * The shop's other pages: the home page (rooms, promo categories, featured products), the room
 * and promo categories, the favorites and the vendor page; and each public page of the shop
 * preloaded as the server renders it and the browser hydrates it: its first render shows its
 * content and asks for nothing more.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../../src/api/baseApi.ts';
import { preloadPageAt } from '../../../../src/app/routes.tsx';
import { selectIsFavorite } from '../../../../src/store/favoritesSlice.ts';
import { makeStore } from '../../../../src/store/store.ts';
import { text } from '../../helpers/i18n.ts';
import { useMswServer } from '../../helpers/msw.ts';
import { searches, shopCalls } from '../../helpers/shop.ts';
import { currentLocation, renderShell, signedOut, spyOnScroll } from '../../layout/shell.tsx';

const server = useMswServer(...shopCalls, signedOut);

beforeEach(() => {
  spyOnScroll();
  searches.length = 0;
});

describe('home page', () => {
  it('shows the rooms, the promo categories and products on promotion', async () => {
    renderShell({ route: '/' });
    const rooms = await screen.findByRole('region', { name: text('home-entry-furnish-title') });
    expect(within(rooms).getByRole('link', { name: text('room-gifts') })).toHaveAttribute('href', '/produkti/kategorii?room=gifts');
    const promo = await screen.findByRole('region', { name: text('home-promo-title') });
    expect(await within(promo).findByRole('link', { name: /Дивани/ })).toHaveAttribute('href', '/produkti/kategorii/7?promo=1');
    const featured = screen.getByRole('region', { name: text('home-featured-title') });
    expect(await within(featured).findByRole('heading', { level: 3, name: 'Лампа Слънце' })).toBeInTheDocument();
    expect(searches.at(-1)!.input).toEqual({ promo: true, pictured: true });
  });

  it('adds a featured product to the cart from its card', async () => {
    const { user, store } = renderShell({ route: '/' });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Лампа Слънце' })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: text('product-add-to-cart') }));
    expect(store.getState().cart.totalProductCount).toBe(1);
    expect(within(card).getByRole('button', { name: /1/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Добави Лампа Слънце в любими' }));
    expect(selectIsFavorite('product', 201)(store.getState())).toBe(true);
  });

  it('offers a retry when a section cannot load', async () => {
    let calls = 0;
    server.use(
      http.get('/api/product/category', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Временен проблем.' }, { status: 503 }) : HttpResponse.json([]);
      }),
    );
    const { user } = renderShell({ route: '/' });
    const promo = await screen.findByRole('region', { name: text('home-promo-title') });
    expect(await within(promo).findByRole('alert')).toHaveTextContent('Временен проблем.');
    await user.click(within(promo).getByRole('button', { name: text('retry') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: text('home-promo-title') })).not.toBeInTheDocument());
  });
});

describe('room and promo categories', () => {
  it('lists the categories of the room with their product counts and links the other rooms', async () => {
    renderShell({ route: '/produkti/kategorii?room=living-room' });
    expect(await screen.findByRole('heading', { level: 1, name: text('room-living-room') })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Дивани.*12 продукта/ })).toHaveAttribute('href', '/produkti/kategorii/7');
    expect(screen.getByRole('link', { name: /Лампи.*3 продукта/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Тенджери/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('room-living-room'), current: 'page' })).toBeInTheDocument();
  });

  it('says so when a room has no categories', async () => {
    renderShell({ route: '/produkti/kategorii?room=garden' });
    expect(await screen.findByText(text('room-categories-empty'))).toBeInTheDocument();
  });

  it('lists the promo categories, each opening its promo products', async () => {
    renderShell({ route: '/produkti/kategorii/promo' });
    expect(await screen.findByRole('link', { name: /Дивани/ })).toHaveAttribute('href', '/produkti/kategorii/7?promo=1');
    expect(screen.queryByRole('link', { name: /Лампи/ })).not.toBeInTheDocument();
  });
});

describe('favorites', () => {
  it('lists the favorite products and removes one', async () => {
    const { user } = renderShell({ route: '/produkt/200' });
    await user.click(await screen.findByRole('button', { name: text('favorite-save') }));
    await user.click(screen.getByRole('link', { name: text('nav-favorites') }));
    expect(await screen.findByRole('heading', { level: 1, name: text('page-title-FavoriteProducts') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/lyubimi');
    expect(screen.getByRole('link', { name: 'Лампа Луна' })).toHaveAttribute('href', '/produkt/200');
    await user.click(screen.getByRole('button', { name: 'Премахни Лампа Луна от любими' }));
    expect(screen.getByText(text('favorites-empty'))).toBeInTheDocument();
  });
});

describe('vendor page', () => {
  it('shows the vendor and its products', async () => {
    renderShell({ route: '/targovets/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мебели Дъбрава' })).toBeInTheDocument();
    expect(screen.getByText('Масивни мебели от дъб и бор.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Лампа Слънце' })).toBeInTheDocument();
    expect(searches.at(-1)!.input).toEqual({ vendorId: 3 });
  });
});

describe('a page preloaded at the start of a visit (as the server renders it and the browser hydrates it)', () => {
  const productTitles = () => within(screen.getByRole('region', { name: /продукт/ })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it.each([
    ['the home page', '/', () => {
      expect(within(screen.getByRole('region', { name: text('home-promo-title') })).getByRole('link', { name: /Дивани/ })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: text('home-featured-title') })).getByRole('heading', { level: 3, name: 'Лампа Слънце' })).toBeInTheDocument();
    }],
    ['the shop\'s home page', '/magazin', () => {
      expect(within(screen.getByRole('region', { name: text('home-featured-title') })).getByRole('heading', { level: 3, name: 'Лампа Слънце' })).toBeInTheDocument();
    }],
    ['a room\'s categories', '/produkti/kategorii?room=living-room', () => {
      expect(screen.getByRole('link', { name: /Дивани.*12 продукта/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Тенджери/ })).not.toBeInTheDocument();
    }],
    ['every category', '/produkti/kategorii', () => {
      expect(screen.getByRole('link', { name: /Тенджери/ })).toBeInTheDocument();
    }],
    ['the promo categories', '/produkti/kategorii/promo', () => {
      expect(screen.getByRole('link', { name: /Дивани/ })).toHaveAttribute('href', '/produkti/kategorii/7?promo=1');
    }],
    ['a category with filters, a sort and a page', '/produkti/kategorii/7?f.material=oak&f.material=pine&sort=price.DESC&page=2', () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Дивани' })).toBeInTheDocument();
      const materials = screen.getByRole('group', { name: 'Материал' });
      expect(within(materials).getByRole('checkbox', { name: /Дъб/ })).toBeChecked();
      expect(within(materials).getByRole('checkbox', { name: /Бор/ })).toBeChecked();
      // All twelve sofas, the dearest first: the second page holds the two cheapest (promo prices 280 € and 250 €).
      expect(screen.getByText('12 продукта')).toBeInTheDocument();
      expect(productTitles()).toEqual(['Диван 4', 'Диван 1']);
    }],
    ['a vendor\'s page', '/targovets/3', () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Мебели Дъбрава' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Лампа Слънце' })).toBeInTheDocument();
    }],
  ])('%s shows its content in its first render and asks for nothing more', async (_name, route, expectContent) => {
    const store = makeStore();
    const address = new URL(route, 'http://localhost');
    await preloadPageAt(address, store.dispatch);
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', record);
    try {
      renderShell({ route, store });
      expectContent();
      // The shell asks who is signed in as it starts; the page's own calls would have gone with it.
      await waitFor(() => expect(calls).toContain('GET /api/user'));
      expect(calls.filter((call) => call !== 'GET /api/user')).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
