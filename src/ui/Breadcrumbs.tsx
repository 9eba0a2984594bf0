/**
 * Where a page stands: a navigation landmark with an ordered list of links up to the page, the
 * last item the page itself (aria-current), cut short with an ellipsis when it is long.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to: string;
}

export interface BreadcrumbsProps {
  /** The pages above this one, from the top down. */
  trail: readonly Crumb[];
  /** This page's name. */
  current: string;
  className?: string | undefined;
}

export function Breadcrumbs({ trail, current, className }: BreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={clsx(styles.breadcrumbs, className)}>
      <ol className={styles.trail}>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
