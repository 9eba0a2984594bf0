/**
 * Flatmate offers are a regular user's (product §6: roommates are for the type user only). Shows its
 * children to a regular user; a signed-out visitor gets the login dialog and a note with a button
 * to open it again; an agency or a vendor is told plainly that its account cannot post offers.
 * Inside the profile area the profile frame has already asked a visitor to sign in.
 */
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { useAskToSignIn, useAuth } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import styles from '../roommates.module.css';

export function RegularUsersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isAuthenticated, isLoadingUser } = useAuth();
  const askToSignIn = useAskToSignIn();
  const signedOut = !isAuthenticated && !isLoadingUser;

  useEffect(() => {
    if (signedOut) askToSignIn();
  }, [signedOut, askToSignIn]);

  if (isLoadingUser) {
    return (
      <div className={styles.notice}>
        <Spinner size="large" label={t('loading')} />
      </div>
    );
  }
  if (!user) {
    return (
      <div className={styles.notice}>
        <p>{t('roommates-sign-in-to-post')}</p>
        <Button size="large" onClick={askToSignIn}>
          {t('header-login')}
        </Button>
      </div>
    );
  }
  if (user.type !== 'user') {
    return (
      <div className={styles.notice} role="alert">
        <p>{t(`roommates-not-for-${user.type}`)}</p>
        <Link to={hrefFor('SearchRoommateResult')} className={styles.secondaryLink}>
          {t('roommates-back-to-search')}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
