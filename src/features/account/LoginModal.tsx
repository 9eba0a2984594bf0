/**
 * The login modal (product §2 "Modals", 4 "Login success", 5 "Login", 8): e-mail and password
 * checked by loginSchema before any call; the submit button shows the loading state while the
 * auth machine signs in; a failed sign-in says why in the form (wrong-username-or-password, or the
 * server's message), an alert the form is described by, and keeps what was typed. Google sign-in
 * is hidden in in-app social browsers (user agent with FBAN or FBAV). Links lead to the
 * forgotten-password and sign-up modals. Signing in returns to the page that opened the dialog
 * with a `returnTo`, else to the dashboard. The form resets on close: it lives only while the
 * modal is open.
 */
import { useId } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { loginInitialValues, loginSchema, toLoginPayload } from '../../../domain/validation/login.ts';
import type { LoginFormValues } from '../../../domain/validation/login.ts';
import { useAuth, useModalPayload, useModals } from '../../machines/AppMachines.tsx';
import { GOOGLE_LOGIN_FAILED, LOGIN_FAILED_FALLBACK, LOGIN_FAILED_KEY } from '../../machines/auth.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { translateMessage } from '../../ui/translateMessage.ts';
import type { Translator } from '../../ui/translateMessage.ts';
import { GoogleIcon } from './GoogleIcon.tsx';
import { requestGoogleCredential } from './googleSignIn.ts';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import styles from './account.module.css';

/** In-app browsers of Facebook's apps (FBAN / FBAV in the user agent) block Google sign-in (product §2). */
export function isInAppSocialBrowser(userAgent: string): boolean {
  return /FBAN|FBAV/.test(userAgent);
}

/** The message the modal shows for the last failed sign-in. */
function loginErrorText(translator: Translator, error: string): string {
  const { t } = translator;
  if (error === GOOGLE_LOGIN_FAILED) return t('error-google-login');
  // The authentication failed (401): the catalogue's key (product §8). Other answers (an unconfirmed
  // e-mail, too many attempts) say what they are.
  if (error === LOGIN_FAILED_FALLBACK || error === t(LOGIN_FAILED_KEY)) return t(LOGIN_FAILED_KEY);
  return translateMessage(translator, error);
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

export default function LoginModal() {
  const translator = useTranslation();
  const { t } = translator;
  const { open, close, notify } = useModals();
  const { login, googleLogin, isLoggingIn, error } = useAuth();
  // The page that opened this dialog to ask for a sign-in, which signing in returns to.
  const returnTo = useModalPayload('login')?.returnTo;
  const showGoogle = !isInAppSocialBrowser(currentUserAgent());
  const errorId = useId();
  const showError = error !== null && !isLoggingIn;

  const submit = (values: LoginFormValues): void => {
    const { email, password } = toLoginPayload(values);
    login(email, password, returnTo);
  };

  const signInWithGoogle = (): void => {
    const available = requestGoogleCredential((credential) => googleLogin(credential, returnTo));
    if (!available) notify('error-google-not-configured', 'error', 'login');
  };

  return (
    <Modal title={t('login-modal-title')} onClose={() => close('login')}>
      <Formik<LoginFormValues> initialValues={loginInitialValues} validationSchema={loginSchema} onSubmit={submit}>
        <Form noValidate className={styles.form} aria-describedby={showError ? errorId : undefined}>
          <FocusFirstError />
          <TextField name="email" type="email" label={t('form-email')} autoComplete="email" required />
          <TextField name="password" type="password" label={t('form-password')} autoComplete="current-password" required />
          <button type="button" className={clsx(styles.linkButton, styles.forgotten)} onClick={() => open('forgottenPassword')}>
            {t('login-forgotten-password')}
          </button>
          {showError && (
            <p id={errorId} role="alert" className={styles.formError}>
              {loginErrorText(translator, error)}
            </p>
          )}
          <Button type="submit" size="large" fullWidth loading={isLoggingIn}>
            {t('login-submit')}
          </Button>
        </Form>
      </Formik>
      {showGoogle && (
        <>
          <div className={styles.divider}>{t('login-or')}</div>
          <Button theme="google" size="large" fullWidth onClick={signInWithGoogle} disabled={isLoggingIn}>
            <GoogleIcon className={styles.googleIcon} />
            {t('login-with-google')}
          </Button>
        </>
      )}
      <p className={styles.switch}>
        {t('login-no-account')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => open('signUp')}>
          {t('login-sign-up-link')}
        </button>
      </p>
    </Modal>
  );
}
