/**
 * The profile area's frame (product §2, Profile). Signed-in users see the child page;
 * signed-out visitors get the login dialog (signing in comes back to this page) and, behind it, a short "sign in" note with a button
 * that opens the dialog again. While the start-up user fetch runs, a spinner shows instead, so a
 * signed-in visitor opening a profile link is not asked to sign in.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAskToSignIn, useAuth } from '../machines/AppMachines.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { PageMark } from './PageMark.tsx';
import { PageTitle } from '../ui/PageTitle.tsx';
import styles from './pages.module.css';

export default function ProfileLayout() {
  const { t } = useTranslation();
  const { isAuthenticated, isLoadingUser } = useAuth();
  const askToSignIn = useAskToSignIn();
  const signedOut = !isAuthenticated && !isLoadingUser;

  useEffect(() => {
    if (signedOut) askToSignIn();
  }, [signedOut, askToSignIn]);

  if (isAuthenticated) return <Outlet />;
  if (isLoadingUser) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  }
  return (
    <section className={styles.notice}>
      <PageTitle title={t('profile-sign-in-title')} />
      <PageMark />
      <h1>{t('profile-sign-in-title')}</h1>
      <p className={styles.lead}>{t('profile-sign-in-text')}</p>
      <Button theme="solid-orange" size="large" onClick={askToSignIn}>
        {t('header-login')}
      </Button>
    </section>
  );
}
