/**
 * EditProperty (/profil/imot/:id, product §2): one of the owner's properties in the property form,
 * as saved; a save keeps the owner on the page with the server's answer in the form. Someone
 * else's property (403, decision 0011) or one that is gone (404) says so.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { propertyFormValues, toPropertyPayload } from '../../../../domain/validation/property.ts';
import { Empty, QueryResult, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useGetUserPropertyQuery, useUpdateUserPropertyMutation } from '../api.ts';
import type { Property, PropertyInput } from '../api.ts';
import { ListersOnly } from '../components/ListersOnly.tsx';
import { PropertyForm } from '../components/PropertyForm.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import profile from './profile.module.css';

const isForbidden = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 403;

function EditForm({ property }: { property: Property }) {
  const { t } = useTranslation();
  const { notify } = useModals();
  const [updateProperty] = useUpdateUserPropertyMutation();
  const initialValues = useMemo(() => propertyFormValues(property), [property]);
  if (property.deletedAt !== null) return <Empty>{t('rentals-edit-deleted')}</Empty>;
  return (
    <>
      {property.status === 'active' && (
        <p className={profile.lead}>
          <Link to={hrefFor('SinglePropertyPage', { id: property.id })}>{t('rentals-edit-view-public')}</Link>
        </p>
      )}
      <PropertyForm
        initialValues={initialValues}
        currentImages={property.images}
        endpoint="updateUserProperty"
        submitLabel={t('rentals-form-save')}
        onSave={async (values) => {
          await updateProperty({ id: property.id, propertyInput: toPropertyPayload(values) as PropertyInput }).unwrap();
          notify('rentals-property-saved', 'success');
        }}
      />
    </>
  );
}

function EditProperty() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const property = useGetUserPropertyQuery({ id: id ?? 0 }, { skip: id === null });
  const title = t('page-title-EditProperty');
  const missing = id === null || isNotFound(property.error);
  return (
    <PageContainer className={profile.page}>
      <PageTitle title={property.data?.title ?? title} />
      <h1 className={profile.title}>{title}</h1>
      {missing || isForbidden(property.error) ? (
        <Empty action={<Link to={hrefFor('AdminPropertyList')}>{t('rentals-back-to-list')}</Link>}>
          {t(missing ? 'rentals-edit-missing' : 'rentals-edit-not-yours')}
        </Empty>
      ) : (
        <QueryResult query={property}>{(data) => <EditForm property={data} />}</QueryResult>
      )}
    </PageContainer>
  );
}

export default function EditPropertyPage() {
  return (
    <ListersOnly>
      <EditProperty />
    </ListersOnly>
  );
}
