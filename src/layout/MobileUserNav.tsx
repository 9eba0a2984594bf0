/**
 * The signed-in user's profile links in the phone menu (product §2, "Mobile user
 * navigation"): which links show depends on the user's type, see userNav.ts.
 */
import { useTranslation } from 'react-i18next';
import { useAuth } from '../machines/AppMachines.tsx';
import { useFeatureSlots } from './featureSlots.tsx';
import { RouteLinks } from './RouteLinks.tsx';
import { userNavItems } from './userNav.ts';
import styles from './MobileMenu.module.css';

export function MobileUserNav() {
  const { t } = useTranslation();
  const { isAuthenticated, user, logout } = useAuth();
  const { UnreadCount } = useFeatureSlots();
  if (!isAuthenticated || !user) return null;
  return (
    <nav aria-label={t('user-nav-label')} className={styles.userNav}>
      <RouteLinks links={userNavItems(user.type)} className={styles.list} linkClassName={styles.link} after={UnreadCount && { Inbox: <UnreadCount /> }}>
        <li>
          <button type="button" className={styles.logout} onClick={() => logout()}>
            {t('user-nav-logout')}
          </button>
        </li>
      </RouteLinks>
    </nav>
  );
}
