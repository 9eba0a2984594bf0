/**
 * "List a property": the profile's new-property page for agencies and regular users; a visitor is
 * asked to sign in first (product §4: "Unauthenticated clicks on add property ... open the login
 * modal"); a vendor, who lists no properties (product §6), does not see it.
 */
import type { MouseEvent } from 'react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { useAuth, useModals } from '../../../machines/AppMachines.tsx';
import styles from '../rentals.module.css';

export function AddPropertyLink() {
  const { t } = useTranslation();
  const { user, isAuthenticated, isLoadingUser } = useAuth();
  const { open } = useModals();
  if (user?.type === 'vendor') return null;
  // Until the user check ends (the machines load in their own chunk) the link keeps its
  // place unseen: a vendor must not see it flash, and the others must not see the page move.
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (isAuthenticated) return;
    event.preventDefault();
    // Signed in, the visitor goes on to the page they asked for.
    open('login', { returnTo: hrefFor('AddProperty') });
  };
  return (
    <Link to={hrefFor('AddProperty')} onClick={onClick} className={clsx(styles.action, isLoadingUser && styles.unsettled)}>
      {t('menu-add-property')}
    </Link>
  );
}
