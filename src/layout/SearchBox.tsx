/**
 * The header's search box (issue 22): a search form with its label; Enter or the button opens
 * the results page (/tarsene?q=) with the words, which groups products, properties, flatmate
 * offers and posts. On the results page it shows the words searched, so they can be changed.
 */
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '../../domain/constants.ts';
import { hrefFor, routeByName } from '../../domain/routes.ts';
import { SearchIcon } from './icons.tsx';
import styles from './SearchBox.module.css';

const RESULTS = routeByName('SiteSearch');

/** `landmark`: the form is the page's search landmark (the header's); a second box on a page is not. */
export function SearchBox({ className, landmark = true }: { className?: string; landmark?: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onResults = pathname === RESULTS.bg || pathname === RESULTS.en;
  const current = onResults ? (params.get('q') ?? '') : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(hrefFor('SiteSearch', {}, { q: words }));
  };

  return (
    <form role={landmark ? 'search' : undefined} className={clsx(styles.form, className)} action={RESULTS.bg} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search-box-label')}
      </label>
      <input
        // A new search page shows its own words.
        key={current}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={t('search-box-placeholder')}
        minLength={SEARCH_QUERY_MIN_LENGTH}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        required
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className={styles.submit} aria-label={t('search-box-submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
