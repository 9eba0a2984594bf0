/**
 * A search page's body: the filter sidebar beside the results from a tablet on. On a phone the
 * filters fold under a button (aria-expanded, aria-controls) that counts the ones in use.
 */
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './FilterLayout.module.css';

export interface FilterLayoutProps {
  /** Names the sidebar and is the phone's button text. */
  filtersLabel: string;
  /** How many filters are in use; the button shows it when there are some. */
  activeFilters: number;
  filters: ReactNode;
  /** The results' name: a text, or the id of what names them. */
  resultsLabel?: string | undefined;
  resultsLabelledBy?: string | undefined;
  /** The results are being fetched again: they fade until the new ones come. */
  busy: boolean;
  children: ReactNode;
}

export function FilterLayout({ filtersLabel, activeFilters, filters, resultsLabel, resultsLabelledBy, busy, children }: FilterLayoutProps) {
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  return (
    <div className={styles.layout}>
      <aside aria-label={filtersLabel}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={filtersId} onClick={() => setOpen((was) => !was)}>
          {filtersLabel}
          {activeFilters > 0 && ` (${activeFilters})`}
        </button>
        <div id={filtersId} className={clsx(styles.filters, open && styles.open)}>
          {filters}
        </div>
      </aside>
      <section className={styles.results} aria-label={resultsLabel} aria-labelledby={resultsLabelledBy} aria-busy={busy}>
        {children}
      </section>
    </div>
  );
}
