/**
 * What a shared link to a shop category shows (server/spa.ts): its name, a line on what it
 * holds and its picture, in the page's language, with its breadcrumbs as JSON-LD; and the
 * picture of its first product, which the page's head preloads (the first card's picture is the
 * category page's largest paint). An unknown category is a 404 (the app shows its not-found).
 *
 * A product's page: its title, the start of its description and its first picture, with the
 * product as schema.org JSON-LD (its offer: the price charged, stock, the vendor as seller) and
 * its breadcrumbs; a vendor's page: its name, description and logo, as an Organization. An
 * unknown or deleted product (the shop reads no deleted one) and an unknown vendor are a 404.
 */
import { PRODUCT_SEARCH_DEFAULT_ORDER } from '../../../domain/constants.ts';
import { PRODUCT_CARD_SIZES } from '../../../domain/images.ts';
import { oneLine } from '../../../domain/text.ts';
import { isDefaultCategoryQuery } from '../../../domain/products.ts';
import { recordPage } from '../../spa.ts';
import type { PageMetadataResolvers } from '../../spa.ts';
import { pick } from '../../localize.ts';
import { breadcrumbList, node, organizationPage, price } from '../../structuredData.ts';

export const shopPages: PageMetadataResolvers = {
  MarketplaceCategoryPage: recordPage(
    (server, id) => server.shopRepository.listCategories({ id, promoOnly: false }).then(([category]) => category),
    async (category, { id, search, locale, server, link }) => {
      const { shopRepository, translator } = server;
      const name = pick(category.name, locale);
      const first = isDefaultCategoryQuery(search)
        ? await shopRepository.search(
            { categoryId: id, words: [], filters: {} },
            { offset: 0, limit: 1, orderBy: PRODUCT_SEARCH_DEFAULT_ORDER, locale, facets: [] },
          )
        : undefined;
      const picture = first?.items[0]?.images[0];
      const { room } = category;
      return {
        title: name,
        description: translator.t(locale, 'category-share-description', { category: name }),
        image: category.imageUrl ? { url: category.imageUrl, width: null, height: null } : null,
        firstPicture: picture ? { picture, sizes: PRODUCT_CARD_SIZES } : null,
        // The trail the page's breadcrumbs show: the shop, the category's room, the category.
        structuredData: [
          breadcrumbList([
            { name: translator.t(locale, 'header-shop'), url: link('Marketplace') },
            ...(room ? [{ name: translator.t(locale, `room-${room}`), url: link('MarketplaceProductCategories', {}, { room }) }] : []),
            { name, url: link('MarketplaceCategoryPage', { id }) },
          ]),
        ],
      };
    },
  ),

  SingleProductPage: recordPage(
    (server, id) => server.shopRepository.findProduct(id),
    (product, { id, locale, server, link, absolute }) => {
      const title = pick(product.title, locale);
      const description = oneLine(pick(product.description, locale));
      const url = link('SingleProductPage', { id });
      const [category] = product.categories;
      return {
        title,
        description,
        image: product.images[0] ?? null,
        structuredData: [
          node('Product', {
            name: title,
            description,
            url,
            ...(product.sku ? { sku: product.sku } : {}),
            ...(product.images.length > 0 ? { image: product.images.map((image) => absolute(image.url)) } : {}),
            offers: {
              '@type': 'Offer',
              url,
              ...price(product.promoPrice ?? product.price),
              availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              itemCondition: 'https://schema.org/NewCondition',
              seller: { '@type': 'Organization', name: pick(product.vendor.name, locale), url: link('SingleVendor', { id: product.vendor.id }) },
            },
          }),
          // The trail the page's breadcrumbs show: the shop, the product's first category, the product.
          breadcrumbList([
            { name: server.translator.t(locale, 'header-shop'), url: link('Marketplace') },
            ...(category ? [{ name: pick(category.name, locale), url: link('MarketplaceCategoryPage', { id: category.id }) }] : []),
            { name: title, url },
          ]),
        ],
      };
    },
  ),

  SingleVendor: recordPage(
    (server, id) => server.shopRepository.findVendor(id),
    (vendor, { id, locale, link, absolute }) => organizationPage('Organization', { ...vendor, logo: vendor.logoUrl }, { locale, url: link('SingleVendor', { id }), absolute }),
  ),
};
