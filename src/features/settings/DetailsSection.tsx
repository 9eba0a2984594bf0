/** Personal details: name and phone (POST /api/user/me); the header shows the new name at once. */
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { profileSchema, toProfilePayload } from '../../../domain/validation/settings.ts';
import type { ProfileFormValues } from '../../../domain/validation/settings.ts';
import { useUpdateCurrentUserMutation } from '../../api/account.ts';
import type { CurrentUser } from '../../api/account.ts';
import { useAuth } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { SaveStatus, useSave } from './saveStatus.tsx';
import styles from './settings.module.css';

export function DetailsSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [update] = useUpdateCurrentUserMutation();
  const { outcome, save } = useSave();
  const initialValues: ProfileFormValues = { name: user.name, phone: user.phone ?? '' };

  return (
    <section className={styles.section} aria-labelledby="settings-details">
      <h2 id="settings-details">{t('settings-details-title')}</h2>
      <Formik<ProfileFormValues>
        initialValues={initialValues}
        validationSchema={profileSchema}
        onSubmit={async (values, helpers) => {
          const saved = await save(() => update({ userUpdateInput: toProfilePayload(values) }).unwrap(), helpers, 'settings-saved');
          if (!saved) return;
          // The saved values are what the next change is measured from (Save is for a change).
          helpers.resetForm({ values });
          refresh();
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <TextField name="name" label={t('settings-name')} autoComplete="name" required />
            <TextField name="phone" type="tel" label={t('settings-phone')} required />
            <SaveStatus outcome={outcome} />
            <Button type="submit" loading={isSubmitting} disabled={!dirty} className={styles.submit}>
              {t('settings-save')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
