/**
 * PropertySearchPage (/imoti, product §2, 7, 9): published homes to rent, 12 a page, newest first
 * unless told, narrowed by the filter panel; the filters, sort, page and the map are in the URL
 * (searchQuery.ts), so back, reload and a shared link agree. The map of the page's results
 * loads Leaflet only when it is opened. Above each page, a band of at most
 * PROPERTY_PREMIUM_BAND_SIZE premium matches (the answer's `premium`); the page itself is in the
 * chosen order, premium homes in their place too (docs/decisions/0020).
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { newListingIds } from '../../../../domain/newListings.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { locationsApi, useListCitiesQuery } from '../../../api/locations.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { SaveSearchButton } from '../../../layout/SaveSearchButton.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { rentalsApi, useListPropertiesQuery } from '../api.ts';
import type { PropertyOrder, PropertySummary } from '../api.ts';
import { AddPropertyLink } from '../components/AddPropertyLink.tsx';
import { MapView } from '../components/MapView.tsx';
import type { MapPoint } from '../components/PropertyMap.tsx';
import { PropertyFilters } from '../components/PropertyFilters.tsx';
import { PropertyCard } from '../components/PropertyCard.tsx';
import { PropertyResults } from '../components/PropertyResults.tsx';
import { useRentalsFormat } from '../format.ts';
import { PROPERTY_ORDERS, activeFilterCount, parseSearchQuery, savedSearchCriteria, searchArgs, searchQueryParams } from '../searchQuery.ts';
import type { SearchQuery } from '../searchQuery.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { FilterLayout } from '../../../ui/FilterLayout.tsx';
import { SearchToolbar, SortSelect } from '../../../ui/SearchToolbar.tsx';
import rentals from '../rentals.module.css';
import styles from './PropertySearchPage.module.css';

const SORT_KEYS: Record<PropertyOrder, string> = {
  'createdAt.DESC': 'rentals-sort-newest',
  'createdAt.ASC': 'rentals-sort-oldest',
  'price.ASC': 'rentals-sort-price-asc',
  'price.DESC': 'rentals-sort-price-desc',
};

/**
 * The search of the address and the filters' cities, started before the page renders when it is
 * the first page of a visit (on the server too: the page is rendered with them).
 */
export function prefetch({ search, dispatch }: PageAddress): void {
  dispatch(rentalsApi.util.prefetch('listProperties', searchArgs(parseSearchQuery(search)), {}));
  dispatch(locationsApi.util.prefetch('listCities', undefined, {}));
}

/** The results with a position, as markers with their rent. */
function useMapPoints(items: readonly PropertySummary[] | undefined): MapPoint[] {
  const { t } = useTranslation();
  const format = useRentalsFormat();
  return useMemo(
    () =>
      (items ?? []).flatMap((property) =>
        property.gpsCoordinates
          ? [
              {
                id: property.id,
                ...property.gpsCoordinates,
                label: format.money(property.price),
                title: property.title,
                details: `${format.perMonth(property.price)} · ${t('rentals-place', { district: property.district.name, city: property.city.name })}`,
                href: hrefFor('SinglePropertyPage', { id: property.id }),
              },
            ]
          : [],
      ),
    [items, format, t],
  );
}

export default function PropertySearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseSearchQuery(params);
  // The router shows a new address in a transition; the controls show a change at once.
  const [shown, setShown] = useState({ query, from: params.toString() });
  if (shown.from !== params.toString()) setShown({ query, from: params.toString() });
  const search = useListPropertiesQuery(searchArgs(query));
  const points = useMapPoints(search.data?.items);
  const cities = useListCitiesQuery();
  const city = cities.data?.find((item) => item.id === query.cityId);
  const places = { city: city?.name, district: city?.districts.find((item) => item.id === query.districtId)?.name };

  const change = (next: SearchQuery): void => {
    setShown({ query: next, from: params.toString() });
    setParams(searchQueryParams(next));
  };
  const hrefOfPage = (page: number): string => `?${searchQueryParams({ ...query, page }).toString()}`;
  const title = t('page-title-PropertySearchPage');

  return (
    <PageContainer>
      <PageTitle title={title} />
      <div className={rentals.header}>
        <div className={rentals.headerRow}>
          <h1 className={rentals.title}>{title}</h1>
          <AddPropertyLink />
        </div>
        <p className={rentals.lead}>{t('rentals-search-lead')}</p>
      </div>

      <FilterLayout
        filtersLabel={t('rentals-filters')}
        activeFilters={activeFilterCount(shown.query)}
        filters={<PropertyFilters query={shown.query} onChange={change} />}
        resultsLabelledBy="property-results-count"
        busy={search.isFetching}
      >
        <SearchToolbar countId="property-results-count" count={search.data ? t('rentals-results-count', { count: search.data.total }) : t('loading')}>
          <div className={styles.tools}>
            <SaveSearchButton kind="property" criteria={savedSearchCriteria(query)} places={places} placesLoading={cities.isLoading} hasWords={query.q !== undefined} />
            <SortSelect
              label={t('rentals-sort-label')}
              value={shown.query.sort}
              orders={PROPERTY_ORDERS}
              labelOf={(order) => t(SORT_KEYS[order])}
              onChange={(sort) => change({ ...shown.query, sort, page: 1 })}
            />
            <button
              type="button"
              className={styles.mapToggle}
              aria-pressed={shown.query.map}
              onClick={() => change({ ...shown.query, map: !shown.query.map })}
            >
              {t('rentals-map-show')}
            </button>
          </div>
        </SearchToolbar>

        {shown.query.map && (
          <div className={styles.map}>
            <MapView points={points} label={t('rentals-map-results')} />
            {search.data && points.length < search.data.items.length && (
              <p className={rentals.muted}>{t('rentals-map-missing', { count: search.data.items.length - points.length })}</p>
            )}
          </div>
        )}

        {search.data && search.data.premium.length > 0 && (
          <section className={styles.band} aria-labelledby="premium-band-title">
            <h2 id="premium-band-title" className={styles.bandTitle}>
              {t('rentals-premium-band-title')}
            </h2>
            <p className={rentals.muted}>{t('rentals-premium-band-note')}</p>
            <ul className={clsx(rentals.grid, styles.bandList)}>
              {search.data.premium.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} headingLevel={3} firstInView />
                </li>
              ))}
            </ul>
          </section>
        )}

        <PropertyResults
          query={search}
          page={query.page}
          hrefOf={hrefOfPage}
          empty={query.q === undefined ? t('rentals-results-empty') : t('rentals-results-empty-words', { q: query.q })}
          newIds={newListingIds(params)}
        />
      </FilterLayout>
    </PageContainer>
  );
}
