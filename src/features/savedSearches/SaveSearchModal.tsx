/**
 * The save dialog (modal saveSearch, docs/decisions/0030), opened by "Save this search" with the
 * search page's filters: a name, first the one made from the filters (left empty, the server makes it),
 * how often to be told (instantly or a daily digest) and Save. A search with words says they are
 * not kept. Saved, it says so with a link to the saved searches page; a refused name shows under
 * the field, any other refusal (the limit of saved searches, say) above Save, in the page's language.
 */
import { useMemo, useState } from 'react';
import { Field, Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../domain/routes.ts';
import { suggestSavedSearchName } from '../../../domain/savedSearches.ts';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, saveSearchInitialValues, saveSearchSchema } from '../../../domain/validation/savedSearch.ts';
import type { SaveSearchFormValues } from '../../../domain/validation/savedSearch.ts';
import { fieldErrorsOf, serverMessage } from '../../api/errors.ts';
import { useModalPayload, useModals } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { translateMessage } from '../../ui/translateMessage.ts';
import { useCreateSavedSearchMutation } from './api.ts';
import type { SavedSearch, SavedSearchCriteria } from './api.ts';
import styles from './savedSearches.module.css';

const FORM_FIELDS = new Set(['name', 'frequency']);

export default function SaveSearchModal() {
  const translator = useTranslation();
  const { t } = translator;
  const { close } = useModals();
  const payload = useModalPayload('saveSearch');
  const [create] = useCreateSavedSearchMutation();
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const onClose = () => close('saveSearch');
  const locale = translator.i18n.language === 'bg' ? 'bg' : 'en';
  // The name the server would make, to keep or change.
  const initialValues = useMemo(
    () => ({
      ...saveSearchInitialValues,
      name: payload ? suggestSavedSearchName(payload.kind, payload.criteria, payload.places, (key, values) => t(key, values ?? {}), locale) : '',
    }),
    [payload, t, locale],
  );

  const submit = async (values: SaveSearchFormValues, helpers: FormikHelpers<SaveSearchFormValues>): Promise<void> => {
    if (!payload) return;
    setRefusal([]);
    const name = values.name.trim();
    try {
      const result = await create({
        savedSearchInput: {
          kind: payload.kind,
          frequency: values.frequency,
          // The search pages build the criteria from their parsed state, whose values are the contract's.
          criteria: payload.criteria as SavedSearchCriteria,
          ...(name === '' ? {} : { name }),
        },
      }).unwrap();
      setSaved(result);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const onForm = Object.fromEntries(Object.entries(fields).filter(([field]) => FORM_FIELDS.has(field)));
      const elsewhere = Object.entries(fields).filter(([field]) => !FORM_FIELDS.has(field)).map(([, message]) => message);
      helpers.setErrors(onForm);
      helpers.setTouched({ name: true, frequency: true }, false);
      const message = serverMessage(error);
      if (elsewhere.length > 0) setRefusal(elsewhere.map((text) => translateMessage(translator, text)));
      else if (Object.keys(onForm).length === 0) setRefusal([message ? translateMessage(translator, message) : t('please-try-again-later')]);
    }
  };

  return (
    <Modal title={t('saved-search-dialog-title')} onClose={onClose}>
      {saved ? (
        <div className={styles.done}>
          <p role="status">{t('saved-search-saved', { name: saved.name })}</p>
          <p>
            <Link to={hrefFor('SavedSearches')} onClick={onClose}>
              {t('saved-search-manage')}
            </Link>
          </p>
          <Button theme="outline-orange" onClick={onClose}>
            {t('modal-close')}
          </Button>
        </div>
      ) : (
        <Formik initialValues={initialValues} validationSchema={saveSearchSchema} onSubmit={submit}>
          {({ isSubmitting, values }) => (
            <Form className={styles.form} noValidate>
              <FocusFirstError />
              <p className={styles.lead}>{t('saved-search-dialog-lead')}</p>
              {payload?.hasWords && <p className={styles.lead}>{t('saved-search-words-not-kept')}</p>}
              <TextField
                name="name"
                label={t('saved-search-name')}
                placeholder={t('saved-search-name-placeholder')}
                maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              />
              <fieldset className={styles.frequencies}>
                <legend className={styles.legend}>{t('saved-search-frequency')}</legend>
                {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                  <label key={frequency} className={styles.radio}>
                    <Field type="radio" name="frequency" value={frequency} checked={values.frequency === frequency} />
                    <span>{t(`saved-search-frequency-${frequency}-long`)}</span>
                  </label>
                ))}
              </fieldset>
              {refusal.length > 0 && (
                <div role="alert">
                  {refusal.map((text) => (
                    <p key={text} className={styles.error}>
                      {text}
                    </p>
                  ))}
                </div>
              )}
              <Button type="submit" size="large" fullWidth theme="solid-green" loading={isSubmitting} disabled={!payload}>
                {t('saved-search-submit')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
