/**
 * Agency (/agentsiya/:id, product §2, 7): an agency (logo, name, city, phone, e-mail, about it) and
 * its published homes, 12 a page, newest first (the page in the URL).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { rentalsApi, useGetAgencyQuery } from '../api.ts';
import type { Agency } from '../api.ts';
import { OwnerHomes } from '../components/OwnerHomes.tsx';
import { RentalsNotFound } from '../components/RentalsNotFound.tsx';
import { homesArgs } from '../searchQuery.ts';
import { metaDescription } from '../text.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs.tsx';
import rentals from '../rentals.module.css';
import styles from './AgencyPages.module.css';

/** The agency and the page of its homes, asked for before the page renders (on the server too). */
export function prefetch({ params, search, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id === null) return;
  dispatch(rentalsApi.util.prefetch('getAgency', { id }, {}));
  dispatch(rentalsApi.util.prefetch('listProperties', homesArgs({ agencyId: id }, search), {}));
}

function AgencyHeader({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <div className={styles.profile}>
      <PageTitle title={agency.name} description={agency.description ? metaDescription(agency.description) : null} />
      {agency.logo && <img src={agency.logo} alt="" width={96} height={96} className={styles.bigLogo} />}
      <div className={styles.profileText}>
        <Breadcrumbs trail={[{ label: t('page-title-TrustedAgenciesPage'), to: hrefFor('TrustedAgenciesPage') }]} current={agency.name} />
        <h1 className={rentals.title}>{agency.name}</h1>
        <ul className={styles.contacts}>
          {agency.city && <li>{agency.city.name}</li>}
          {agency.phone && (
            <li>
              <a href={`tel:${agency.phone.replace(/\s/g, '')}`}>{agency.phone}</a>
            </li>
          )}
          {agency.email && (
            <li>
              <a href={`mailto:${agency.email}`}>{agency.email}</a>
            </li>
          )}
        </ul>
        {agency.description && <p className={styles.about}>{agency.description}</p>}
      </div>
    </div>
  );
}

export default function AgencyPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const agency = useGetAgencyQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(agency.error)) return <RentalsNotFound titleKey="rentals-agency-not-found-title" textKey="rentals-agency-not-found" />;
  return (
    <PageContainer>
      <QueryResult query={agency}>
        {(data) => (
          <>
            <AgencyHeader agency={data} />
            <OwnerHomes
              owner={{ agencyId: data.id }}
              heading={(total) => t('rentals-agency-homes', { count: total ?? data.propertiesCount })}
              empty={t('rentals-agency-no-homes')}
            />
          </>
        )}
      </QueryResult>
    </PageContainer>
  );
}
