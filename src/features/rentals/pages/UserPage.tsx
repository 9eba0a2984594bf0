/**
 * User (/potrebitel/:id, spec 2, 7): what anyone may see of a user (name, kind of account, since
 * when; never the e-mail or phone) and the homes they let, 12 a page (the page in the URL).
 */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../../domain/text.ts';
import { useGetUserQuery } from '../../../api/account.ts';
import type { PublicUser } from '../../../api/account.ts';
import { QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../layout/routeId.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useListPropertiesQuery } from '../api.ts';
import { PropertyResults } from '../components/PropertyResults.tsx';
import { RentalsNotFound } from '../components/RentalsNotFound.tsx';
import { useRentalsFormat } from '../format.ts';
import { homesArgs, pageOf } from '../searchQuery.ts';
import rentals from '../rentals.module.css';
import styles from './AgencyPages.module.css';

function UserProfile({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const format = useRentalsFormat();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const homes = useListPropertiesQuery(homesArgs({ ownerId: user.id }, page));
  const name = displayName(user.name);
  return (
    <>
      <PageTitle title={name} />
      <div className={styles.profile}>
        <span className={styles.avatar} aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className={styles.profileText}>
          <h1 className={rentals.title}>{name}</h1>
          <p className={rentals.muted}>
            {t(`user-type-${user.type}`)} · {t('rentals-user-since', { date: format.date(user.createdAt) })}
          </p>
        </div>
      </div>
      <section aria-labelledby="user-homes">
        <h2 id="user-homes" className={rentals.sectionTitle}>
          {t('rentals-user-homes')}
        </h2>
        <PropertyResults query={homes} page={page} hrefOf={(n) => (n === 1 ? '?' : `?page=${n}`)} empty={t('rentals-user-no-homes')} headingLevel={3} />
      </section>
    </>
  );
}

export default function UserPage() {
  const id = routeId(useParams().id);
  const user = useGetUserQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(user.error)) return <RentalsNotFound titleKey="rentals-user-not-found-title" textKey="rentals-user-not-found" />;
  return (
    <div className={rentals.page}>
      <QueryResult query={user}>{(data) => <UserProfile user={data} />}</QueryResult>
    </div>
  );
}
