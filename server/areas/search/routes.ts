/**
 * The site search's handlers (contract tag search): the header's search box asks for the hits of
 * every kind at once, titled in the request's language, and its results page for the products
 * found, a page at a time. Queries are in repository.ts.
 */
import { SEARCH_GROUP_SIZE, SEARCH_PRODUCTS_PAGE_SIZE } from '../../../domain/constants.ts';
import type { components } from '../../contract.types.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
import { productOf } from '../../productView.ts';
import type { SearchGroupRow } from './repository.ts';

export const searchHandlers = {
  async searchSite(request) {
    const groups = await request.server.searchRepository.search(request.query.q, SEARCH_GROUP_SIZE);
    const groupOf = (group: SearchGroupRow): components['schemas']['SiteSearchGroup'] => ({
      total: group.total,
      items: group.items.map((hit) => ({ id: hit.id, title: pick(hit.title, request.locale), image: hit.image })),
    });
    return {
      products: groupOf(groups.products),
      properties: groupOf(groups.properties),
      roommates: groupOf(groups.roommates),
      posts: groupOf(groups.posts),
    };
  },

  async searchProductsByWords(request) {
    const { q, offset = 0, limit = SEARCH_PRODUCTS_PAGE_SIZE } = request.query;
    const page = await request.server.searchRepository.products(q, offset, limit);
    return { items: page.items.map((row) => productOf(row, request.locale)), total: page.total, offset, limit };
  },
} satisfies AreaHandlers;
