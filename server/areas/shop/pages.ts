/**
 * What a shared link to a shop category shows (server/spa.ts): its name, a line on what it
 * holds and its picture, in the page's language; and the picture of its first product, which
 * the page's head preloads (the first card's picture is the category page's largest paint). An
 * unknown category gets the normal page (the app shows its not-found).
 */
import { PRODUCT_SEARCH_DEFAULT_ORDER } from '../../../domain/constants.ts';
import { PRODUCT_CARD_SIZES } from '../../../domain/images.ts';
import { isDefaultCategoryQuery } from '../../../domain/products.ts';
import { routeId } from '../../../domain/routes.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';

export const shopPages: PageMetadataResolvers = {
  async MarketplaceCategoryPage({ params, search, locale, server }) {
    const id = routeId(params.id);
    if (id === null) return undefined;
    const { shopRepository, translator } = server;
    const [category] = await shopRepository.listCategories({ id, promoOnly: false });
    if (!category) return undefined;
    const name = pick(category.name, locale);
    const first = isDefaultCategoryQuery(search)
      ? await shopRepository.search(
          { categoryId: id, words: [], filters: {} },
          { offset: 0, limit: 1, orderBy: PRODUCT_SEARCH_DEFAULT_ORDER, locale, facets: [] },
        )
      : undefined;
    const picture = first?.items[0]?.images[0];
    return {
      title: name,
      description: translator.t(locale, 'category-share-description', { category: name }),
      image: category.imageUrl ? { url: category.imageUrl, width: null, height: null } : null,
      firstPicture: picture ? { picture, sizes: PRODUCT_CARD_SIZES } : null,
    };
  },
};
