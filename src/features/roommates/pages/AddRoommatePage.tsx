/**
 * AddRoommate (/sakvartiranti/publikuvai, product §2, 6): a regular user posts a flatmate offer
 * (OfferForm); a visitor is asked to sign in, an agency or a vendor is told that offers are for
 * personal accounts. A posted offer opens at once, with a message that it is published.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { useCreateTenantOfferMutation } from '../api.ts';
import { OfferForm } from '../components/OfferForm.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { RegularUsersOnly } from '../components/RegularUsersOnly.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';

export default function AddRoommatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useModals();
  const [createOffer] = useCreateTenantOfferMutation();
  return (
    <PageContainer>
      <PageHeader title={t('page-title-AddRoommate')} lead={t('roommates-post-lead')} />
      <RegularUsersOnly>
        <OfferForm
          endpoint="createTenantOffer"
          submitLabel={t('roommates-form-publish')}
          onSave={(tenantOfferInput) => createOffer({ tenantOfferInput }).unwrap()}
          onSaved={(offer) => {
            void navigate(hrefFor('SingleRoommateOffer', { id: offer.id }));
            notify('roommates-published', 'success');
          }}
        />
      </RegularUsersOnly>
    </PageContainer>
  );
}
