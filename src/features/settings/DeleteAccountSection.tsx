/**
 * Delete my account (issue 22, docs/privacy.md): the section says what is erased and what is
 * kept for accounting; its button opens a dialog that asks for the password (or, for an account
 * that signs in only with Google, the word ИЗТРИЙ / DELETE) and sends it both ways
 * (POST /api/user/deletion: the server checks the one that applies). Once deleted, the browser
 * forgets the favorites and signs out (which empties the cart and leads home).
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_DELETION_WORDS } from '../../../domain/constants.ts';
import { useDeleteAccountMutation } from '../../api/account.ts';
import { useAuth } from '../../machines/AppMachines.tsx';
import { useAppDispatch } from '../../store/hooks.ts';
import { clearFavorites } from '../../store/favoritesSlice.ts';
import { Button } from '../../ui/Button.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SaveStatus, useSave } from './saveStatus.tsx';
import styles from './settings.module.css';

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { logout } = useAuth();
  const dispatch = useAppDispatch();
  const [deleteAccount] = useDeleteAccountMutation();
  const { outcome, save } = useSave();
  const word = ACCOUNT_DELETION_WORDS[i18n.language === 'en' ? 'en' : 'bg'];

  return (
    <Modal title={t('settings-delete-title')} onClose={onClose}>
      <p>{t('settings-delete-warning')}</p>
      <Formik
        initialValues={{ password: '' }}
        onSubmit={async ({ password }, helpers) => {
          // The server's field errors name `password` or `confirmation`: both are this field.
          const marks = { ...helpers, setErrors: (errors: Record<string, string>) => helpers.setErrors({ password: errors.password ?? errors.confirmation ?? '' }) };
          const deleted = await save(() => deleteAccount({ deleteAccountInput: { password, confirmation: password } }).unwrap(), marks, 'settings-delete-done');
          if (!deleted) return;
          dispatch(clearFavorites());
          logout();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <TextField name="password" type="password" label={t('settings-delete-password', { word })} autoComplete="current-password" maxLength={200} required />
            <SaveStatus outcome={outcome} />
            <Button type="submit" theme="solid-orange" loading={isSubmitting} className={styles.submit}>
              {t('settings-delete-confirm')}
            </Button>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('settings-delete-title')}</h2>
      <p>{t('settings-delete-erased')}</p>
      <p className={styles.note}>{t('settings-delete-kept')}</p>
      <Button theme="outline-orange" className={styles.submit} onClick={() => setAsking(true)}>
        {t('settings-delete-open')}
      </Button>
      {asking && <DeleteAccountDialog onClose={() => setAsking(false)} />}
    </section>
  );
}
