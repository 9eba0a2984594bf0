/**
 * The promo categories (/produkti/kategorii/promo, product §2): the categories that have products
 * on promotion, each opening its promo products; the promo background is shown only here.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { catalogueApi, useListProductCategoriesQuery } from '../../../api/catalogue.ts';
import { PROMO_CATEGORIES } from '../api.ts';
import { CategoryCard } from '../components/CategoryCard.tsx';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import styles from '../shop.module.css';

/** The page's call, started before it renders when it is the first page of a visit (lazyPage). */
export function prefetch({ dispatch }: PageAddress): void {
  dispatch(catalogueApi.util.prefetch('listProductCategories', PROMO_CATEGORIES, {}));
}

export default function PromoCategoriesPage() {
  const { t } = useTranslation();
  const categories = useListProductCategoriesQuery(PROMO_CATEGORIES);
  const title = t('page-title-PromoCategories');

  return (
    <div className={styles.promoPage}>
      <PageContainer>
        <PageTitle title={title} />
        <header className={styles.header}>
          <Breadcrumbs trail={[{ label: t('header-shop'), to: hrefFor('Marketplace') }]} current={title} />
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{t('promo-categories-lead')}</p>
        </header>
        <QueryResult
          query={categories}
          isEmpty={(list) => list.length === 0}
          empty={<Empty action={<Link to={hrefFor('Marketplace')}>{t('back-to-shop')}</Link>}>{t('promo-categories-empty')}</Empty>}
        >
          {(list) => (
            <ul className={styles.grid}>
              {list.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} promo />
                </li>
              ))}
            </ul>
          )}
        </QueryResult>
      </PageContainer>
    </div>
  );
}
