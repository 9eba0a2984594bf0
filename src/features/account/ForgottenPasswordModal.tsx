/**
 * The forgotten-password modal (product §3, 5, 8): an e-mail address (forgottenPasswordSchema); the
 * submit flow asks for a reset link and shows password-change-success-message, or the generic
 * error-try-again.
 */
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  forgottenPasswordInitialValues,
  forgottenPasswordSchema,
  toForgottenPasswordPayload,
} from '../../../domain/validation/forgottenPassword.ts';
import type { ForgottenPasswordFormValues } from '../../../domain/validation/forgottenPassword.ts';
import { accountApi } from '../../api/account.ts';
import { useFormFlow, useModals } from '../../machines/AppMachines.tsx';
import { registerFormCall } from '../../machines/formCalls.ts';
import type { FormFlowSettings } from '../../machines/modals.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FocusFirstError, touchedFor } from '../../ui/formErrors.tsx';
import styles from './account.module.css';

const FORGOTTEN_PASSWORD_FLOW: FormFlowSettings = {
  successMessage: 'password-change-success-message',
  errorMessage: 'error-try-again',
  useServerMessage: false,
};

registerFormCall<ForgottenPasswordFormValues>('forgottenPassword', ({ values }, { dispatch }) =>
  dispatch(accountApi.endpoints.requestPasswordReset.initiate({ passwordResetRequestInput: toForgottenPasswordPayload(values) })).unwrap(),
);

export default function ForgottenPasswordModal() {
  const { t } = useTranslation();
  const { open, close } = useModals();
  const flow = useFormFlow<ForgottenPasswordFormValues>('forgottenPassword', FORGOTTEN_PASSWORD_FLOW);

  return (
    <Modal title={t('forgotten-password-modal-title')} onClose={() => close('forgottenPassword')}>
      <p className={styles.lead}>{t('forgotten-password-text')}</p>
      <Formik<ForgottenPasswordFormValues>
        initialValues={flow.savedValues ?? forgottenPasswordInitialValues}
        initialErrors={flow.fieldErrors}
        initialTouched={touchedFor(flow.fieldErrors)}
        validationSchema={forgottenPasswordSchema}
        onSubmit={(values) => flow.submit(values)}
      >
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <TextField name="email" type="email" label={t('form-email')} required />
          <div className={styles.actions}>
            <Button type="submit" size="large" fullWidth loading={flow.isSubmitting}>
              {t('forgotten-password-submit')}
            </Button>
          </div>
        </Form>
      </Formik>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={() => open('login')}>
          {t('forgotten-password-back-to-login')}
        </button>
      </p>
    </Modal>
  );
}
