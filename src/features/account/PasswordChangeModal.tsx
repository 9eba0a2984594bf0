/**
 * The password-change modal, opened from the reset link (/?token=...) (product §2, 3, 5, 8): a new
 * password and its repetition (passwordChangeSchema). Without a token in the query it shows
 * error-try-again and sends nothing. The submit flow shows password-updated-successfully, and
 * the message's button leads to the login modal; failures show error-try-again.
 */
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  passwordChangeInitialValues,
  passwordChangeSchema,
  toPasswordChangePayload,
} from '../../../domain/validation/passwordChange.ts';
import type { PasswordChangeFormValues, PasswordChangePayload } from '../../../domain/validation/passwordChange.ts';
import { accountApi } from '../../api/account.ts';
import { useFormFlow, useModalPayload, useModals } from '../../machines/AppMachines.tsx';
import { registerFormCall } from '../../machines/formCalls.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { FormFlowSettings } from '../../machines/modals.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FocusFirstError, touchedFor } from '../../ui/formErrors.tsx';
import styles from './account.module.css';

const PASSWORD_CHANGE_FLOW: FormFlowSettings = {
  successMessage: 'password-updated-successfully',
  errorMessage: 'error-try-again',
  useServerMessage: false,
  successReturnTo: 'login',
};

registerFormCall<PasswordChangeFormValues, PasswordChangePayload>('passChange', async ({ data }, { dispatch, navigate }) => {
  await dispatch(accountApi.endpoints.confirmPasswordReset.initiate({ passwordResetConfirmInput: data })).unwrap();
  // The link is used up: take the token out of the address.
  navigate(hrefFor('Index'), { replace: true });
});

export default function PasswordChangeModal() {
  const { t } = useTranslation();
  const { close, notify } = useModals();
  const [searchParams] = useSearchParams();
  const payload = useModalPayload('passChange');
  const token = searchParams.get('token') ?? payload?.token ?? null;
  const flow = useFormFlow<PasswordChangeFormValues, PasswordChangePayload>('passChange', PASSWORD_CHANGE_FLOW);

  const submit = (values: PasswordChangeFormValues): void => {
    const result = toPasswordChangePayload(values, token);
    if (!result.ok) {
      notify(result.error, 'error');
      return;
    }
    flow.submit(values, result.payload);
  };

  return (
    <Modal title={t('password-change-modal-title')} onClose={() => close('passChange')}>
      <p className={styles.lead}>{t('password-change-text')}</p>
      <Formik<PasswordChangeFormValues>
        initialValues={flow.savedValues ?? passwordChangeInitialValues}
        initialErrors={flow.fieldErrors}
        initialTouched={touchedFor(flow.fieldErrors)}
        validationSchema={passwordChangeSchema}
        onSubmit={submit}
      >
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <TextField name="password" type="password" label={t('form-new-password')} autoComplete="new-password" required />
          <TextField name="password2" type="password" label={t('form-repeat-new-password')} autoComplete="new-password" required />
          <div className={styles.actions}>
            <Button type="submit" size="large" fullWidth loading={flow.isSubmitting}>
              {t('password-change-submit')}
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
