/**
 * AgencyDashboard: a greeting with the user's name and account type and the credit balance. The
 * statistics arrive with the profile issues (the vendor's dashboard is the vendor area's).
 * Profile itself (/profil) leads to the signed-in user's dashboard.
 */
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../domain/text.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { RouteName } from '../../../domain/routes.ts';
import { dashboardFor } from '../../machines/auth.ts';
import { useAuth } from '../../machines/AppMachines.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import styles from './DashboardPage.module.css';

interface DashboardPageProps {
  route: Extract<RouteName, 'AgencyDashboard'>;
}

function DashboardPage({ route }: DashboardPageProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const title = t(`page-title-${route}`);
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      {user && (
        <div className={styles.dashboardCards}>
          <section className={styles.card} aria-labelledby="dashboard-greeting">
            <h2 id="dashboard-greeting" className={styles.cardTitle}>
              {t('dashboard-greeting', { name: displayName(user.name) })}
            </h2>
            <p className={styles.cardText}>{t('dashboard-account-type', { type: t(`user-type-${user.type}`) })}</p>
          </section>
          <section className={styles.card} aria-labelledby="dashboard-credits">
            <h2 id="dashboard-credits" className={styles.cardTitle}>
              {t('dashboard-credits-title')}
            </h2>
            <p className={styles.credits}>{user.credits}</p>
            <p className={styles.cardText}>{t('dashboard-credits-text')}</p>
          </section>
        </div>
      )}
    </div>
  );
}

export function AgencyDashboardPage() {
  return <DashboardPage route="AgencyDashboard" />;
}

/** /profil itself: the signed-in user's dashboard (the profile frame has asked others to sign in). */
export function ProfileIndexPage() {
  const { user } = useAuth();
  return user ? <Navigate to={hrefFor(dashboardFor(user))} replace /> : null;
}
