/**
 * The sign-up modal (product §3 "Sign-up payload", 4 "Sign-up", 5, 8): name, phone, e-mail,
 * password and its confirmation, the terms (required) and a marketing opt-in (kept in the form,
 * never sent). The submit flow shows a loading notification, registers, then tells the user to
 * confirm the e-mail and resets the form. A validation_failed answer shows
 * error-please-fulfill-all-fields-with-valid-data and highlights the rejected fields (a
 * confirmPassword error highlights password too) when the form opens again; other server
 * messages show as they come; no answer shows error-please-try-again-later. The captcha (ui/captcha:
 * ALTCHA's widget, or reCAPTCHA's token for the action `signup`) is answered before the form is
 * sent; when it cannot be, the form says so and stays.
 */
import { Form, Formik } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGN_UP_CAPTCHA_ACTION } from '../../../domain/constants.ts';
import { signUpInitialValues, signUpSchema, toSignUpPayload } from '../../../domain/validation/signUp.ts';
import type { SignUpFormValues } from '../../../domain/validation/signUp.ts';
import { accountApi } from '../../api/account.ts';
import { useFormFlow, useModals } from '../../machines/AppMachines.tsx';
import { registerFormCall } from '../../machines/formCalls.ts';
import { hrefFor } from '../../../domain/routes.ts';
import type { FormFlowSettings } from '../../machines/modals.ts';
import { Button } from '../../ui/Button.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FocusFirstError, touchedFor } from '../../ui/formErrors.tsx';
import styles from './account.module.css';

const SIGN_UP_FLOW: FormFlowSettings = {
  successMessage: 'sign-up-success-message',
  errorMessage: 'error-please-try-again-later',
  validationFailedMessage: 'error-please-fulfill-all-fields-with-valid-data',
};

// The form's data: the captcha's answer.
registerFormCall<SignUpFormValues, string>('signUp', ({ values, data: code }, { dispatch }) =>
  dispatch(accountApi.endpoints.register.initiate({ registerInput: toSignUpPayload(values, code) })).unwrap(),
);

export default function SignUpModal() {
  const { t } = useTranslation();
  const { open, close } = useModals();
  const flow = useFormFlow<SignUpFormValues, string>('signUp', SIGN_UP_FLOW);
  const captcha = useCaptcha(SIGN_UP_CAPTCHA_ACTION);

  return (
    <Modal title={t('sign-up-modal-title')} onClose={() => close('signUp')}>
      <Formik<SignUpFormValues>
        initialValues={flow.savedValues ?? signUpInitialValues}
        initialErrors={flow.fieldErrors}
        initialTouched={touchedFor(flow.fieldErrors)}
        validationSchema={signUpSchema}
        onSubmit={async (values) => {
          const code = await captcha.answer();
          if (code === null) return;
          flow.submit(values, code);
        }}
      >
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <TextField name="name" label={t('form-name')} autoComplete="name" required />
          <TextField name="phone" type="tel" label={t('form-phone')} required />
          <TextField name="email" type="email" label={t('form-email')} required />
          <TextField name="password" type="password" label={t('form-password')} autoComplete="new-password" required />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('form-confirm-password')}
            autoComplete="new-password"
            required
          />
          <Checkbox
            name="acceptTerms"
            label={
              <Trans
                i18nKey="sign-up-accept-terms"
                components={{
                  terms: <Link to={hrefFor('TermsAndConditionsPage')} target="_blank" rel="noopener" />,
                  privacy: <Link to={hrefFor('PrivacyPolicyPage')} target="_blank" rel="noopener" />,
                }}
              />
            }
          />
          <Checkbox name="marketingOptIn" label={t('sign-up-marketing-opt-in')} />
          {captcha.field}
          {captcha.failed && (
            <p role="alert" className={styles.formError}>
              {t('error-try-again')}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" size="large" fullWidth loading={flow.isSubmitting}>
              {t('sign-up-submit')}
            </Button>
          </div>
        </Form>
      </Formik>
      <p className={styles.switch}>
        {t('sign-up-have-account')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => open('login')}>
          {t('sign-up-login-link')}
        </button>
      </p>
    </Modal>
  );
}
