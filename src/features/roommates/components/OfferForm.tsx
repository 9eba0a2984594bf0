/**
 * The post-an-offer form (AddRoommate and EditRoommateOffer): title, description, city and
 * university, monthly price in euros, the day the room is free, how many flatmates and whom, and
 * up to 20 photos (ImageField, through the shared image pipeline, with the upload's progress).
 * The form's rules (domain/validation/roommateOffer.ts) are checked before anything is sent; a
 * refusal keeps what was typed, marks the fields the server named and says why.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import {
  ROOMMATE_GENDER_PREFERENCES,
  ROOMMATE_OFFER_LIMITS,
  roommateOfferAvailableWindow,
  roommateOfferInitialValues,
  roommateOfferSchema,
} from '../../../../domain/validation/roommateOffer.ts';
import type { RoommateOfferFormValues } from '../../../../domain/validation/roommateOffer.ts';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { useListCitiesQuery } from '../../../api/locations.ts';
import { useUploadProgress } from '../../../api/upload.ts';
import { Button } from '../../../ui/Button.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { FormDraft, useFormDraft } from '../../../ui/FormDraft.tsx';
import { ImageField } from '../../../ui/ImageField.tsx';
import { LeaveGuard } from '../../../ui/LeaveGuard.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { UploadProgress } from '../../../ui/UploadProgress.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useListUniversitiesQuery } from '../api.ts';
import type { TenantOffer, TenantOfferInput } from '../api.ts';
import { offerValuesOf, toOfferInput } from '../offerForm.ts';
import styles from '../roommates.module.css';

export interface OfferFormProps {
  /** The offer being edited; none for a new one. */
  offer?: TenantOffer;
  /** The save's endpoint, whose upload progress the form shows. */
  endpoint: 'createTenantOffer' | 'updateTenantOffer';
  submitLabel: string;
  /** Sends the body; resolves with the saved offer, or rejects with the server's error. */
  onSave: (input: TenantOfferInput) => Promise<TenantOffer>;
  onSaved: (offer: TenantOffer) => void;
}

/** What a draft of the form leaves out (FormDraft). */
const PICTURES = ['images'] as const;

/** The university list follows the chosen city, and a university of another city is let go. */
function UniversityField() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<RoommateOfferFormValues>();
  const universities = useListUniversitiesQuery();
  const inCity = (universities.data ?? []).filter((university) => String(university.cityId) === values.cityId);
  const chosen = universities.data?.find((university) => String(university.id) === values.universityId);
  const elsewhere = chosen !== undefined && String(chosen.cityId) !== values.cityId;
  useEffect(() => {
    if (elsewhere) void setFieldValue('universityId', '', false);
  }, [elsewhere, setFieldValue]);
  return (
    <SelectField
      name="universityId"
      label={t('roommates-form-university')}
      emptyLabel={values.cityId === '' ? t('roommates-form-choose-city-first') : t('roommates-form-no-university')}
      options={inCity.map((university) => ({ value: String(university.id), label: university.name }))}
      disabled={values.cityId === ''}
    />
  );
}

export function OfferForm({ offer, endpoint, submitLabel, onSave, onSaved }: OfferFormProps) {
  const translator = useTranslation();
  const { t } = translator;
  const cities = useListCitiesQuery();
  const progress = useUploadProgress(endpoint);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => roommateOfferSchema(now), [now]);
  const dates = roommateOfferAvailableWindow(now);
  const initialValues = useMemo(() => (offer ? offerValuesOf(offer) : roommateOfferInitialValues), [offer]);
  // A new offer keeps a draft; an offer being edited is saved already.
  const draft = useFormDraft(offer ? null : 'roommate-offer');

  const submit = async (values: RoommateOfferFormValues, helpers: FormikHelpers<RoommateOfferFormValues>): Promise<void> => {
    setFailure(null);
    try {
      const saved = await onSave(toOfferInput(values));
      draft.clear();
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
      const message = serverMessage(error);
      setFailure(
        message
          ? translateMessage(translator, message)
          : Object.keys(fields).length > 0
            ? t('error-please-fulfill-all-fields-with-valid-data')
            : t('error-please-try-again-later'),
      );
    }
  };

  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  const wantedOptions = Array.from({ length: ROOMMATE_OFFER_LIMITS.maxRoommatesWanted }, (_, index) => ({ value: String(index + 1), label: t('roommates-wanted', { count: index + 1 }) }));

  return (
    <Formik<RoommateOfferFormValues> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <LeaveGuard />
          <FormDraft storageKey={draft.storageKey} omit={PICTURES} />
          <TextField name="title" label={t('roommates-form-title')} hint={t('roommates-form-title-hint')} required />
          <TextAreaField name="description" label={t('roommates-form-description')} hint={t('roommates-form-description-hint')} maxLength={ROOMMATE_OFFER_LIMITS.descriptionMaxLength} rows={7} required />
          <div className={styles.row}>
            <SelectField name="cityId" label={t('roommates-form-city')} emptyLabel={cities.isError ? t('roommates-cities-failed') : t('roommates-form-choose-city')} options={cityOptions} required />
            <UniversityField />
          </div>
          <div className={styles.row}>
            <TextField name="price" inputMode="decimal" label={t('roommates-form-price')} hint={t('roommates-form-price-hint')} maxLength={10} required />
            <TextField name="availableFrom" type="date" label={t('roommates-form-available')} hint={t('roommates-form-available-hint')} min={dates.min} max={dates.max} required />
          </div>
          <div className={styles.row}>
            <SelectField name="roommatesWanted" label={t('roommates-form-wanted')} emptyLabel={t('roommates-form-choose')} options={wantedOptions} required />
            <SelectField
              name="genderPreference"
              label={t('roommates-form-gender')}
              emptyLabel={t('roommates-form-choose')}
              options={ROOMMATE_GENDER_PREFERENCES.map((value) => ({ value, label: t(`roommates-gender-${value}`) }))}
              required
            />
          </div>
          <ImageField name="images" label={t('roommates-form-photos')} max={ROOMMATE_OFFER_LIMITS.maxImages} current={offer?.images} />
          <div className={styles.formActions}>
            {failure && (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            )}
            <UploadProgress value={progress} />
            <Button type="submit" size="large" theme="solid-green" loading={isSubmitting} fullWidth>
              {submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
