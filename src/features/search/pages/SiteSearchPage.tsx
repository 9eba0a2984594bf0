/**
 * SiteSearch (/tarsene?q=, issue 22): what the header's search box found for the words of the
 * query, grouped by kind (products, properties, flatmate offers, posts), the first few of each
 * with how many there are, each hit linking to its page, and each group to its own search page
 * with the words kept: the products to their results here (/tarsene?q=&kind=products&page=:
 * every product found, as cards, a page at a time, across categories), the properties to the
 * property search, the flatmate offers to the flatmate search and the posts to the blog. The words are in the address, so back, reload and a shared
 * link agree.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_PRODUCTS_PAGE_SIZE, SEARCH_QUERY_MIN_LENGTH } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { RouteName } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { SearchBox } from '../../../layout/SearchBox.tsx';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { wordsOf } from '../../../ui/WordsField.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { searchApi, useSearchProductsByWordsQuery, useSearchSiteQuery } from '../api.ts';
import type { SiteSearchGroup, SiteSearchResults } from '../api.ts';
import lists from '../../../ui/lists.module.css';
import pages from '../../../layout/pages.module.css';
import styles from '../search.module.css';

type Kind = keyof SiteSearchResults;

/** The products' page shows every product found; the other address the groups. */
const PRODUCTS = 'products';

/** Each kind: its heading, the page of one hit, and its own search page with the words (`all`). */
const KINDS: readonly { kind: Kind; titleKey: string; hit: RouteName; all: { key: string; href: (q: string) => string } }[] = [
  {
    kind: 'products',
    titleKey: 'search-group-products',
    hit: 'SingleProductPage',
    all: { key: 'search-all-products', href: (q) => hrefFor('SiteSearch', {}, { q, kind: PRODUCTS }) },
  },
  {
    kind: 'properties',
    titleKey: 'search-group-properties',
    hit: 'SinglePropertyPage',
    all: { key: 'search-all-properties', href: (q) => hrefFor('PropertySearchPage', {}, { q }) },
  },
  {
    kind: 'roommates',
    titleKey: 'search-group-roommates',
    hit: 'SingleRoommateOffer',
    all: { key: 'search-all-roommates', href: (q) => hrefFor('SearchRoommateResult', {}, { q }) },
  },
  { kind: 'posts', titleKey: 'search-group-posts', hit: 'BlogSinglePost', all: { key: 'search-all-posts', href: (q) => hrefFor('BlogCategory', {}, { q }) } },
];

/** The address's page of products (1 when absent or not a page number). */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function productsArgs(q: string, page: number) {
  return { q, offset: (page - 1) * SEARCH_PRODUCTS_PAGE_SIZE, limit: SEARCH_PRODUCTS_PAGE_SIZE };
}

export function prefetch({ search, dispatch }: PageAddress): void {
  const q = wordsOf(search.get('q'));
  if (q === undefined) return;
  if (search.get('kind') === PRODUCTS) dispatch(searchApi.util.prefetch('searchProductsByWords', productsArgs(q, pageOf(search)), {}));
  else dispatch(searchApi.util.prefetch('searchSite', { q }, {}));
}

function Group({ q, kind, titleKey, hit, all, group }: (typeof KINDS)[number] & { q: string; group: SiteSearchGroup }) {
  const { t } = useTranslation();
  const headingId = `search-group-${kind}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(titleKey)} <span className={styles.count}>({group.total})</span>
      </h2>
      {group.items.length === 0 ? (
        <p className={styles.none}>{t('search-group-none')}</p>
      ) : (
        <>
          <ul className={styles.hits}>
            {group.items.map((item) => (
              <li key={item.id}>
                <Link to={hrefFor(hit, { id: item.id })} className={styles.hit}>
                  {item.image ? <img src={item.image} alt="" className={styles.thumb} loading="lazy" width={64} height={64} /> : <span className={styles.thumb} />}
                  <span className={styles.hitTitle}>{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={all.href(q)} className={styles.all}>
            {t(all.key, { count: group.total })}
          </Link>
        </>
      )}
    </section>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation();
  const query = useSearchSiteQuery({ q });
  return (
    <QueryResult
      query={query}
      isEmpty={(data) => KINDS.every(({ kind }) => data[kind].total === 0)}
      empty={<Empty>{t('search-none', { q })}</Empty>}
    >
      {(data) => (
        <>
          <p className={styles.summary} role="status">
            {t('search-found', { count: KINDS.reduce((sum, { kind }) => sum + data[kind].total, 0), q })}
          </p>
          <div className={styles.groups}>
            {KINDS.map((entry) => (
              <Group key={entry.kind} {...entry} q={q} group={data[entry.kind]} />
            ))}
          </div>
        </>
      )}
    </QueryResult>
  );
}

function Products({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation();
  const query = useSearchProductsByWordsQuery(productsArgs(q, page));
  const pages = Math.ceil((query.data?.total ?? 0) / SEARCH_PRODUCTS_PAGE_SIZE);
  return (
    <>
      <p className={styles.summary}>
        <Link to={hrefFor('SiteSearch', {}, { q })}>{t('search-back-to-all', { q })}</Link>
      </p>
      <QueryResult query={query} isEmpty={(data) => data.items.length === 0} empty={<Empty>{t('search-none', { q })}</Empty>}>
        {(data) => (
          <>
            <p className={styles.summary} role="status">
              {t('search-products-found', { count: data.total })}
            </p>
            <ul className={lists.cards}>
              {data.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} firstInView={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pages} hrefOf={(n) => hrefFor('SiteSearch', {}, n > 1 ? { q, kind: PRODUCTS, page: String(n) } : { q, kind: PRODUCTS })} />
          </>
        )}
      </QueryResult>
    </>
  );
}

export default function SiteSearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = wordsOf(params.get('q'));
  const products = params.get('kind') === PRODUCTS;
  const title = t('page-title-SiteSearch');
  const heading = q === undefined ? title : t(products ? 'search-products-heading' : 'search-heading', { q });
  return (
    <PageContainer>
      <PageTitle title={q === undefined ? title : `${heading} · ${title}`} />
      <h1 className={pages.pageTitle}>{heading}</h1>
      {/* A phone's header keeps its box in the menu: the page has one to change the words. */}
      <div className={styles.pageBox}>
        <SearchBox landmark={false} />
      </div>
      {q === undefined ? (
        <Empty>{t('search-prompt', { min: SEARCH_QUERY_MIN_LENGTH })}</Empty>
      ) : products ? (
        <Products q={q} page={pageOf(params)} />
      ) : (
        <Results q={q} />
      )}
    </PageContainer>
  );
}
