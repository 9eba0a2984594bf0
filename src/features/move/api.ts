/**
 * The move plans' API (contract tag move-plans, docs/decisions/0031), with its cache tags: a
 * plan's list and item are invalidated by its create, update, delete and checkout (which also
 * makes orders: the buyer's orders list is stale after it). A plan made, deleted or made current
 * changes the current user's `currentMovePlanId` (the header's link): those invalidate `User`.
 */
import { LIST, changedTags, itemTags, listTags } from '../../api/tags.ts';
import { moveApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const moveApi = generated.enhanceEndpoints({
  endpoints: {
    listMovePlans: { providesTags: (result) => listTags('MovePlan', result) },
    getMovePlan: { providesTags: (_result, _error, { id }) => itemTags('MovePlan', id) },
    // A new plan becomes the current one: every plan's `current` may change.
    createMovePlan: { invalidatesTags: ['MovePlan', 'User'] },
    updateMovePlan: { invalidatesTags: (_result, _error, { id, movePlanUpdate }) => (movePlanUpdate.current ? ['MovePlan', 'User'] : changedTags('MovePlan', id)) },
    deleteMovePlan: { invalidatesTags: ['MovePlan', 'User'] },
    checkoutMovePlan: { invalidatesTags: (_result, _error, { id }) => [...changedTags('MovePlan', id), { type: 'Order', id: LIST }] },
  },
});
