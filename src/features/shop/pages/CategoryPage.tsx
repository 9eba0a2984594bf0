/**
 * MarketplaceCategoryPage (/produkti/kategorii/:id, product §2, 7, 9): the category's products, 10 a
 * page by price ascending unless told, with the server's filters and their facet counts, the
 * price range and the sort. Filters, price, sort and page live in the URL (categoryQuery.ts).
 */
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { catalogueApi, useGetCategoryFiltersQuery, useListProductCategoriesQuery } from '../../../api/catalogue.ts';
import { shopApi, useSearchProductsQuery } from '../api.ts';
import type { ProductOrder } from '../api.ts';
import { PRODUCT_ORDERS, categoryPageCalls, categoryQueryParams, pageCount } from '../categoryQuery.ts';
import type { CategoryQuery } from '../categoryQuery.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { ProductFilters } from '../components/ProductFilters.tsx';
import { Empty, LoadError, Loading, isNotFound } from '../../../layout/StatusViews.tsx';
import { NotFoundNotice } from '../components/NotFoundNotice.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { FilterLayout } from '../../../ui/FilterLayout.tsx';
import { SearchToolbar, SortSelect } from '../../../ui/SearchToolbar.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import styles from './CategoryPage.module.css';
import shop from '../shop.module.css';

/** The cards a phone shows first (two columns): their pictures load at once, not lazily. */
const FIRST_ROW = 2;

const SORT_KEYS: Record<ProductOrder, string> = {
  'price.ASC': 'sort-price-asc',
  'price.DESC': 'sort-price-desc',
  'createdAt.DESC': 'sort-newest',
  'title.ASC': 'sort-title',
};

/** The page's calls, started before it renders when it is the first page of a visit (lazyPage). */
export function prefetch({ params, search, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id === null) return;
  const calls = categoryPageCalls(id, search);
  dispatch(catalogueApi.util.prefetch('listProductCategories', calls.categories, {}));
  dispatch(catalogueApi.util.prefetch('getCategoryFilters', calls.filters, {}));
  dispatch(shopApi.util.prefetch('searchProducts', calls.search, {}));
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const [params, setParams] = useSearchParams();
  const calls = categoryPageCalls(id ?? 0, params);
  const { query } = calls;
  // The router shows a new address in a transition; the controls show a change at once.
  const [shown, setShown] = useState({ query, from: params.toString() });
  if (shown.from !== params.toString()) setShown({ query, from: params.toString() });

  const categories = useListProductCategoriesQuery(calls.categories);
  const filters = useGetCategoryFiltersQuery(calls.filters, { skip: id === null });
  const search = useSearchProductsQuery(calls.search, { skip: id === null });

  if (id === null || isNotFound(filters.error)) return <NotFoundNotice />;

  const category = categories.data?.find((item) => item.id === id);
  const title = category?.name ?? t('page-title-MarketplaceCategoryPage');
  // Until the name is known the heading keeps one line's height, so the name does not move the page.
  const heading = category?.name ?? (categories.isError ? title : '\u00a0');
  const change = (next: CategoryQuery): void => {
    setShown({ query: next, from: params.toString() });
    setParams(categoryQueryParams(next));
  };
  const hrefOfPage = (page: number): string => `?${categoryQueryParams({ ...query, page }).toString()}`;
  const total = search.data?.total ?? 0;
  const activeFilters =
    Object.values(shown.query.filters).reduce((sum, values) => sum + values.length, 0) +
    (shown.query.priceFrom !== undefined || shown.query.priceTo !== undefined ? 1 : 0);

  return (
    <PageContainer>
      <PageTitle title={title} />
      <header className={shop.header}>
        <Breadcrumbs
          trail={[
            { label: t('header-shop'), to: hrefFor('Marketplace') },
            ...(category?.room ? [{ label: t(`room-${category.room}`), to: hrefFor('MarketplaceProductCategories', {}, { room: category.room }) }] : []),
          ]}
          current={title}
        />
        <h1 className={shop.title}>{heading}</h1>
        {query.promo && <p className={styles.promoNote}>{t('category-promo-only')}</p>}
      </header>

      <FilterLayout
        filtersLabel={t('filters-label')}
        activeFilters={activeFilters}
        filters={
          filters.data && (
            <ProductFilters
              filters={filters.data}
              facets={search.data?.facets}
              priceRange={search.data?.priceRange}
              query={shown.query}
              onChange={change}
            />
          )
        }
        resultsLabelledBy="results-count"
        busy={search.isFetching}
      >
        <SearchToolbar countId="results-count" count={search.data ? t('results-count', { count: total }) : t('loading')}>
          <SortSelect
            label={t('sort-label')}
            value={shown.query.sort}
            orders={PRODUCT_ORDERS}
            labelOf={(order) => t(SORT_KEYS[order])}
            onChange={(sort) => change({ ...shown.query, sort, page: 1 })}
          />
        </SearchToolbar>

        {search.isError ? (
          <LoadError error={search.error} onRetry={() => void search.refetch()} />
        ) : search.data === undefined ? (
          <Loading />
        ) : search.data.items.length === 0 ? (
          <Empty>{t('results-empty')}</Empty>
        ) : (
          <>
            <ul className={shop.grid}>
              {search.data.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} firstInView={index < FIRST_ROW} />
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
