/**
 * The e-mail address: a new one needs the current password and changes only once the link mailed
 * to it is opened (POST /api/user/me); meanwhile the page says where the link went, and the
 * change can be dropped.
 */
import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { emailChangeInitialValues, emailChangeSchema, toEmailChangePayload } from '../../../domain/validation/settings.ts';
import type { EmailChangeFormValues } from '../../../domain/validation/settings.ts';
import { useUpdateCurrentUserMutation } from '../../api/account.ts';
import type { CurrentUser } from '../../api/account.ts';
import { useAuth } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SaveStatus, useSave } from './saveStatus.tsx';
import styles from './settings.module.css';

export function EmailSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [update, dropping] = useUpdateCurrentUserMutation();
  const { outcome, save } = useSave();
  const schema = useMemo(() => emailChangeSchema(user.email), [user.email]);
  const pending = user.pendingEmail ?? null;

  return (
    <section className={styles.section} aria-labelledby="settings-email">
      <h2 id="settings-email">{t('settings-email-title')}</h2>
      <p className={styles.current}>
        {t('settings-email-current')} <strong>{user.email}</strong>
      </p>
      {pending !== null && (
        <div className={styles.pending}>
          <p>
            {t('settings-email-pending')} <strong>{pending}</strong>. {t('settings-email-pending-after')}
          </p>
          <Button
            size="small"
            theme="outline-grey"
            loading={dropping.isLoading}
            onClick={async () => {
              await update({ userUpdateInput: { email: user.email } })
                .unwrap()
                .catch(() => undefined);
              refresh();
            }}
          >
            {t('settings-email-drop')}
          </Button>
        </div>
      )}
      <Formik<EmailChangeFormValues>
        initialValues={emailChangeInitialValues}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          const saved = await save(() => update({ userUpdateInput: toEmailChangePayload(values) }).unwrap(), helpers, 'settings-email-sent');
          if (saved) {
            helpers.resetForm();
            refresh();
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <TextField name="email" type="email" label={t('settings-email-new')} required />
            <TextField name="currentPassword" type="password" label={t('settings-current-password')} autoComplete="current-password" maxLength={200} required />
            <SaveStatus outcome={outcome} />
            <Button type="submit" loading={isSubmitting} className={styles.submit}>
              {t('settings-email-submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
