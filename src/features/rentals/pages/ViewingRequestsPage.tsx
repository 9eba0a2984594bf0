/**
 * ViewingRequests (/profil/zayavki-za-oglied, product §2, 7): the viewing requests for the owner's
 * properties, newest first, 10 a page (the page in the URL); `?property=` narrows them to one
 * property (its row in the property list leads here).
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { USER_PROPERTY_PAGE_SIZE } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { useListViewingRequestsQuery } from '../api.ts';
import { ListersOnly } from '../components/ListersOnly.tsx';
import { ViewingRequestList } from '../components/ViewingRequestList.tsx';
import { pageCount, pageOf } from '../searchQuery.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import profile from './profile.module.css';

function ViewingRequests() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const propertyId = routeId(params.get('property') ?? undefined) ?? undefined;
  const requests = useListViewingRequestsQuery({ offset: (page - 1) * USER_PROPERTY_PAGE_SIZE, limit: USER_PROPERTY_PAGE_SIZE, propertyId });
  const title = t('page-title-ViewingRequests');
  const hrefOfPage = (n: number): string => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    return `?${next.toString()}`;
  };
  const property = requests.data?.items[0]?.property;
  return (
    <PageContainer className={profile.page}>
      <PageTitle title={title} />
      <h1 className={profile.title}>{title}</h1>
      <p className={profile.lead}>
        {propertyId !== undefined ? (
          <>
            {t('rentals-viewings-for', { title: property?.title ?? `#${propertyId}` })}{' '}
            <Link to={hrefFor('ViewingRequests')}>{t('rentals-viewings-all')}</Link>
          </>
        ) : (
          t('rentals-viewings-lead')
        )}
      </p>
      <QueryResult query={requests} isEmpty={(data) => data.items.length === 0} empty={<Empty>{t('rentals-viewings-empty')}</Empty>}>
        {(data) => (
          <>
            <p role="status" className={profile.lead}>
              {t('rentals-viewings-count', { count: data.total })}
            </p>
            <ViewingRequestList items={data.items} />
            <Pagination page={page} pages={pageCount(data.total, USER_PROPERTY_PAGE_SIZE)} hrefOf={hrefOfPage} />
          </>
        )}
      </QueryResult>
    </PageContainer>
  );
}

export default function ViewingRequestsPage() {
  return (
    <ListersOnly>
      <ViewingRequests />
    </ListersOnly>
  );
}
