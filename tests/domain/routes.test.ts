import { ROUTES, hrefFor, pageTitleKey, pathFor, routeByName, routeId } from '../../domain/routes.ts';

describe('the route table', () => {
  it('names every route once and gives it a Bulgarian and an English path', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of ROUTES) {
      expect(route.bg).toMatch(/^\//);
      expect(route.en).toMatch(/^\//);
    }
  });

  it('finds a route by its name', () => {
    expect(routeByName('Cart')).toEqual({ name: 'Cart', bg: '/kolichka', en: '/cart' });
    expect(routeByName('PaymentStatus').hideFooter).toBe(true);
  });
});

describe('hrefFor', () => {
  it('builds links in the Bulgarian path set', () => {
    expect(hrefFor('Index')).toBe('/');
    expect(hrefFor('SinglePropertyPage', { id: 12 })).toBe('/imot/12');
    expect(hrefFor('VendorDashboard')).toBe('/profil/targovets/tablo');
  });

  it('adds a query, also to the home page', () => {
    expect(hrefFor('MarketplaceProductCategories', {}, { room: 'kitchen' })).toBe('/produkti/kategorii?room=kitchen');
    expect(hrefFor('Index', {}, { token: 'a b' })).toBe('/?token=a+b');
    expect(hrefFor('Cart', {}, {})).toBe('/kolichka');
  });

  it('leaves out an optional parameter that is not given', () => {
    expect(hrefFor('BlogCategory')).toBe('/blog/kategoriya');
    expect(hrefFor('BlogCategory', { id: '' })).toBe('/blog/kategoriya');
    expect(hrefFor('BlogCategory', { id: 3 })).toBe('/blog/kategoriya/3');
  });

  it('builds a link in the English path set, its query given as search parameters', () => {
    expect(hrefFor('SinglePropertyPage', { id: 12 }, new URLSearchParams({ map: '1' }), 'en')).toBe('/property/12?map=1');
  });

  it('encodes parameter values', () => {
    expect(hrefFor('SingleProductPage', { id: 'a/b' })).toBe('/produkt/a%2Fb');
  });

  it('refuses a link with a required parameter missing', () => {
    expect(() => hrefFor('SinglePropertyPage')).toThrow('pathFor(SinglePropertyPage): missing parameter "id"');
  });
});

describe('pathFor', () => {
  it('fills a page\'s path in either path set', () => {
    expect(pathFor('SinglePropertyPage', { id: 12 })).toBe('/imot/12');
    expect(pathFor('SinglePropertyPage', { id: 12 }, 'en')).toBe('/property/12');
    expect(pathFor('BlogCategory', {}, 'en')).toBe('/blog/category');
    expect(pathFor('SingleProductPage', { id: 'a/b' }, 'en')).toBe('/product/a%2Fb');
    expect(pathFor('Index')).toBe('/');
  });
});

describe('routeId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as the id %i', (text, id) => {
    expect(routeId(text)).toBe(id);
  });

  it.each([undefined, null, '', '0', '007', '-1', '1.5', '1e3', ' 1', 'abc', '2147483648', '99999999999'])(
    'reads %p as no id (beyond PostgreSQL\'s integer, not digits, or a leading zero)',
    (text) => {
      expect(routeId(text)).toBeNull();
    },
  );
});

describe('pageTitleKey', () => {
  it("names a route's page title by the route's name", () => {
    expect(pageTitleKey('Inbox')).toBe('page-title-Inbox');
    expect(new Set(ROUTES.map((route) => pageTitleKey(route.name))).size).toBe(ROUTES.length);
  });
});
