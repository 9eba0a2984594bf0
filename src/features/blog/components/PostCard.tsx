/**
 * A post in a list (a category page, the featured posts under a post): its picture, categories,
 * title (the link), summary, date and author. The picture decorates: the title beside it says
 * what the post is, so a screen reader hears the post once.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { NewsPostSummary } from '../api.ts';
import { useDate } from '../useDate.ts';
import styles from '../blog.module.css';

interface PostCardProps {
  post: NewsPostSummary;
  /** The heading level of the title inside its list (2 under the page's h1, 3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** In the first screenful of its page: the picture loads at once. */
  firstInView?: boolean;
}

export function PostCard({ post, headingLevel = 2, firstInView = false }: PostCardProps) {
  const { t } = useTranslation();
  const date = useDate();
  const href = hrefFor('BlogSinglePost', { id: post.id });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.cardImageLink} tabIndex={-1} aria-hidden="true">
        {post.image ? (
          <img src={post.image} alt="" className={styles.cardImage} loading={firstInView ? 'eager' : 'lazy'} decoding="async" width={800} height={450} />
        ) : (
          <span className={styles.cardImage} />
        )}
      </Link>
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>
          {post.highlighted && <span className={styles.badge}>{t('blog-featured-badge')}</span>}
          {post.categories.map((category) => category.name).join(' · ')}
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className={styles.cardExcerpt}>{post.excerpt}</p>
        <p className={styles.cardMeta}>
          <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time> · {post.author}
        </p>
      </div>
    </article>
  );
}
