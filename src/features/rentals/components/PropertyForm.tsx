/**
 * The property form of the profile (product §2 "property" and "property/{id}", 3 "Property (save
 * payload)"), on Formik with the domain's rules (domain/validation/property.ts): every field of
 * the save payload in sections; the city narrows the districts; the coordinates guide explains
 * how to copy a position from a maps service; the description writer drafts a text from the
 * fields (POST /api/property/ai/description) that the owner keeps, edits or copies into the
 * description; photos and the plan are picked, reordered and removed (ImageField) and their
 * upload's progress shows beside the save button. A refusal keeps everything typed, marks the
 * fields the server named and says why.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Field, Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  PROPERTY_LIMITS,
  propertyDescriptionSchema,
  propertyErrorsFromServer,
  propertySchema,
  toPropertyDescriptionPayload,
} from '../../../../domain/validation/property.ts';
import type { PropertyFormValues } from '../../../../domain/validation/property.ts';
import { propertyTypeFacts } from '../../../../domain/propertyFacts.ts';
import { validateForm } from '../../../../domain/validation/validate.ts';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { useListCitiesQuery } from '../../../api/locations.ts';
import { useUploadProgress } from '../../../api/upload.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { FormDraft, useFormDraft } from '../../../ui/FormDraft.tsx';
import { ImageField } from '../../../ui/ImageField.tsx';
import { LeaveGuard } from '../../../ui/LeaveGuard.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { UploadProgress } from '../../../ui/UploadProgress.tsx';
import { FocusFirstError, touchedFor } from '../../../ui/formErrors.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useGeneratePropertyDescriptionMutation, useGetPropertySettingsQuery, useListAppliancesQuery } from '../api.ts';
import type { PropertyDescriptionInput } from '../api.ts';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import styles from './PropertyForm.module.css';

export interface PropertyFormProps {
  initialValues: PropertyFormValues;
  /** The entity's pictures as the server answered them (previews of the kept ones). */
  currentImages?: readonly { url: string; thumbnailUrl: string }[];
  /** Saves the values; its rejection is the server's answer. */
  onSave: (values: PropertyFormValues) => Promise<unknown>;
  /** The save endpoint, whose upload progress shows. */
  endpoint: 'createProperty' | 'updateUserProperty';
  submitLabel: string;
  /** The name of the form's draft (FormDraft), for a new property; none when editing one. */
  draft?: string;
}

/** What a draft of the form leaves out (FormDraft). */
const PICTURES = ['images', 'plan'] as const;

/** A district not of the chosen city is let go when the city changes. */
function DistrictFollowsCity({ districtsOf }: { districtsOf: (cityId: string) => readonly { id: number }[] | undefined }) {
  const { values, setFieldValue } = useFormikContext<PropertyFormValues>();
  const districts = districtsOf(values.cityId);
  useEffect(() => {
    if (districts !== undefined && values.districtId !== '' && !districts.some((district) => String(district.id) === values.districtId)) {
      void setFieldValue('districtId', '', false);
    }
  }, [districts, values.districtId, setFieldValue]);
  return null;
}

function Section({ id, title, children, hint }: { id: string; title: string; children: ReactNode; hint?: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {hint && <p className={styles.sectionHint}>{hint}</p>}
      {children}
    </section>
  );
}

