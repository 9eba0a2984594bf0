/**
 * The home page below its hero (HomePage.tsx): the rooms, the promo categories, products on
 * promotion, and the other ways in (a rental, a flatmate, cleaning and moving). Its own chunk:
 * the hero paints without it.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROOM_PICKER_VALUES } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { catalogueApi, useListProductCategoriesQuery } from '../../../api/catalogue.ts';
import { PROMO_CATEGORIES, shopApi, useSearchProductsQuery } from '../api.ts';
import type { SearchProductsApiArg } from '../api.ts';
import { CategoryCard } from '../components/CategoryCard.tsx';
import { QueryResult } from '../../../layout/StatusViews.tsx';
import shop from '../shop.module.css';
import styles from './HomePage.module.css';

/** How many promo categories and featured products the home page shows. */
export const HOME_PROMO_CATEGORIES = 4;
export const HOME_FEATURED_PRODUCTS = 8;

// A product without a picture is not put forward: its card would lead the page with an empty frame.
const FEATURED: SearchProductsApiArg = { limit: HOME_FEATURED_PRODUCTS, orderBy: 'createdAt.DESC', productSearchInput: { promo: true, pictured: true } };

/** The sections' calls, started before they render when the home page is the first of a visit. */
export function prefetch({ dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listProductCategories', PROMO_CATEGORIES, {}));
  dispatch(shopApi.util.prefetch('searchProducts', FEATURED, {}));
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <circle cx="17" cy="24" r="9" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <path d="M26 24h16m-5 0v6m-6-6v4" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

function PeopleIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <circle cx="17" cy="17" r="6" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <circle cx="33" cy="19" r="5" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <path d="M6 38c0-7 5-11 11-11s11 4 11 11M29 29c7 0 12 3 12 9" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

function BoxIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <path d="M6 15 24 7l18 8v18l-18 8-18-8Z M6 15l18 8 18-8M24 23v18" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" />
    </svg>
  );
}

function PromoCategories() {
  const { t } = useTranslation();
  const categories = useListProductCategoriesQuery(PROMO_CATEGORIES);
  if (categories.data?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-promo-title">
      <div className={styles.sectionHeader}>
        <h2 id="home-promo-title" className={styles.sectionTitle}>
          {t('home-promo-title')}
        </h2>
        <Link to={hrefFor('PromoCategories')} className={styles.more}>
          {t('home-promo-all')}
        </Link>
      </div>
      <QueryResult query={categories}>
        {(list) => (
          <ul className={shop.grid}>
            {list.slice(0, HOME_PROMO_CATEGORIES).map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} promo headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </QueryResult>
    </section>
  );
}

function FeaturedProducts() {
  const { t } = useTranslation();
  const products = useSearchProductsQuery(FEATURED);
  if (products.data?.items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-featured-title">
      <h2 id="home-featured-title" className={styles.sectionTitle}>
        {t('home-featured-title')}
      </h2>
      <QueryResult query={products}>
        {(page) => (
          <ul className={shop.grid}>
            {page.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </QueryResult>
    </section>
  );
}

export default function HomeSections() {
  const { t } = useTranslation();
  return (
    <>
    <section className={styles.section} aria-labelledby="home-rooms-title">
      <h2 id="home-rooms-title" className={styles.sectionTitle}>
        {t('home-entry-furnish-title')}
      </h2>
      <p className={styles.sectionLead}>{t('home-entry-furnish-text')}</p>
      <ul className={styles.roomList}>
        {ROOM_PICKER_VALUES.map((room) => (
          <li key={room}>
            <Link to={hrefFor('MarketplaceProductCategories', {}, { room })} className={styles.roomLink}>
              {t(`room-${room}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>

    <PromoCategories />
    <FeaturedProducts />

    <section className={styles.entries} aria-label={t('home-entries-label')}>
      <article className={styles.entry}>
        <KeyIcon />
        <h2 className={styles.entryTitle}>{t('home-entry-rentals-title')}</h2>
        <p className={styles.entryText}>{t('home-entry-rentals-text')}</p>
        <Link to={hrefFor('PropertySearchPage')} className={styles.entryLink}>
          {t('home-entry-rentals-action')}
        </Link>
      </article>
      <article className={styles.entry}>
        <PeopleIcon />
        <h2 className={styles.entryTitle}>{t('home-entry-roommates-title')}</h2>
        <p className={styles.entryText}>{t('home-entry-roommates-text')}</p>
        <Link to={hrefFor('SearchRoommateResult')} className={styles.entryLink}>
          {t('home-entry-roommates-action')}
        </Link>
      </article>
      <article className={styles.entry}>
        <BoxIcon />
        <h2 className={styles.entryTitle}>{t('home-entry-services-title')}</h2>
        <p className={styles.entryText}>{t('home-entry-services-text')}</p>
        <div className={styles.entryLinks}>
          <Link to={hrefFor('CleaningPage')} className={styles.entryLink}>
            {t('service-cleaning')}
          </Link>
          <Link to={hrefFor('MovingPage')} className={styles.entryLink}>
            {t('service-moving')}
          </Link>
        </div>
      </article>
    </section>
    </>
  );
}
