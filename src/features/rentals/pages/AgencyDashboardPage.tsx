/**
 * AgencyDashboard (/profil/tablo, product §2, 7 "GET /api/stats/user"): the dashboard of agencies and
 * regular users: a greeting (a regular user's with what they can do here, as links), the user's figures (properties, published ones, viewing requests,
 * credits; a regular user's orders and flatmate offers too), each leading to its page, and the
 * latest viewing requests. A vendor has its own dashboard.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { RouteName } from '../../../../domain/routes.ts';
import { displayName } from '../../../../domain/text.ts';
import { useGetUserStatsQuery } from '../../../api/account.ts';
import type { UserStats } from '../../../api/account.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useListViewingRequestsQuery } from '../api.ts';
import { ListersOnly } from '../components/ListersOnly.tsx';
import { ViewingRequestList } from '../components/ViewingRequestList.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import rentals from '../rentals.module.css';
import profile from './profile.module.css';
import styles from './AgencyDashboardPage.module.css';

/** How many of the latest viewing requests the dashboard shows. */
const LATEST_REQUESTS = 3;

function Figure({ label, value, route, linkLabel }: { label: string; value: number; route?: RouteName; linkLabel?: string }) {
  return (
    <li className={styles.figure}>
      <span className={styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
      {route && linkLabel && (
        <Link to={hrefFor(route)} className={styles.link}>
          {linkLabel}
        </Link>
      )}
    </li>
  );
}

function Figures({ stats }: { stats: UserStats }) {
  const { t } = useTranslation();
  const figures: ReactNode[] = [];
  if (stats.properties !== null) {
    figures.push(
      <Figure key="properties" label={t('rentals-dashboard-properties')} value={stats.properties} route="AdminPropertyList" linkLabel={t('rentals-dashboard-to-properties')} />,
    );
  }
  if (stats.activeProperties !== null) figures.push(<Figure key="active" label={t('rentals-dashboard-active')} value={stats.activeProperties} />);
  if (stats.viewingRequests !== null) {
    figures.push(
      <Figure key="viewings" label={t('rentals-dashboard-viewings')} value={stats.viewingRequests} route="ViewingRequests" linkLabel={t('rentals-dashboard-to-viewings')} />,
    );
  }
  if (stats.orders !== null) {
    figures.push(<Figure key="orders" label={t('rentals-dashboard-orders')} value={stats.orders} route="AdminVendorOrders" linkLabel={t('rentals-dashboard-to-orders')} />);
  }
  if (stats.tenantOffers !== null) {
    figures.push(
      <Figure key="offers" label={t('rentals-dashboard-offers')} value={stats.tenantOffers} route="AdminRoommates" linkLabel={t('rentals-dashboard-to-offers')} />,
    );
  }
  figures.push(<Figure key="credits" label={t('dashboard-credits-title')} value={stats.credits} />);
  return (
    <ul className={styles.figures} aria-label={t('rentals-dashboard-figures')}>
      {figures}
    </ul>
  );
}

function LatestRequests() {
  const { t } = useTranslation();
  const requests = useListViewingRequestsQuery({ offset: 0, limit: LATEST_REQUESTS });
  return (
    <section aria-labelledby="dashboard-latest">
      <div className={profile.headerRow}>
        <h2 id="dashboard-latest" className={styles.sectionTitle}>
          {t('rentals-dashboard-latest')}
        </h2>
        <Link to={hrefFor('ViewingRequests')}>{t('rentals-dashboard-to-viewings')}</Link>
      </div>
      <QueryResult query={requests} isEmpty={(data) => data.items.length === 0} empty={<Empty>{t('rentals-viewings-empty')}</Empty>}>
        {(data) => <ViewingRequestList items={data.items} headingLevel={3} />}
      </QueryResult>
    </section>
  );
}

/** What a regular user can do on the site, each a link (a landlord's account type means nothing to them). */
const USER_ACTIONS: readonly { route: RouteName; key: string }[] = [
  { route: 'PropertySearchPage', key: 'rentals-dashboard-do-search' },
  { route: 'AddRoommate', key: 'rentals-dashboard-do-roommate' },
  { route: 'AddProperty', key: 'rentals-dashboard-do-property' },
  { route: 'Marketplace', key: 'rentals-dashboard-do-shop' },
];

function UserWelcome() {
  const { t } = useTranslation();
  return (
    <>
      <p className={rentals.muted} id="dashboard-can-do">
        {t('rentals-dashboard-can-do')}
      </p>
      <ul className={styles.actions} aria-labelledby="dashboard-can-do">
        {USER_ACTIONS.map(({ route, key }) => (
          <li key={route}>
            <Link to={hrefFor(route)}>{t(key)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function AgencyDashboard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const stats = useGetUserStatsQuery();
  const title = t('page-title-AgencyDashboard');
  return (
    <PageContainer className={profile.page}>
      <PageTitle title={title} />
      <div className={profile.headerRow}>
        <div>
          <h1 className={profile.title}>{title}</h1>
          {user && (
            <>
              <h2 className={styles.greeting}>{t('dashboard-greeting', { name: displayName(user.name) })}</h2>
              {user.type === 'user' ? (
                <UserWelcome />
              ) : (
                <p className={rentals.muted}>
                  {t('dashboard-account-type', { type: t(`user-type-${user.type}`) })}
                  {user.agency && ` · ${user.agency.name}`}
                </p>
              )}
            </>
          )}
        </div>
        <Link to={hrefFor('AddProperty')} className={rentals.action}>
          {t('menu-add-property')}
        </Link>
      </div>
      <QueryResult query={stats}>{(data) => <Figures stats={data} />}</QueryResult>
      <LatestRequests />
    </PageContainer>
  );
}

export default function AgencyDashboardPage() {
  return (
    <ListersOnly>
      <AgencyDashboard />
    </ListersOnly>
  );
}
