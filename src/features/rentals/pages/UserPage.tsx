/**
 * User (/potrebitel/:id, product §2, 7): what anyone may see of a user (name, kind of account, since
 * when; never the e-mail or phone) and the homes they let, 12 a page (the page in the URL).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../../domain/text.ts';
import { accountApi, useGetUserQuery } from '../../../api/account.ts';
import type { PublicUser } from '../../../api/account.ts';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { rentalsApi } from '../api.ts';
import { OwnerHomes } from '../components/OwnerHomes.tsx';
import { RentalsNotFound } from '../components/RentalsNotFound.tsx';
import { useRentalsFormat } from '../format.ts';
import { homesArgs } from '../searchQuery.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import rentals from '../rentals.module.css';
import styles from './AgencyPages.module.css';

/** The user and the page of their homes, asked for before the page renders (on the server too). */
export function prefetch({ params, search, dispatch }: PageAddress): void {
  const id = routeId(params.id);
  if (id === null) return;
  dispatch(accountApi.util.prefetch('getUser', { id }, {}));
  dispatch(rentalsApi.util.prefetch('listProperties', homesArgs({ ownerId: id }, search), {}));
}

function UserProfile({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const format = useRentalsFormat();
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
      <OwnerHomes owner={{ ownerId: user.id }} heading={() => t('rentals-user-homes')} empty={t('rentals-user-no-homes')} />
    </>
  );
}

export default function UserPage() {
  const id = routeId(useParams().id);
  const user = useGetUserQuery({ id: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(user.error)) return <RentalsNotFound titleKey="rentals-user-not-found-title" textKey="rentals-user-not-found" />;
  return (
    <PageContainer>
      <QueryResult query={user}>{(data) => <UserProfile user={data} />}</QueryResult>
    </PageContainer>
  );
}
