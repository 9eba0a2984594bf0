/** The blog area's API (contract tag blog), with its cache tags: posts, their comments and linked products. */
import { arrayTags, itemTags, listTags } from '../../api/tags.ts';
import { blogApi as generated } from './api.generated.ts';

export * from './api.generated.ts';

export const blogApi = generated.enhanceEndpoints({
  endpoints: {
    listNews: { providesTags: (result) => listTags('News', result) },
    getNewsPost: { providesTags: (_result, _error, { id }) => itemTags('News', id) },
    addNewsComment: { invalidatesTags: (_result, _error, { id }) => itemTags('News', id) },
    listNewsProducts: { providesTags: (result) => arrayTags('Product', result) },
  },
});
