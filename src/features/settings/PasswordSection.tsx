/**
 * The password: a new one with the current one (POST /api/user/password; every other session
 * ends, this browser stays signed in), or, for whoever forgot the current one, a link by e-mail
 * (POST /api/user/change-password/request).
 */
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  settingsPasswordInitialValues,
  settingsPasswordSchema,
  toSettingsPasswordPayload,
} from '../../../domain/validation/settings.ts';
import type { SettingsPasswordFormValues } from '../../../domain/validation/settings.ts';
import { useChangePasswordMutation, useRequestPasswordChangeMutation } from '../../api/account.ts';
import { Button } from '../../ui/Button.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SaveStatus, useSave } from './saveStatus.tsx';
import styles from './settings.module.css';

export function PasswordSection() {
  const { t } = useTranslation();
  const [change] = useChangePasswordMutation();
  const [requestLink, link] = useRequestPasswordChangeMutation();
  const { outcome, save } = useSave();

  return (
    <section className={styles.section} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings-password-title')}</h2>
      <Formik<SettingsPasswordFormValues>
        initialValues={settingsPasswordInitialValues}
        validationSchema={settingsPasswordSchema}
        onSubmit={async (values, helpers) => {
          const saved = await save(() => change({ passwordChangeInput: toSettingsPasswordPayload(values) }).unwrap(), helpers, 'settings-password-changed');
          if (saved) helpers.resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <TextField name="currentPassword" type="password" label={t('settings-current-password')} autoComplete="current-password" maxLength={200} required />
            <TextField name="password" type="password" label={t('settings-password-new')} autoComplete="new-password" maxLength={200} required />
            <TextField name="password2" type="password" label={t('settings-password-repeat')} autoComplete="new-password" maxLength={200} required />
            <SaveStatus outcome={outcome} />
            <Button type="submit" loading={isSubmitting} className={styles.submit}>
              {t('settings-password-submit')}
            </Button>
          </Form>
        )}
      </Formik>
      <div className={styles.aside}>
        <p>{t('settings-password-forgotten')}</p>
        <Button size="small" theme="outline-grey" loading={link.isLoading} disabled={link.isSuccess} onClick={() => void requestLink()}>
          {t('settings-password-send-link')}
        </Button>
        <p role="status" className={link.isSuccess || link.isError ? styles.note : styles.silent}>
          {link.isSuccess ? t('settings-password-link-sent') : link.isError ? t('error-please-try-again-later') : ''}
        </p>
      </div>
    </section>
  );
}
