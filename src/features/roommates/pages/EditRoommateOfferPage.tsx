/**
 * EditRoommateOffer (/profil/sakvartiranti/:id, product §2): the poster changes their offer in the
 * post-an-offer form, filled in with it (its photos kept unless removed). Someone else's offer is
 * not theirs to edit (the server answers 403 too, decision 0011); an offer that does not exist
 * says so. Saving leads back to the poster's list.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { routeId } from '../../../../domain/routes.ts';
import { Empty, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { useAuth, useModals } from '../../../machines/AppMachines.tsx';
import { useGetTenantOfferQuery, useUpdateTenantOfferMutation } from '../api.ts';
import { OfferForm } from '../components/OfferForm.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RegularUsersOnly } from '../components/RegularUsersOnly.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../roommates.module.css';

function Missing({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Empty
      action={
        <Link to={hrefFor('AdminRoommates')} className={styles.secondaryLink}>
          {t('roommates-back-to-mine')}
        </Link>
      }
    >
      {text}
    </Empty>
  );
}

function EditOffer({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useModals();
  const { user } = useAuth();
  const offer = useGetTenantOfferQuery({ id });
  const [updateOffer] = useUpdateTenantOfferMutation();
  if (isNotFound(offer.error)) return <Missing text={t('roommates-not-found')} />;
  return (
    <QueryResult query={offer}>
      {(data) =>
        data.owner.id !== user?.id ? (
          <Missing text={t('roommates-not-yours')} />
        ) : (
          <OfferForm
            offer={data}
            endpoint="updateTenantOffer"
            submitLabel={t('roommates-form-save')}
            onSave={(tenantOfferInput) => updateOffer({ id, tenantOfferInput }).unwrap()}
            onSaved={() => {
              void navigate(hrefFor('AdminRoommates'));
              notify('roommates-saved', 'success');
            }}
          />
        )
      }
    </QueryResult>
  );
}

export default function EditRoommateOfferPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  return (
    <PageContainer>
      <PageHeader
        title={t('page-title-EditRoommateOffer')}
        action={
          <Link to={hrefFor('AdminRoommates')} className={styles.secondaryLink}>
            {t('roommates-back-to-mine')}
          </Link>
        }
      />
      <RegularUsersOnly>{id === null ? <Missing text={t('roommates-not-found')} /> : <EditOffer id={id} />}</RegularUsersOnly>
    </PageContainer>
  );
}
