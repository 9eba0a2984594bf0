/**
 * The moving and cleaning catalogues the plan's steps choose from (GET /api/cleaning/one-time/services).
 * Decision 0031 moves listCleaningServices to the shared `catalogue` tag so the plan reads it
 * without importing the services feature; until the contract does, this is its one query here,
 * with the domain's types (the contract's groups, as serviceGroupsOf takes them).
 */
import { baseApi } from '../../api/baseApi.ts';
import type { CleaningType, ListedCleaningService } from '../../../domain/cleaning.ts';

export interface ListedServiceGroup {
  name: string;
  description: string | null;
  items: ListedCleaningService[];
}

const moveServicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listMoveServices: build.query<ListedServiceGroup[], { cleaningType: CleaningType }>({
      query: ({ cleaningType }) => ({ url: '/cleaning/one-time/services', params: { cleaningType } }),
    }),
  }),
});

export const { useListMoveServicesQuery } = moveServicesApi;