/** The description writer: the fields it needs are checked first; its text goes to descriptionAi. */
function DescriptionWriter() {
  const translator = useTranslation();
  const { t } = translator;
  const { values, setFieldValue, setFieldTouched, setErrors, errors } = useFormikContext<PropertyFormValues>();
  const [generate, { isLoading }] = useGeneratePropertyDescriptionMutation();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const draft = async (): Promise<void> => {
    const missing = validateForm(propertyDescriptionSchema, values);
    if (Object.keys(missing).length > 0) {
      setErrors({ ...errors, ...missing });
      for (const field of Object.keys(missing)) void setFieldTouched(field, true, false);
      setProblem(t('rentals-ai-needs-fields'));
      return;
    }
    setProblem(null);
    try {
      const body = toPropertyDescriptionPayload(values, address) as PropertyDescriptionInput;
      const { description } = await generate({ propertyDescriptionInput: body }).unwrap();
      await setFieldValue('descriptionAi', description);
    } catch (error) {
      const message = serverMessage(error);
      setProblem(message ? translateMessage(translator, message) : t('error-please-try-again-later'));
    }
  };

  return (
    <div className={styles.writer}>
      <h3 className={styles.writerTitle}>{t('rentals-ai-title')}</h3>
      <p className={styles.sectionHint}>{t('rentals-ai-text')}</p>
      <label className={styles.plainLabel}>
        <span>{t('rentals-ai-address')}</span>
        <input className={styles.plainInput} value={address} maxLength={999} onChange={(event) => setAddress(event.target.value)} />
      </label>
      <div className={styles.actions}>
        <Button theme="outline-orange" loading={isLoading} onClick={() => void draft()}>
          {t('rentals-ai-generate')}
        </Button>
      </div>
      {problem !== null && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <TextAreaField name="descriptionAi" label={t('rentals-form-description-ai')} rows={7} maxLength={PROPERTY_LIMITS.descriptionMaxLength} />
      {values.descriptionAi.trim() !== '' && (
        <div className={styles.actions}>
          <Button theme="outline-grey" size="small" onClick={() => void setFieldValue('description', values.descriptionAi)}>
            {t('rentals-ai-use')}
          </Button>
        </div>
      )}
    </div>
  );
}

export function PropertyForm({ initialValues, currentImages = [], onSave, endpoint, submitLabel, draft: draftName }: PropertyFormProps) {
  const translator = useTranslation();
  const { t } = translator;
  const { open } = useModals();
  const cities = useListCitiesQuery();
  const settings = useGetPropertySettingsQuery();
  const appliances = useListAppliancesQuery();
  const progress = useUploadProgress(endpoint);
  const draft = useFormDraft(draftName ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const districtsOf = (cityId: string) => cities.data?.find((city) => String(city.id) === cityId)?.districts;

  const submit = async (values: PropertyFormValues, helpers: FormikHelpers<PropertyFormValues>): Promise<void> => {
    setFailure(null);
    try {
      await onSave(values);
      draft.clear();
    } catch (error) {
      const fields = propertyErrorsFromServer(fieldErrorsOf(error));
      helpers.setErrors(fields);
      helpers.setTouched({ ...touchedFor(fields), images: true }, false);
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

  const options = (list: readonly { value: string; label: string }[] | undefined) => list ?? [];
  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };
  const decimal = { inputMode: 'decimal' as const, autoComplete: 'off' };

  return (
    <Formik<PropertyFormValues> initialValues={initialValues} validationSchema={propertySchema} onSubmit={submit} enableReinitialize>
      {({ values, isSubmitting }) => (
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <LeaveGuard />
          <FormDraft storageKey={draft.storageKey} omit={PICTURES} />
          <DistrictFollowsCity districtsOf={districtsOf} />

          <Section id="property-form-listing" title={t('rentals-form-listing')}>
            <TextField name="title" label={t('rentals-form-title')} required />
            <SelectField name="status" label={t('rentals-form-status')} options={options(settings.data?.statuses)} emptyLabel={t('rentals-form-choose')} required />
          </Section>

          <Section id="property-form-location" title={t('rentals-form-location')}>
            <div className={styles.row}>
              <SelectField
                name="cityId"
                label={t('rentals-form-city')}
                options={(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
                emptyLabel={cities.isError ? t('rentals-cities-failed') : t('rentals-form-choose')}
                required
              />
              <SelectField
                name="districtId"
                label={t('rentals-form-district')}
                options={(districtsOf(values.cityId) ?? []).map((district) => ({ value: String(district.id), label: district.name }))}
                emptyLabel={values.cityId === '' ? t('rentals-form-city-first') : t('rentals-form-choose')}
                disabled={values.cityId === ''}
                required
              />
            </div>
            <TextField name="gpsCoordinates" label={t('rentals-form-coordinates')} hint={t('rentals-form-coordinates-hint')} {...decimal} />
            <button type="button" className={styles.linkButton} onClick={() => open('coordinatesGuide')}>
              {t('rentals-form-coordinates-help')}
            </button>
          </Section>

          <Section id="property-form-home" title={t('rentals-form-home')}>
            <div className={styles.row}>
              <SelectField name="type" label={t('rentals-form-type')} options={options(settings.data?.types)} emptyLabel={t('rentals-form-choose')} required />
              <SelectField name="furniture" label={t('rentals-form-furniture')} options={options(settings.data?.furniture)} emptyLabel={t('rentals-form-choose')} required />
            </div>
            {/* Only the facts that fit the kind of home (domain/propertyFacts.ts). */}
            <div className={styles.row3}>
              <TextField name="areaSqm" label={t('rentals-form-area')} {...decimal} required />
              {propertyTypeFacts(values.type).bedrooms && <TextField name="bedrooms" label={t('rentals-form-bedrooms')} {...numeric} required />}
              <TextField name="bathrooms" label={t('rentals-form-bathrooms')} {...numeric} required />
            </div>
            <div className={styles.row3}>
              {propertyTypeFacts(values.type).floor && <TextField name="floor" label={t('rentals-form-floor')} hint={t('rentals-form-floor-hint')} {...numeric} />}
              <TextField name="totalFloors" label={t(propertyTypeFacts(values.type).floor ? 'rentals-form-total-floors' : 'rentals-form-storeys')} {...numeric} />
              <TextField name="buildingYear" label={t('rentals-form-building-year')} {...numeric} />
            </div>
            <div className={styles.row}>
              <SelectField name="construction" label={t('rentals-form-construction')} options={options(settings.data?.construction)} emptyLabel={t('rentals-form-not-said')} />
              <SelectField name="heating" label={t('rentals-form-heating')} options={options(settings.data?.heating)} emptyLabel={t('rentals-form-not-said')} />
            </div>
            <Checkbox name="petFriendly" label={t('rentals-form-pets')} />
          </Section>

          <Section id="property-form-rent" title={t('rentals-form-rent-section')}>
            <div className={styles.row}>
              <TextField name="price" label={t('rentals-form-price')} hint={t('rentals-form-euro-hint')} {...decimal} required />
              <TextField name="deposit" label={t('rentals-form-deposit')} {...decimal} />
            </div>
            <Checkbox name="billsIncluded" label={t('rentals-form-bills-included')} />
            <div className={styles.row}>
              <TextField name="billsEstimate" label={t('rentals-form-bills-estimate')} {...decimal} />
              <TextField name="billsNote" label={t('rentals-form-bills-note')} />
            </div>
            <TextAreaField name="taxDescription" label={t('rentals-form-fees')} rows={2} maxLength={999} />
          </Section>

          <Section id="property-form-description" title={t('rentals-form-description-section')}>
            <TextAreaField name="description" label={t('rentals-form-description')} rows={8} maxLength={PROPERTY_LIMITS.descriptionMaxLength} required />
            <DescriptionWriter />
          </Section>

          <Section id="property-form-advantages" title={t('rentals-form-advantages')} hint={t('rentals-form-advantages-hint')}>
            <div className={styles.row}>
              <TextAreaField name="locationAdvantages" label={t('rentals-location-advantages')} rows={4} maxLength={PROPERTY_LIMITS.advantagesMaxLength} />
              <TextAreaField name="propertyAdvantages" label={t('rentals-property-advantages')} rows={4} maxLength={PROPERTY_LIMITS.advantagesMaxLength} />
            </div>
          </Section>

          <Section id="property-form-appliances" title={t('rentals-appliances')}>
            {appliances.isError ? (
              <p role="alert" className={styles.problem}>
                {t('rentals-form-appliances-failed')}
              </p>
            ) : (
              <div role="group" aria-labelledby="property-form-appliances" className={styles.checks}>
                {(appliances.data ?? []).map((appliance) => (
                  <label key={appliance.id} className={styles.check}>
                    <Field type="checkbox" name="appliances" value={String(appliance.id)} />
                    <span>{appliance.name}</span>
                  </label>
                ))}
              </div>
            )}
          </Section>

          <Section id="property-form-photos" title={t('rentals-form-photos')}>
            <ImageField name="images" label={t('rentals-form-images')} max={PROPERTY_LIMITS.maxImages} current={currentImages} />
            <ImageField name="plan" label={t('rentals-plan')} max={1} current={values.plan.map((url) => ({ url, thumbnailUrl: url }))} />
          </Section>

          {failure !== null && (
            <p role="alert" className={styles.problem}>
              {failure}
            </p>
          )}
          <div className={styles.submit}>
            <Button type="submit" size="large" loading={isSubmitting}>
              {submitLabel}
            </Button>
            <UploadProgress value={progress} className={styles.progress} />
          </div>
        </Form>
      )}
    </Formik>
  );
}
