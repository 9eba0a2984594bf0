/**
 * The signed-in user's profile links in the phone menu (spec section 2, "Mobile user
 * navigation"): which links show depends on the user's type, see userNav.ts.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../app/machines.tsx';
import { hrefFor } from '../app/routePaths.ts';
import { userNavItems } from './userNav.ts';
import styles from './MobileMenu.module.css';

export function MobileUserNav() {
  const { t } = useTranslation();
  const { isAuthenticated, user, logout } = useAuth();
  if (!isAuthenticated || !user) return null;
  return (
    <nav aria-label={t('user-nav-label')} className={styles.userNav}>
      <ul className={styles.list}>
        {userNavItems(user.type).map(({ labelKey, route }) => (
          <li key={route}>
            <Link to={hrefFor(route)} className={styles.link}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.logout} onClick={() => logout()}>
            {t('user-nav-logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
