/**
 * The public profile of the shop (a vendor) or the agency (an agency) the user manages, as its
 * public page shows it: name and description (in the page's language; the other language is
 * kept), logo, city, phone and e-mail, and a shop's delivery fee. Read with getOwnVendor /
 * getOwnAgency, saved with POST /api/vendor/{id} / POST /api/agency/{id}.
 */
import { Form, Formik } from 'formik';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../domain/routes.ts';
import {
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  businessProfileFormValues,
  businessProfileSchema,
  deliveryPriceOf,
  toBusinessProfilePayload,
} from '../../../domain/validation/settings.ts';
import type { BusinessProfileFormValues } from '../../../domain/validation/settings.ts';
import { useGetOwnAgencyQuery, useGetOwnVendorQuery, useUpdateAgencyMutation, useUpdateVendorMutation } from '../../api/account.ts';
import type { Agency, Vendor } from '../../api/account.ts';
import { useListCitiesQuery } from '../../api/locations.ts';
import { SectionData } from './SectionData.tsx';
import { Button } from '../../ui/Button.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { ImageField } from '../../ui/ImageField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SaveStatus, useSave } from './saveStatus.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import styles from './settings.module.css';

type ProfileValues = BusinessProfileFormValues & { logo: string[] };

function ProfileForm({ kind, profile, onSave }: { kind: 'vendor' | 'agency'; profile: Vendor | Agency; onSave: (values: ProfileValues) => Promise<unknown> }) {
  const { t } = useTranslation();
  const cities = useListCitiesQuery();
  const { outcome, save } = useSave();
  const initialValues: ProfileValues = { ...businessProfileFormValues(profile), logo: profile.logo ? [profile.logo] : [] };
  const publicPage = kind === 'vendor' ? hrefFor('SingleVendor', { id: profile.id }) : hrefFor('Agency', { id: profile.id });

  return (
    <Formik<ProfileValues>
      initialValues={initialValues}
      validationSchema={businessProfileSchema}
      enableReinitialize
      onSubmit={(values, helpers) => save(() => onSave(values), helpers, 'settings-saved')}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <p className={styles.current}>
            <Link to={publicPage}>{t(kind === 'vendor' ? 'settings-business-view-shop' : 'settings-business-view-agency')}</Link>
          </p>
          <TextField name="name" label={t('settings-business-name')} required />
          <TextAreaField name="description" label={t('settings-business-description')} maxLength={BUSINESS_DESCRIPTION_MAX_LENGTH} hint={t('settings-business-language-hint')} />
          <ImageField name="logo" label={t('settings-business-logo')} max={1} current={profile.logo ? [{ url: profile.logo, thumbnailUrl: profile.logo }] : []} />
          <SelectField
            name="cityId"
            label={t('settings-business-city')}
            emptyLabel={cities.isError ? t('settings-business-cities-failed') : t('settings-business-no-city')}
            options={(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
          />
          <TextField name="phone" type="tel" label={t('settings-business-phone')} />
          <TextField name="email" type="email" label={t('settings-business-email')} />
          {kind === 'vendor' && (
            <TextField name="deliveryPrice" label={t('settings-business-delivery')} hint={t('settings-business-delivery-hint')} inputMode="decimal" maxLength={10} />
          )}
          <SaveStatus outcome={outcome} />
          <Button type="submit" loading={isSubmitting} disabled={!dirty} className={styles.submit}>
            {t('settings-save')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

function VendorProfile() {
  const query = useGetOwnVendorQuery();
  const [update] = useUpdateVendorMutation();
  return (
    <SectionData query={query}>
      {(vendor) => (
        <ProfileForm
          kind="vendor"
          profile={vendor}
          onSave={(values) =>
            update({
              id: vendor.id,
              vendorInput: { ...toBusinessProfilePayload(values), logo: values.logo[0] ?? null, deliveryPrice: deliveryPriceOf(values) },
            }).unwrap()
          }
        />
      )}
    </SectionData>
  );
}

function AgencyProfile() {
  const query = useGetOwnAgencyQuery();
  const [update] = useUpdateAgencyMutation();
  return (
    <SectionData query={query}>
      {(agency) => (
        <ProfileForm
          kind="agency"
          profile={agency}
          onSave={(values) => update({ id: agency.id, agencyInput: { ...toBusinessProfilePayload(values), logo: values.logo[0] ?? null } }).unwrap()}
        />
      )}
    </SectionData>
  );
}

export function BusinessSection({ kind }: { kind: 'vendor' | 'agency' }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="settings-business">
      <h2 id="settings-business">{t(kind === 'vendor' ? 'settings-business-shop-title' : 'settings-business-agency-title')}</h2>
      {kind === 'vendor' ? <VendorProfile /> : <AgencyProfile />}
    </section>
  );
}
