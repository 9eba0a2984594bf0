/** Numbered pages of a result as links (the page is in the URL), with previous and next. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  /** The link (search part) of page n. */
  hrefOf: (page: number) => string;
}

/** Pages to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function visiblePages(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? [null, n] : [n]));
}

export function Pagination({ page, pages, hrefOf }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination-label')} className={styles.pagination}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={styles.link} rel="prev">
              {t('pagination-previous')}
            </Link>
          ) : null}
        </li>
        {visiblePages(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                className={clsx(styles.link, n === page && styles.current)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination-page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={hrefOf(page + 1)} className={styles.link} rel="next">
              {t('pagination-next')}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
