/**
 * AdminListProducts (/profil/produkti, product §2, 7): the vendor's own products, newest first, ten a
 * page, with a search of their titles and SKUs; the words and the page live in the URL. Each
 * product links to its form and to its page in the shop, and can be retired after a
 * confirmation (it leaves the shop; orders keep it, decision 0015).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { Price } from '../../../ui/Price.tsx';
import { cardPicture } from '../../../ui/ProductCard.tsx';
import { ResponsiveImage } from '../../../ui/ResponsiveImage.tsx';
import { ForTypes, VENDOR_ONLY } from '../access.tsx';
import { useDeleteProductMutation, useListVendorProductsQuery } from '../api.ts';
import type { Product } from '../api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useFailureText } from '../failure.ts';
import { LIST_PAGE_SIZE, SEARCH_MAX_LENGTH, offsetOf, pageCount, pageParam, pageValue, searchParam, withParams } from '../urlState.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

/** What the product form tells this page after a save (router state). */
export interface SavedNotice {
  saved: string;
}

export default function ProductListPage() {
  return (
    <ForTypes types={VENDOR_ONLY}>
      <ProductList />
    </ForTypes>
  );
}

function ProductList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const page = pageParam(params);
  const query = searchParam(params);
  const products = useListVendorProductsQuery({ offset: offsetOf(page), limit: LIST_PAGE_SIZE, ...(query ? { query } : {}) });
  const [deleteProduct, deletion] = useDeleteProductMutation();
  const [retiring, setRetiring] = useState<Product | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>((location.state as SavedNotice | null)?.saved ?? null);
  const failureText = useFailureText();
  const title = t('page-title-AdminListProducts');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = (event.currentTarget.elements.namedItem('q') as HTMLInputElement).value.trim();
    void navigate(withParams(params, { q: words, page: undefined }));
  };

  const retire = async (product: Product) => {
    setFailure(null);
    try {
      await deleteProduct({ id: product.id }).unwrap();
      setRetiring(null);
      setNotice(t('vendor-products-retired', { title: product.title }));
      // The last product of a page beyond the first: show the page before it.
      if (products.data?.items.length === 1 && page > 1) void navigate(withParams(params, { page: pageValue(page - 1) }));
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
        <div className={styles.headerActions}>
          <Link className={styles.primaryLink} to={hrefFor('AdminAddProduct')}>
            {t('vendor-products-add')}
          </Link>
          <Link className={styles.secondaryLink} to={hrefFor('AdminVendorProductsImport')}>
            {t('vendor-products-import')}
          </Link>
        </div>
      </header>

      <form role="search" aria-label={t('vendor-products-search-label')} className={styles.search} onSubmit={search} key={query}>
        <label htmlFor="vendor-product-search">{t('vendor-products-search-label')}</label>
        <div className={styles.searchRow}>
          <input
            id="vendor-product-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('vendor-products-search-placeholder')}
            className={styles.searchInput}
          />
          <button type="submit" className={styles.searchButton}>
            {t('vendor-products-search')}
          </button>
        </div>
      </form>

      <p role="status" className={styles.notice}>
        {notice}
      </p>

      <QueryResult
        query={products}
        isEmpty={(data) => data.items.length === 0}
        empty={
          query ? (
            <Empty action={<Link to={withParams(params, { q: undefined, page: undefined })}>{t('vendor-products-search-clear')}</Link>}>
              {t('vendor-products-none-found', { query })}
            </Empty>
          ) : (
            <Empty
              action={
                <Link className={styles.primaryLink} to={hrefFor('AdminAddProduct')}>
                  {t('vendor-products-add')}
                </Link>
              }
            >
              {t('vendor-products-empty')}
            </Empty>
          )
        }
      >
        {(data) => (
          <section aria-labelledby="vendor-products-count" aria-busy={products.isFetching}>
            <p id="vendor-products-count" className={styles.count}>
              {query ? t('vendor-products-found', { count: data.total, query }) : t('vendor-products-count', { count: data.total })}
            </p>
            <ul className={styles.productList}>
              {data.items.map((product) => (
                <ProductRow key={product.id} product={product} onRetire={() => setRetiring(product)} />
              ))}
            </ul>
            <Pagination
              page={page}
              pages={pageCount(data.total)}
              hrefOf={(n) => withParams(params, { page: pageValue(n) })}
            />
          </section>
        )}
      </QueryResult>

      {retiring !== null && (
        <ConfirmDialog
          title={t('vendor-products-retire-title')}
          text={t('vendor-products-retire-text', { title: retiring.title })}
          cancelLabel={t('vendor-confirm-keep')}
          confirmLabel={t('vendor-products-retire-confirm')}
          busy={deletion.isLoading}
          failure={failure}
          onConfirm={() => void retire(retiring)}
          onCancel={() => {
            setRetiring(null);
            setFailure(null);
          }}
        />
      )}
    </PageContainer>
  );
}

function ProductRow({ product, onRetire }: { product: Product; onRetire: () => void }) {
  const { t } = useTranslation();
  const picture = cardPicture(product);
  const headingId = `vendor-product-${product.id}`;
  return (
    <li className={styles.productRow} aria-labelledby={headingId}>
      <div className={styles.thumb}>
        {picture ? <ResponsiveImage image={picture} alt="" sizes="5rem" /> : <span className={styles.noPicture} aria-hidden="true" />}
      </div>
      <div className={styles.productMain}>
        <h2 id={headingId} className={styles.productTitle}>
          <Link to={hrefFor('UserEditProduct', { id: product.id })}>{product.title}</Link>
        </h2>
        <p className={styles.meta}>
          {product.sku !== null && <span>{t('vendor-products-sku', { sku: product.sku })}</span>}
          <span>{product.categories.map((category) => category.name).join(', ')}</span>
        </p>
      </div>
      <div className={styles.productFigures}>
        <Price price={product.price} promoPrice={product.promoPrice} />
        <span className={product.stock === 0 ? styles.outOfStock : styles.stock}>
          {product.stock === 0 ? t('vendor-products-out-of-stock') : t('vendor-products-stock', { count: product.stock })}
        </span>
      </div>
      <div className={styles.rowActions}>
        <Link to={hrefFor('UserEditProduct', { id: product.id })} aria-label={t('vendor-products-edit-label', { title: product.title })}>
          {t('vendor-products-edit')}
        </Link>
        <Link to={hrefFor('SingleProductPage', { id: product.id })} aria-label={t('vendor-products-view-label', { title: product.title })}>
          {t('vendor-products-view')}
        </Link>
        <button type="button" className={styles.dangerLink} onClick={onRetire} aria-label={t('vendor-products-retire-label', { title: product.title })}>
          {t('vendor-products-retire')}
        </button>
      </div>
    </li>
  );
}
