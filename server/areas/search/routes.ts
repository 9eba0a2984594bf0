/**
 * The site search's handler (contract tag search): the header's search box asks for the hits of
 * every kind at once, titled in the request's language. Queries are in repository.ts.
 */
import { SEARCH_GROUP_SIZE } from '../../../domain/constants.ts';
import type { components } from '../../contract.types.ts';
import type { AreaHandlers } from '../../handler.ts';
import { pick } from '../../localize.ts';
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
} satisfies AreaHandlers;
