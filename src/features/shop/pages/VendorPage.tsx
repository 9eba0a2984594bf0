/**
 * SingleVendor (/targovets/:id, product §2, 7): the vendor (logo, description, city, delivery) and
 * its products, 10 a page by price ascending, the page in the URL.
 */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SEARCH_DEFAULT_ORDER, PRODUCT_SEARCH_PAGE_SIZE } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { shopApi, useGetVendorQuery, useSearchProductsQuery } from '../api.ts';
import type { SearchProductsApiArg, Vendor } from '../api.ts';
import { pageCount } from '../categoryQuery.ts';
import { NotFoundNotice } from '../components/NotFoundNotice.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Empty, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import shop from '../shop.module.css';
import styles from './VendorPage.module.css';

/** The page of the vendor's products the address asks for (?page=…, 1 unless a number). */
function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The search of one page of the vendor's products: the list's hook and the prefetch both make it. */
function productsOf(vendorId: number, page: number): SearchProductsApiArg {
  return {
    offset: (page - 1) * PRODUCT_SEARCH_PAGE_SIZE,
    limit: PRODUCT_SEARCH_PAGE_SIZE,
    orderBy: PRODUCT_SEARCH_DEFAULT_ORDER,
    productSearchInput: { vendorId },
  };
}

/** The page's calls, started before it renders when it is the first page of a visit (lazyPage). */
export function prefetch({ params, search, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id === null) return;
  dispatch(shopApi.util.prefetch('getVendor', { id }, {}));
  dispatch(shopApi.util.prefetch('searchProducts', productsOf(id, pageOf(search)), {}));
}

function VendorProducts({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const products = useSearchProductsQuery(productsOf(vendorId, page));
  return (
    <section aria-labelledby="vendor-products">
      <h2 id="vendor-products" className={styles.sectionTitle}>
        {t('vendor-products')}
      </h2>
      <QueryResult query={products} isEmpty={(data) => data.items.length === 0} empty={<Empty>{t('vendor-no-products')}</Empty>}>
        {(data) => (
          <>
            <ul className={shop.grid}>
              {data.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pageCount(data.total)} hrefOf={(n) => (n === 1 ? '?' : `?page=${n}`)} />
          </>
        )}
      </QueryResult>
    </section>
  );
}

function VendorHeader({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <header className={styles.vendor}>
      <PageTitle title={vendor.name} description={vendor.description ? vendor.description.slice(0, 160) : null} />
      {vendor.logo && <img src={vendor.logo} alt="" width={96} height={96} className={styles.logo} />}
      <div className={styles.text}>
        <Breadcrumbs trail={[{ label: t('header-shop'), to: hrefFor('Marketplace') }]} current={vendor.name} />
        <h1 className={shop.title}>{vendor.name}</h1>
        {vendor.city && <p className={styles.meta}>{vendor.city.name}</p>}
        <p className={styles.meta}>{vendor.deliveryPrice ? t('product-delivery', { price: money(vendor.deliveryPrice) }) : t('product-free-delivery')}</p>
        {vendor.description && <p className={styles.description}>{vendor.description}</p>}
      </div>
    </header>
  );
}

export default function VendorPage() {
  const id = routeId(useParams().id);
  const vendor = useGetVendorQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(vendor.error)) return <NotFoundNotice />;
  return (
    <PageContainer>
      <QueryResult query={vendor}>
        {(data) => (
          <>
            <VendorHeader vendor={data} />
            <VendorProducts vendorId={id} />
          </>
        )}
      </QueryResult>
    </PageContainer>
  );
}
