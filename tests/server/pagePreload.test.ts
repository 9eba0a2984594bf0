/** The first page's own chunks are preloaded from its head (server/spa.ts, dist/page-chunks.json). */
import { preloadLinks } from '../../server/spa.ts';
import type { PageChunks } from '../../server/spa.ts';

const CHUNKS: PageChunks = {
  MarketplaceCategoryPage: ['/assets/page-MarketplaceCategoryPage.1a.css', '/assets/page-MarketplaceCategoryPage.2b.js'],
  PromoCategories: ['/assets/page-PromoCategories.3c.js'],
};

describe('preloading the page\'s chunks', () => {
  it.each(['/produkti/kategorii/36', '/product/category/36', '/produkti/kategorii/36/'])(
    'preloads the category page\'s style and script at %s',
    (pathname) => {
      expect(preloadLinks(CHUNKS, pathname)).toBe(
        '<link rel="preload" href="/assets/page-MarketplaceCategoryPage.1a.css" as="style" fetchpriority="low">' +
          '<link rel="preload" href="/assets/page-MarketplaceCategoryPage.2b.js" as="script" fetchpriority="low">',
      );
    },
  );

  it('preloads the promo page at its path, which the category page\'s pattern would also fit', () => {
    expect(preloadLinks(CHUNKS, '/produkti/kategorii/promo')).toBe('<link rel="preload" href="/assets/page-PromoCategories.3c.js" as="script" fetchpriority="low">');
  });

  it('preloads nothing for a page without chunks of its own, an unknown path or a build without the list', () => {
    expect(preloadLinks(CHUNKS, '/')).toBe('');
    expect(preloadLinks(CHUNKS, '/nyama-takava-stranitsa')).toBe('');
    expect(preloadLinks({}, '/produkti/kategorii/36')).toBe('');
  });
});
