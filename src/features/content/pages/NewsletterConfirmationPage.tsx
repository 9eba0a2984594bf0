/**
 * The newsletter's confirmation page (route NewsletterConfirmation, the link of the subscription's
 * e-mail; double opt-in): reads ?token and confirms the subscription once
 * (POST /api/newsletter/confirmation; opening the link again confirms nothing new and says the
 * same), or shows the server's translated message (no token: the link is invalid; no answer: try
 * again later).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { hrefFor } from '../../../../domain/routes.ts';
import { presentText } from '../../../../domain/validation/fields.ts';
import { serverMessage } from '../../../machines/submitFlow.ts';
import { NotificationIcon } from '../../../ui/NotificationIcon.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useConfirmNewsletterMutation } from '../api.ts';
import styles from '../content.module.css';

type Confirmation = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

export default function NewsletterConfirmationPage() {
  const translator = useTranslation();
  const { t } = translator;
  const [searchParams] = useSearchParams();
  const token = presentText(searchParams.get('token'));
  const [confirm, { isSuccess, isError, error }] = useConfirmNewsletterMutation();
  // One call per token, even when effects run twice (StrictMode).
  const confirmedToken = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (token === undefined || confirmedToken.current === token) return;
    confirmedToken.current = token;
    void confirm({ confirmEmailInput: { token } });
  }, [token, confirm]);

  let confirmation: Confirmation = { state: 'confirming' };
  if (token === undefined) confirmation = { state: 'failed', message: 'error-invalid-or-expired-link' };
  else if (isSuccess) confirmation = { state: 'confirmed' };
  else if (isError) confirmation = { state: 'failed', message: serverMessage(error) ?? 'error-please-try-again-later' };

  const title = t('page-title-NewsletterConfirmation');
  return (
    <section className={styles.confirmation} aria-labelledby="newsletter-confirmation-title">
      <PageTitle title={title} />
      <h1 id="newsletter-confirmation-title" className={styles.confirmationTitle}>
        {title}
      </h1>
      {confirmation.state === 'confirming' && <Spinner size="large" label={t('content-newsletter-confirming')} />}
      {confirmation.state === 'confirmed' && (
        <div className={styles.confirmationStatus}>
          <NotificationIcon kind="success" />
          <p role="status">{t('content-newsletter-confirmed')}</p>
          <Link to={hrefFor('BlogCategory')}>{t('page-title-BlogCategory')}</Link>
        </div>
      )}
      {confirmation.state === 'failed' && (
        <div className={styles.confirmationStatus}>
          <NotificationIcon kind="error" />
          <p role="alert">{translateMessage(translator, confirmation.message)}</p>
        </div>
      )}
    </section>
  );
}
