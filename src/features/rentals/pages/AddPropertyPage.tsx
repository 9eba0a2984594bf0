/**
 * AddProperty (/profil/imot, product §2): a new property from the property form; once saved, the
 * owner's list, with a word that it was.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { propertyInitialValues, toPropertyPayload } from '../../../../domain/validation/property.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useCreatePropertyMutation } from '../api.ts';
import type { PropertyInput } from '../api.ts';
import { ListersOnly } from '../components/ListersOnly.tsx';
import { PropertyForm } from '../components/PropertyForm.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import profile from './profile.module.css';

function AddProperty() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useModals();
  const [createProperty] = useCreatePropertyMutation();
  const title = t('page-title-AddProperty');
  return (
    <PageContainer className={profile.page}>
      <PageTitle title={title} />
      <h1 className={profile.title}>{title}</h1>
      <p className={profile.lead}>{t('rentals-add-lead')}</p>
      <PropertyForm
        initialValues={propertyInitialValues}
        endpoint="createProperty"
        draft="property"
        submitLabel={t('rentals-form-publish')}
        onSave={async (values) => {
          await createProperty({ propertyInput: toPropertyPayload(values) as PropertyInput }).unwrap();
          notify('rentals-property-created', 'success');
          await navigate(hrefFor('AdminPropertyList'));
        }}
      />
    </PageContainer>
  );
}

export default function AddPropertyPage() {
  return (
    <ListersOnly>
      <AddProperty />
    </ListersOnly>
  );
}
