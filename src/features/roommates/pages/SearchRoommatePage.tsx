/**
 * SearchRoommateResult (/sakvartiranti, product §2, 3, 7): flatmate offers, newest first, 12 a page,
 * narrowed by city, university and a monthly price range. The filters and the page live in the
 * URL (searchQuery.ts); the cities come from the shared locations API, the universities from the
 * roommates one. A link leads to posting an offer.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { newListingIds } from '../../../../domain/newListings.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { locationsApi, useListCitiesQuery } from '../../../api/locations.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { SaveSearchButton } from '../../../layout/SaveSearchButton.tsx';
import { Empty, LoadError, Loading } from '../../../layout/StatusViews.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { roommatesApi, useListTenantOffersQuery, useListUniversitiesQuery } from '../api.ts';
import { OfferCard } from '../components/OfferCard.tsx';
import { askedAt } from '../useOfferWords.ts';
import { OfferFilters } from '../components/OfferFilters.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { isFiltered, pageCount, parseRoommateQuery, roommateQueryParams, savedSearchCriteria, searchArgs } from '../searchQuery.ts';
import type { RoommateQuery } from '../searchQuery.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { FilterLayout } from '../../../ui/FilterLayout.tsx';
import styles from '../roommates.module.css';

/** The cards a phone shows first: their pictures load at once, not lazily. */
const FIRST_ROW = 1;

/** The page's calls, started before it renders when it is the first page of a visit (lazyPage). */
export function prefetch({ search, dispatch }: PageAddress): void {
  dispatch(roommatesApi.util.prefetch('listTenantOffers', searchArgs(parseRoommateQuery(search)), {}));
  dispatch(roommatesApi.util.prefetch('listUniversities', undefined, {}));
  dispatch(locationsApi.util.prefetch('listCities', undefined, {}));
}

export default function SearchRoommatePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseRoommateQuery(params);
  const newIds = newListingIds(params);
  const cities = useListCitiesQuery();
  const universities = useListUniversitiesQuery();
  const search = useListTenantOffersQuery(searchArgs(query));
  const total = search.data?.total ?? 0;
  const filterCount = [query.q, query.city, query.university, query.priceFrom ?? query.priceTo].filter((value) => value !== undefined).length;

  const change = (next: RoommateQuery): void => setParams(roommateQueryParams(next));
  const hrefOfPage = (page: number): string => `?${roommateQueryParams({ ...query, page }).toString()}`;

  return (
    <PageContainer>
      <PageHeader
        title={t('page-title-SearchRoommateResult')}
        lead={t('roommates-search-lead')}
        action={
          <Link to={hrefFor('AddRoommate')} className={styles.primaryLink}>
            {t('roommates-post-action')}
          </Link>
        }
      />

      <FilterLayout
        filtersLabel={t('roommates-filters')}
        activeFilters={filterCount}
        filters={
          <OfferFilters
            // Keyed by the prices, so a change from the URL (back, forward) shows in the boxes.
            key={`${query.priceFrom}-${query.priceTo}`}
            query={query}
            cities={cities.data ?? []}
            universities={universities.data ?? []}
            onChange={change}
          />
        }
        resultsLabel={t('roommates-results')}
        busy={search.isFetching}
      >
        <div className={styles.countRow}>
          <p className={styles.count} role="status">
            {search.data ? t('roommates-count', { count: total }) : t('loading')}
          </p>
          <SaveSearchButton kind="roommate" criteria={savedSearchCriteria(query)}
            places={{
              city: cities.data?.find((item) => item.id === query.city)?.name,
              university: universities.data?.find((item) => item.id === query.university)?.name,
            }}
            placesLoading={cities.isLoading || universities.isLoading}
            hasWords={query.q !== undefined} />
        </div>
        {search.isError ? (
          <LoadError error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data === undefined ? (
          <Loading />
        ) : search.data.items.length === 0 ? (
          <Empty
            action={
              isFiltered(query) ? (
                <Link to={hrefFor('SearchRoommateResult')} className={styles.secondaryLink}>
                  {t('roommates-filter-clear')}
                </Link>
              ) : (
                <Link to={hrefFor('AddRoommate')} className={styles.primaryLink}>
                  {t('roommates-post-action')}
                </Link>
              )
            }
          >
            {query.q !== undefined ? t('roommates-empty-words', { q: query.q }) : t(isFiltered(query) ? 'roommates-empty-filtered' : 'roommates-empty')}
          </Empty>
        ) : (
          <>
            <ul className={styles.grid}>
              {search.data.items.map((offer, index) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} asOf={askedAt(search)} firstInView={query.page === 1 && index < FIRST_ROW} isNew={newIds.has(offer.id)} />
                </li>
              ))}
            </ul>
            <Pagination page={query.page} pages={pageCount(total)} hrefOf={hrefOfPage} />
          </>
        )}
      </FilterLayout>
    </PageContainer>
  );
}
