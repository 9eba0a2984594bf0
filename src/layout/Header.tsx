/**
 * The site header (product §2, Header): logo in the page's language, the shop (room picker),
 * the Services dropdown, rentals, flatmates, trusted agencies, the search box, language switch,
 * favorites, the cart with its product count, sign-in or the profile link, and the phone menu.
 * From 768px wide the full header shows in two rows: the logo, the search box and the actions,
 * then the navigation; below that the bar keeps the logo, favorites, cart and the menu button,
 * and the menu has the navigation and the search box.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { displayName } from '../../domain/text.ts';
import { useAppSelector } from '../store/hooks.ts';
import { useAuth, useModals } from '../machines/AppMachines.tsx';
import { hrefFor } from '../../domain/routes.ts';
import { dashboardFor } from '../machines/dashboard.ts';
import { selectCartCount } from '../store/cartSlice.ts';
import { useCurrentLocale } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { CartIcon, HeartIcon, HouseMark, ShopIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { useProgress } from './progress.ts';
import { SearchBox } from './SearchBox.tsx';
import { ServicesMenu } from './ServicesMenu.tsx';
import { shownUserName } from './userName.ts';
import styles from './Header.module.css';

/** The logo's word in each language; the debug mode shows the English one. */
const LOGO_TEXT = { bg: 'Домовик', en: 'Domovik' } as const;

export function Logo() {
  const { t } = useTranslation();
  const variant = useCurrentLocale() === 'bg' ? 'bg' : 'en';
  return (
    <Link to={hrefFor('Index')} className={styles.logo} title={t('header-home')}>
      <HouseMark className={styles.logoMark} />
      <span className={styles.logoText} lang={variant}>
        {LOGO_TEXT[variant]}
      </span>
    </Link>
  );
}

/** Cart link with the product count; with no products it shows an error instead of the cart. */
function CartLink() {
  const { t } = useTranslation();
  const count = useAppSelector(selectCartCount);
  const { notify } = useModals();
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (count > 0) return;
    event.preventDefault();
    notify('error-message-empty-cart', 'error');
  };
  return (
    <Link to={hrefFor('Cart')} className={styles.iconLink} onClick={onClick} aria-label={t('header-cart-label', { count })}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

function ProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('header-progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className={styles.progressValue} style={{ width: `${value}%` }} />
    </div>
  );
}

function AccountControl() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const { open } = useModals();
  if (isAuthenticated && user) {
    return (
      // The link's name is "My profile" and then the name it shows (WCAG 2.5.3: a visible label is in the name).
      <Link to={hrefFor(dashboardFor(user))} className={styles.profileLink}>
        <UserIcon />
        <span className="visually-hidden">{t('header-profile')} </span>
        <span className={styles.profileName}>{displayName(shownUserName(user))}</span>
      </Link>
    );
  }
  return (
    <Button size="header" theme="outline-orange" className={styles.desktopOnly} onClick={() => open('login')}>
      {t('header-login')}
    </Button>
  );
}

/**
 * `moveLink`: the link to the current move-in plan, handed in by the app (the move feature's, decision 0006);
 * `inboxLink`: the link to the inbox with the unread count (the conversations feature's).
 */
export function Header({ moveLink, inboxLink }: { moveLink?: ReactNode; inboxLink?: ReactNode }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const progress = useProgress();
  const navClass = ({ isActive }: { isActive: boolean }): string => clsx(styles.navLink, isActive && styles.active);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <SearchBox className={styles.search} />
        <div className={styles.actions}>
          <LanguageSwitch className={styles.desktopOnly} />
          {moveLink}
          {inboxLink}
          <Link to={hrefFor('FavoriteProducts')} className={styles.iconLink} aria-label={t('nav-favorites')}>
            <HeartIcon />
          </Link>
          <CartLink />
          <AccountControl />
          <MobileMenu />
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('header-nav-label')}>
        <button type="button" className={styles.shopButton} onClick={() => open('roomPicker')}>
          <ShopIcon />
          {t('header-shop')}
        </button>
        <ServicesMenu />
        <NavLink to={hrefFor('PropertySearchPage')} className={navClass}>
          {t('nav-rentals')}
        </NavLink>
        <NavLink to={hrefFor('SearchRoommateResult')} className={navClass} end>
          {t('nav-roommates')}
        </NavLink>
        <NavLink to={hrefFor('TrustedAgenciesPage')} className={navClass}>
          {t('nav-trusted-agencies')}
        </NavLink>
      </nav>
      {progress !== null && <ProgressBar value={progress} />}
    </header>
  );
}
