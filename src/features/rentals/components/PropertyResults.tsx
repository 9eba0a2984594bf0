/**
 * A page of properties as cards, with the shared loading, failed (Retry) and empty states and
 * the pages as links (the page is in the URL).
 */
import type { ReactNode } from 'react';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import type { QueryLike } from '../../../layout/StatusViews.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import type { PropertyPage } from '../api.ts';
import { pageCount } from '../searchQuery.ts';
import { PropertyCard } from './PropertyCard.tsx';
import styles from '../rentals.module.css';

/** The cards a wide screen shows first: their photos load at once, not lazily. */
const FIRST_ROW = 3;

export interface PropertyResultsProps {
  query: QueryLike<PropertyPage>;
  page: number;
  /** The link (search part) of page n. */
  hrefOf: (page: number) => string;
  empty: ReactNode;
  headingLevel?: 2 | 3;
  /** The homes new to the saved search that opened the page, marked "New". */
  newIds?: ReadonlySet<number>;
}

export function PropertyResults({ query, page, hrefOf, empty, headingLevel = 2, newIds }: PropertyResultsProps) {
  return (
    <QueryResult query={query} isEmpty={(data) => data.items.length === 0} empty={<Empty>{empty}</Empty>}>
      {(data) => (
        <>
          <ul className={styles.grid}>
            {data.items.map((property, index) => (
              <li key={property.id}>
                <PropertyCard property={property} headingLevel={headingLevel} firstInView={page === 1 && index < FIRST_ROW} isNew={newIds?.has(property.id)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={pageCount(data.total, data.limit)} hrefOf={hrefOf} />
        </>
      )}
    </QueryResult>
  );
}
