/** A rentals page whose property, agency or user does not exist (any more): say so and lead back to the search. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../rentals.module.css';

export function RentalsNotFound({ titleKey = 'rentals-not-found-title', textKey = 'rentals-not-found' }: { titleKey?: string; textKey?: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={t(titleKey)} />
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <Empty action={<Link to={hrefFor('PropertySearchPage')}>{t('rentals-back-to-search')}</Link>}>{t(textKey)}</Empty>
    </PageContainer>
  );
}
