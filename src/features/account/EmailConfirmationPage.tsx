/**
 * The e-mail confirmation page (route EmailConfirmation, the link of the confirmation e-mail):
 * reads ?token, confirms the address once (POST /api/user/confirmation), then offers to log in
 * (or, to someone signed in who confirmed a changed address, leads back to the settings), or
 * shows the server's translated message (no token: the link is invalid; no answer: try again
 * later).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hrefFor } from '../../../domain/routes.ts';
import { presentText } from '../../../domain/validation/fields.ts';
import { useConfirmEmailMutation } from '../../api/account.ts';
import { useAuth, useModals } from '../../machines/AppMachines.tsx';
import { serverMessage } from '../../machines/submitFlow.ts';
import { Button } from '../../ui/Button.tsx';
import { NotificationIcon } from '../../ui/NotificationIcon.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { translateMessage } from '../../ui/translateMessage.ts';
import styles from './account.module.css';

type Confirmation = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

const MISSING_TOKEN_MESSAGE = 'error-invalid-or-expired-link';
const NO_ANSWER_MESSAGE = 'error-please-try-again-later';

export default function EmailConfirmationPage() {
  const translator = useTranslation();
  const { t } = translator;
  const { open } = useModals();
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const token = presentText(searchParams.get('token'));
  const [confirmEmail, { isSuccess, isError, error }] = useConfirmEmailMutation();
  // The token is single-use: one call per token, even when effects run twice (StrictMode).
  const confirmedToken = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (token === undefined || confirmedToken.current === token) return;
    confirmedToken.current = token;
    void confirmEmail({ confirmEmailInput: { token } });
  }, [token, confirmEmail]);

  let confirmation: Confirmation = { state: 'confirming' };
  if (token === undefined) confirmation = { state: 'failed', message: MISSING_TOKEN_MESSAGE };
  else if (isSuccess) confirmation = { state: 'confirmed' };
  else if (isError) confirmation = { state: 'failed', message: serverMessage(error) ?? NO_ANSWER_MESSAGE };

  return (
    <section className={styles.page} aria-labelledby="email-confirmation-title">
      <h1 id="email-confirmation-title" className={styles.pageTitle}>
        {t('email-confirmation-title')}
      </h1>
      {confirmation.state === 'confirming' && <Spinner size="large" label={t('email-confirmation-confirming')} />}
      {confirmation.state === 'confirmed' && (
        <div className={styles.pageStatus}>
          <NotificationIcon kind="success" />
          {user ? (
            <>
              <p role="status">{t('email-confirmation-success-signed-in')}</p>
              <Link to={hrefFor('AdminSettings')}>
                {t('page-title-AdminSettings')}
              </Link>
            </>
          ) : (
            <>
              <p role="status">{t('email-confirmation-success')}</p>
              <Button size="large" onClick={() => open('login')}>
                {t('header-login')}
              </Button>
            </>
          )}
        </div>
      )}
      {confirmation.state === 'failed' && (
        <div className={styles.pageStatus}>
          <NotificationIcon kind="error" />
          <p role="alert">{translateMessage(translator, confirmation.message)}</p>
        </div>
      )}
    </section>
  );
}
