/** What the blog area adds to the app: the blog's category page and a post's page (product §2), each a lazy chunk. */
import { lazyPage } from '../../layout/lazyPage.tsx';
import type { FeatureEntry } from '../../layout/lazyPage.tsx';

export const feature: FeatureEntry = {
  pages: {
    BlogCategory: lazyPage(() => import(/* webpackChunkName: "page-BlogCategory" */ './pages/BlogCategoryPage.tsx')),
    BlogSinglePost: lazyPage(() => import(/* webpackChunkName: "page-BlogSinglePost" */ './pages/BlogPostPage.tsx')),
  },
};
