/**
 * SavedSearches (/profil/zapazeni-tarseniya, docs/decisions/0030): the signed-in user's saved
 * searches as cards (SavedSearchCard), oldest first as the server lists them; while they load,
 * when the call failed (with Retry) and when there are none (what a saved search is, with links
 * to both searches).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useListSavedSearchesQuery } from '../api.ts';
import { SavedSearchCard } from '../components/SavedSearchCard.tsx';
import styles from '../savedSearches.module.css';

export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useListSavedSearchesQuery();
  const title = t('page-title-SavedSearches');
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.pageLead}>{t('saved-searches-lead')}</p>
      <QueryResult
        query={searches}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Empty
            action={
              <p className={styles.emptyLinks}>
                <Link to={hrefFor('PropertySearchPage')} className={styles.secondaryLink}>
                  {t('saved-searches-empty-properties')}
                </Link>
                <Link to={hrefFor('SearchRoommateResult')} className={styles.secondaryLink}>
                  {t('saved-searches-empty-roommates')}
                </Link>
              </p>
            }
          >
            {t('saved-searches-empty')}
          </Empty>
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.items.map((search) => (
              <SavedSearchCard key={search.id} search={search} />
            ))}
          </ul>
        )}
      </QueryResult>
    </PageContainer>
  );
}
