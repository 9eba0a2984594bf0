/**
 * TrustedAgenciesPage (/dovereni-agentsii, product §2): the agencies, those with the most published
 * homes first, 12 a page (the page in the URL): logo, name, city, a few words about each and how
 * many homes it offers, leading to its page.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROPERTY_PAGE_SIZE } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { rentalsApi, useListAgenciesQuery } from '../api.ts';
import type { Agency } from '../api.ts';
import { pageCount, pageOf } from '../searchQuery.ts';
import { metaDescription } from '../text.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import rentals from '../rentals.module.css';
import styles from './AgencyPages.module.css';

const argsOf = (page: number) => ({ offset: (page - 1) * PROPERTY_PAGE_SIZE, limit: PROPERTY_PAGE_SIZE });

export function prefetch({ search, dispatch }: PageAddress): void {
  dispatch(rentalsApi.util.prefetch('listAgencies', argsOf(pageOf(search)), {}));
}

function AgencyCard({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      {agency.logo ? <img src={agency.logo} alt="" width={72} height={72} className={styles.logo} /> : <span className={styles.logo} />}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={hrefFor('Agency', { id: agency.id })}>{agency.name}</Link>
        </h2>
        {agency.city && <p className={rentals.muted}>{agency.city.name}</p>}
        {agency.description && <p className={styles.description}>{metaDescription(agency.description, 180)}</p>}
        <p className={styles.count}>{t('rentals-agency-homes', { count: agency.propertiesCount })}</p>
      </div>
    </article>
  );
}

export default function TrustedAgenciesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const agencies = useListAgenciesQuery(argsOf(page));
  const title = t('page-title-TrustedAgenciesPage');
  return (
    <PageContainer>
      <PageTitle title={title} />
      <div className={rentals.header}>
        <h1 className={rentals.title}>{title}</h1>
        <p className={rentals.lead}>{t('rentals-agencies-lead')}</p>
      </div>
      <QueryResult query={agencies} isEmpty={(data) => data.items.length === 0} empty={<Empty>{t('rentals-agencies-empty')}</Empty>}>
        {(data) => (
          <>
            <ul className={styles.agencies}>
              {data.items.map((agency) => (
                <li key={agency.id}>
                  <AgencyCard agency={agency} />
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={pageCount(data.total, PROPERTY_PAGE_SIZE)} hrefOf={(n) => (n === 1 ? '?' : `?page=${n}`)} />
          </>
        )}
      </QueryResult>
    </PageContainer>
  );
}
