/**
 * BlogCategory (/blog/kategoriya/:id?, product §2, 7): the blog's categories as links, and a page of
 * posts, all of them or a category's, newest first, BLOG_PAGE_SIZE a page, narrowed by the words
 * of its search box. The category is in the path, the words and the page in the query, so back,
 * reload and a shared link agree. An id that names
 * no category shows the blog's not-found.
 */
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { Empty, LoadError, Loading } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { WordsField } from '../../../ui/WordsField.tsx';
import { blogApi, useListNewsCategoriesQuery, useListNewsQuery } from '../api.ts';
import { categoryPageArgs, pageCount, pageOf, pageSearch, wordsOfSearch } from '../blogQuery.ts';
import { BlogNotFound } from '../components/BlogNotFound.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import styles from '../blog.module.css';
import pages from '../../../layout/pages.module.css';

/** The cards of the first row: their pictures load at once. */
const FIRST_ROW = 3;

/** The category of the path: null for all posts, undefined for a path that names none. */
function categoryOfPath(id: string | undefined): number | null | undefined {
  if (id === undefined) return null;
  return routeId(id) ?? undefined;
}

export function prefetch({ params, search, dispatch }: PageAddress): void {
  const categoryId = categoryOfPath(params.id);
  if (categoryId === undefined) return;
  dispatch(blogApi.util.prefetch('listNewsCategories', undefined, {}));
  dispatch(blogApi.util.prefetch('listNews', categoryPageArgs(categoryId, pageOf(search), wordsOfSearch(search)), {}));
}

export default function BlogCategoryPage() {
  const { t } = useTranslation();
  const categoryId = categoryOfPath(useParams().id);
  const [params] = useSearchParams();
  const page = pageOf(params);
  const q = wordsOfSearch(params);
  const navigate = useNavigate();
  const categories = useListNewsCategoriesQuery();
  const posts = useListNewsQuery(categoryPageArgs(categoryId ?? null, page, q), { skip: categoryId === undefined });

  const category = categoryId === null ? undefined : categories.data?.find((item) => item.id === categoryId);
  if (categoryId === undefined || (categoryId !== null && categories.data && !category)) return <BlogNotFound />;

  const blog = t('page-title-BlogCategory');
  const title = category ? category.name : blog;
  // Until a category's name is known its heading keeps one line's height, so nothing moves when it comes.
  const heading = categoryId === null ? blog : (category?.name ?? (categories.isError ? blog : '\u00a0'));
  const here = categoryId === null ? hrefFor('BlogCategory') : hrefFor('BlogCategory', { id: categoryId });

  return (
    <PageContainer>
      <PageTitle title={page > 1 ? `${title} · ${t('pagination-page', { page })}` : title} />
      <div className={pages.pageHeader}>
        {category && (
          <Breadcrumbs trail={[{ label: blog, to: hrefFor('BlogCategory') }]} current={category.name} className={styles.breadcrumbs} />
        )}
        <h1 className={pages.pageTitle}>{heading}</h1>
        <p className={pages.pageLead}>{t('blog-lead')}</p>
        <div className={styles.search}>
          <WordsField label={t('blog-search-label')} words={q} onChange={(words) => void navigate(`${here}${pageSearch(1, words)}`)} />
        </div>
      </div>

      <nav aria-label={t('blog-categories-label')}>
        <ul className={styles.categories}>
          <li>
            <Link to={hrefFor('BlogCategory')} className={clsx(styles.chip, categoryId === null && styles.chipCurrent)} aria-current={categoryId === null ? 'page' : undefined}>
              {t('blog-all-posts')}
            </Link>
          </li>
          {categories.data?.map((item) => (
            <li key={item.id}>
              <Link
                to={hrefFor('BlogCategory', { id: item.id })}
                className={clsx(styles.chip, item.id === categoryId && styles.chipCurrent)}
                aria-current={item.id === categoryId ? 'page' : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label={t('blog-posts-label')} aria-busy={posts.isFetching} className={clsx(posts.isFetching && posts.data && styles.busy)}>
        {posts.isError ? (
          <LoadError error={posts.error} onRetry={() => void posts.refetch()} />
        ) : posts.data === undefined ? (
          <Loading />
        ) : posts.data.items.length === 0 ? (
          <Empty action={categoryId !== null || page > 1 || q !== undefined ? <Link to={hrefFor('BlogCategory')}>{t('blog-see-all')}</Link> : undefined}>
            {q === undefined ? t('blog-empty') : t('blog-empty-words', { q })}
          </Empty>
        ) : (
          <>
            <ul className={styles.grid}>
              {posts.data.items.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} firstInView={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pageCount(posts.data.total)} hrefOf={(n) => `${here}${pageSearch(n, q)}`} />
          </>
        )}
      </section>
    </PageContainer>
  );
}
