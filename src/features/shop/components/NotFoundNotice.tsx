/** A shop page whose category, product or vendor does not exist: say so and lead back to the shop. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Empty } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import shop from '../shop.module.css';

export function NotFoundNotice() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={t('shop-not-found-title')} />
      <h1 className={shop.title}>{t('shop-not-found-title')}</h1>
      <Empty action={<Link to={hrefFor('Marketplace')}>{t('back-to-shop')}</Link>}>{t('shop-not-found')}</Empty>
    </PageContainer>
  );
}
