/**
 * Unsubscribe (/otpisvane?token=, docs/decisions/0030): the page of an e-mail's unsubscribe link,
 * no sign-in needed. It says what the link stops (a saved search's alerts, by name, or the
 * newsletter) without acting (GET); Unsubscribe does it (POST, no body) and says it is done,
 * with a link to manage the saved searches. An unknown or used link (404, a used token is
 * replaced) says so; another failure offers Retry.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { presentText } from '../../../../domain/validation/fields.ts';
import { serverMessage } from '../../../api/errors.ts';
import { LoadError, Loading, isNotFound } from '../../../layout/StatusViews.tsx';
import { Button } from '../../../ui/Button.tsx';
import { NotificationIcon } from '../../../ui/NotificationIcon.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useGetUnsubscriptionQuery, useUnsubscribeMutation } from '../api.ts';
import type { Unsubscription } from '../api.ts';
import styles from '../savedSearches.module.css';

function UnknownLink() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <NotificationIcon kind="error" />
      <p role="alert">{t('unsubscribe-unknown')}</p>
      <Link to={hrefFor('SavedSearches')} className={styles.secondaryLink}>
        {t('unsubscribe-manage')}
      </Link>
    </div>
  );
}

function Confirm({ token, what }: { token: string; what: Unsubscription }) {
  const translator = useTranslation();
  const { t } = translator;
  const [unsubscribe, result] = useUnsubscribeMutation();
  if (result.isSuccess) {
    return (
      <div className={styles.notice}>
        <NotificationIcon kind="success" />
        <p role="status">{what.kind === 'newsletter' ? t('unsubscribe-done-newsletter') : t('unsubscribe-done-search', { name: what.name })}</p>
        <Link to={hrefFor('SavedSearches')} className={styles.secondaryLink}>
          {t('unsubscribe-manage')}
        </Link>
      </div>
    );
  }
  if (result.isError && isNotFound(result.error)) return <UnknownLink />;
  const failure = result.isError ? serverMessage(result.error) : null;
  return (
    <div className={styles.notice}>
      <p>{what.kind === 'newsletter' ? t('unsubscribe-what-newsletter') : t('unsubscribe-what-search', { name: what.name })}</p>
      {result.isError && <p role="alert">{failure ? translateMessage(translator, failure) : t('please-try-again-later')}</p>}
      <Button theme="solid-orange" loading={result.isLoading} onClick={() => void unsubscribe({ token, oneClickUnsubscribe: {} })}>
        {t('unsubscribe-button')}
      </Button>
    </div>
  );
}

function Unsubscription({ token }: { token: string }) {
  const what = useGetUnsubscriptionQuery({ token });
  if (what.isError) return isNotFound(what.error) ? <UnknownLink /> : <LoadError error={what.error} onRetry={() => void what.refetch()} />;
  if (what.data === undefined) return <Loading />;
  return <Confirm token={token} what={what.data} />;
}

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = presentText(params.get('token'));
  const title = t('page-title-Unsubscribe');
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {token === undefined ? <UnknownLink /> : <Unsubscription token={token} />}
    </PageContainer>
  );
}
