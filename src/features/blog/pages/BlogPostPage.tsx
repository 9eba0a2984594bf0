/**
 * BlogSinglePost (/blog/:id, product §2, 7, 9): the post (its title and summary are also the page's
 * title and description, and the server puts them in the share tags of its link), the shop
 * products it links (added to the cart like anywhere in the shop), its comments, and beside it
 * the newest posts and under it the featured ones without this one. The body is HTML the server
 * sanitized (contract NewsPost.body), so it is rendered as such; everything else is text.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { LoadError, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { blogApi, useGetNewsPostQuery, useListNewsProductsQuery, useListNewsQuery } from '../api.ts';
import type { NewsPost } from '../api.ts';
import { NEWEST_ARGS, featuredArgs } from '../blogQuery.ts';
import { BlogNotFound } from '../components/BlogNotFound.tsx';
import { Comments } from '../components/Comments.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { useDate } from '../useDate.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import styles from '../blog.module.css';
import pages from '../../../layout/pages.module.css';
import lists from '../../../ui/lists.module.css';

export function prefetch({ params, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id === null) return;
  dispatch(blogApi.util.prefetch('getNewsPost', { id }, {}));
  dispatch(blogApi.util.prefetch('listNewsProducts', { id }, {}));
  dispatch(blogApi.util.prefetch('listNews', NEWEST_ARGS, {}));
  dispatch(blogApi.util.prefetch('listNews', featuredArgs(id), {}));
}

function LinkedProducts({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const products = useListNewsProductsQuery({ id: postId });
  // A post that links nothing (or nothing still sold) has no section at all; nor has one whose products are on their way.
  if (!products.isError && !products.data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="blog-products">
      <h2 id="blog-products" className={styles.sectionTitle}>
        {t('blog-products-title')}
      </h2>
      {products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ul className={lists.cards}>
          {products.data?.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewestPosts({ currentId }: { currentId: number }) {
  const { t } = useTranslation();
  const date = useDate();
  const newest = useListNewsQuery(NEWEST_ARGS);
  return (
    <aside className={styles.aside} aria-labelledby="blog-newest">
      <h2 id="blog-newest" className={styles.asideTitle}>
        {t('blog-newest-title')}
      </h2>
      {newest.isError ? (
        <LoadError error={newest.error} onRetry={() => void newest.refetch()} />
      ) : (
        <ol className={styles.newestList}>
          {newest.data?.items.map((post) => (
            <li key={post.id}>
              <Link to={hrefFor('BlogSinglePost', { id: post.id })} aria-current={post.id === currentId ? 'page' : undefined}>
                {post.title}
              </Link>
              <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

function FeaturedPosts({ currentId }: { currentId: number }) {
  const { t } = useTranslation();
  const featured = useListNewsQuery(featuredArgs(currentId));
  if (featured.data?.items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="blog-featured">
      <h2 id="blog-featured" className={styles.sectionTitle}>
        {t('blog-featured-title')}
      </h2>
      {featured.isError ? (
        <LoadError error={featured.error} onRetry={() => void featured.refetch()} />
      ) : (
        <ul className={styles.featured}>
          {featured.data?.items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Post({ post }: { post: NewsPost }) {
  const { t } = useTranslation();
  const date = useDate();
  const [category] = post.categories;
  return (
    <article className={styles.post} aria-labelledby="blog-post-title">
      <PageTitle title={post.title} description={post.excerpt} />
      <Breadcrumbs
        trail={[
          { label: t('page-title-BlogCategory'), to: hrefFor('BlogCategory') },
          ...(category ? [{ label: category.name, to: hrefFor('BlogCategory', { id: category.id }) }] : []),
        ]}
        current={post.title}
        className={styles.breadcrumbs}
      />
      <div className={styles.postHeader}>
        <h1 id="blog-post-title" className={pages.pageTitle}>
          {post.title}
        </h1>
        <p className={pages.pageLead}>{post.excerpt}</p>
        <p className={styles.postMeta}>
          {t('blog-posted-by', { author: post.author })} · <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
          {post.categories.length > 0 && (
            <>
              {' · '}
              {post.categories.map((item, index) => (
                <span key={item.id}>
                  {index > 0 && ', '}
                  <Link to={hrefFor('BlogCategory', { id: item.id })}>{item.name}</Link>
                </span>
              ))}
            </>
          )}
        </p>
      </div>
      {post.image && <img src={post.image} alt="" className={styles.postImage} width={800} height={450} fetchPriority="high" />}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.body }} />
      <LinkedProducts postId={post.id} />
      <Comments postId={post.id} comments={post.comments} />
    </article>
  );
}

export default function BlogPostPage() {
  const id = routeId(useParams().id);
  const post = useGetNewsPostQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(post.error)) return <BlogNotFound />;
  return (
    <PageContainer>
      <div className={styles.postLayout}>
        <QueryResult query={post}>{(data) => <Post post={data} />}</QueryResult>
        <NewestPosts currentId={id} />
      </div>
      <FeaturedPosts currentId={id} />
    </PageContainer>
  );
}
