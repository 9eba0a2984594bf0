/**
 * One saved search on the saved searches page: its name, its filters in words, how many listings
 * match now and how many are new since it was last opened, how often it tells and whether it is
 * paused; Open (its search page with its filters and the new ones marked, the search marked
 * opened), Rename (inline, Formik on the domain's schema), the frequency, Pause/Resume and
 * Delete after a confirmation. A failed change says why in the notification dialog.
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withNewListings } from '../../../../domain/newListings.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { savedSearchQuery } from '../../../../domain/savedSearches.ts';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, renameSavedSearchSchema } from '../../../../domain/validation/savedSearch.ts';
import type { RenameSavedSearchValues, SavedSearchFrequencyValue } from '../../../../domain/validation/savedSearch.ts';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { Pill } from '../../../ui/Pill.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useDeleteSavedSearchMutation, useUpdateSavedSearchMutation } from '../api.ts';
import type { SavedSearch, SavedSearchUpdate } from '../api.ts';
import { useCriteriaWords } from '../useCriteriaWords.ts';
import styles from '../savedSearches.module.css';

/** The search page a saved search opens, with its filters and its new listings' ids. */
export function savedSearchHref(search: SavedSearch): string {
  const query = withNewListings(savedSearchQuery(search.kind, search.criteria), search.newListingIds);
  return hrefFor(search.kind === 'property' ? 'PropertySearchPage' : 'SearchRoommateResult', {}, query);
}

/** A change's failure, in the page's language, for the notification dialog. */
function useReportFailure(): (error: unknown) => void {
  const translator = useTranslation();
  const { notify } = useModals();
  return (error) => {
    const message = serverMessage(error) ?? Object.values(fieldErrorsOf(error))[0];
    notify(message ? translateMessage(translator, message) : 'please-try-again-later', 'error');
  };
}

function ConfirmDelete({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const { t } = useTranslation();
  const { notify } = useModals();
  const report = useReportFailure();
  const [remove, { isLoading }] = useDeleteSavedSearchMutation();
  const confirm = async (): Promise<void> => {
    try {
      await remove({ id: search.id }).unwrap();
      onDone();
      notify('saved-search-deleted', 'success');
    } catch (error) {
      onDone();
      report(error);
    }
  };
  return (
    <Modal title={t('saved-search-delete-title')} onClose={onDone}>
      <p>{t('saved-search-delete-text', { name: search.name })}</p>
      <ModalActions>
        <Button theme="outline-grey" onClick={onDone}>
          {t('saved-search-delete-keep')}
        </Button>
        <Button theme="solid-orange" loading={isLoading} onClick={() => void confirm()}>
          {t('saved-search-delete-confirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const [update] = useUpdateSavedSearchMutation();
  const submit = async (values: RenameSavedSearchValues, helpers: { setFieldError: (field: string, message: string) => void }): Promise<void> => {
    try {
      await update({ id: search.id, savedSearchUpdate: { name: values.name.trim() } }).unwrap();
      onDone();
    } catch (error) {
      const message = fieldErrorsOf(error).name ?? serverMessage(error);
      helpers.setFieldError('name', message ? translateMessage(translator, message) : t('please-try-again-later'));
    }
  };
  return (
    <Formik initialValues={{ name: search.name }} validationSchema={renameSavedSearchSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.rename} noValidate>
          <TextField name="name" label={t('saved-search-name')} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} required autoFocus />
          <Button type="submit" size="small" theme="solid-green" loading={isSubmitting}>
            {t('saved-search-rename-save')}
          </Button>
          <Button type="button" size="small" theme="outline-grey" onClick={onDone}>
            {t('saved-search-rename-cancel')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const words = useCriteriaWords();
  const report = useReportFailure();
  const [update, { isLoading: isUpdating }] = useUpdateSavedSearchMutation();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const headingId = `saved-search-${search.id}`;

  const change = (savedSearchUpdate: SavedSearchUpdate): void => {
    update({ id: search.id, savedSearchUpdate }).unwrap().catch(report);
  };

  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.cardHead}>
          <h2 id={headingId} className={styles.name}>
            {search.name}
          </h2>
          {search.newCount > 0 && <Pill tone="green">{t('saved-search-new', { count: search.newCount })}</Pill>}
          {search.paused && <Pill tone="grey">{t('saved-search-paused')}</Pill>}
        </div>
        <p className={styles.filters}>
          <span className={styles.kind}>{t(`saved-search-kind-${search.kind}`)}: </span>
          {words(search)}
        </p>
        <p className={styles.facts}>
          <span>{t('saved-search-matches', { count: search.matchCount })}</span>
          <span>{t(search.paused ? 'saved-search-told-never' : `saved-search-frequency-${search.frequency}`)}</span>
        </p>
        {renaming && <RenameForm search={search} onDone={() => setRenaming(false)} />}
        <div className={styles.actions}>
          {/* Marked opened as the page opens: the address keeps the ids of the ones new until now. */}
          <Link to={savedSearchHref(search)} className={styles.open} onClick={() => change({ opened: true })}>
            {t('saved-search-open')}
          </Link>
          {!renaming && (
            <Button size="small" theme="outline-grey" onClick={() => setRenaming(true)}>
              {t('saved-search-rename')}
            </Button>
          )}
          <label className={styles.select}>
            <span className="visually-hidden">{t('saved-search-frequency-of', { name: search.name })}</span>
            <select
              className={styles.selectInput}
              value={search.frequency}
              disabled={isUpdating}
              onChange={(event) => change({ frequency: event.target.value as SavedSearchFrequencyValue })}
            >
              {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`saved-search-frequency-${frequency}`)}
                </option>
              ))}
            </select>
          </label>
          <Button size="small" theme="outline-grey" disabled={isUpdating} onClick={() => change({ paused: !search.paused })}>
            {t(search.paused ? 'saved-search-resume' : 'saved-search-pause')}
          </Button>
          <Button size="small" theme="outline-orange" onClick={() => setDeleting(true)}>
            {t('saved-search-delete')}
          </Button>
        </div>
      </article>
      {deleting && <ConfirmDelete search={search} onDone={() => setDeleting(false)} />}
    </li>
  );
}
