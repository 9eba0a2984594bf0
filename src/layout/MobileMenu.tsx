/**
 * The phone menu (product §2, Header): a menu button with aria-expanded that opens a panel
 * with the signed-in user's type, credits and profile links, the search box, then finding a flatmate or a rental,
 * adding a listing, the services, the rooms of the shop, blog, contacts, privacy and terms.
 *
 * The panel belongs to the location it was opened at: any navigation closes it (product §2:
 * "the mobile menu closes on every route change") without an effect. Escape closes it too.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROOM_PICKER_VALUES } from '../../domain/constants.ts';
import { displayName } from '../../domain/text.ts';
import { useAuth, useModals } from '../machines/AppMachines.tsx';
import { hrefFor } from '../../domain/routes.ts';
import { Button } from '../ui/Button.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileUserNav } from './MobileUserNav.tsx';
import { RouteLinks } from './RouteLinks.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { RouteLink } from './RouteLinks.tsx';
import { SERVICE_LINKS } from './ServicesMenu.tsx';
import { addListingRouteFor, userTypeKey } from './userNav.ts';
import { shownUserName } from './userName.ts';
import styles from './MobileMenu.module.css';

const INFO_LINKS: readonly RouteLink[] = [
  { route: 'BlogCategory', labelKey: 'nav-blog' },
  { route: 'Contacts', labelKey: 'nav-contacts' },
  { route: 'TrustedAgenciesPage', labelKey: 'nav-trusted-agencies' },
  { route: 'FavoriteProducts', labelKey: 'nav-favorites' },
];

const LEGAL_LINKS: readonly RouteLink[] = [
  { route: 'PrivacyPolicyPage', labelKey: 'nav-privacy-policy' },
  { route: 'TermsAndConditionsPage', labelKey: 'nav-terms' },
];

const ROOM_LINKS: readonly RouteLink[] = ROOM_PICKER_VALUES.map((room) => ({
  route: 'MarketplaceProductCategories',
  labelKey: `room-${room}`,
  query: { room },
}));

function MenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const { open } = useModals();
  const signedIn = isAuthenticated && user !== null && user !== undefined;
  const userType = signedIn ? user.type : null;
  const servicesId = useId();
  const roomsId = useId();

  // The sign-in dialog takes over from the menu.
  const openLogin = (): void => {
    onClose();
    open('login');
  };

  const onAddListing = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (signedIn) return;
    event.preventDefault();
    openLogin();
  };

  return (
    <div id={id} className={styles.panel}>
      {signedIn ? (
        <div className={styles.userInfo}>
          <p className={styles.userName}>{displayName(shownUserName(user))}</p>
          <p className={styles.userMeta}>
            <span className={styles.userType}>{t(userTypeKey(user.type))}</span>
            <span>{t('user-credits', { count: user.credits })}</span>
          </p>
        </div>
      ) : (
        <Button theme="solid-orange" size="medium" fullWidth onClick={openLogin}>
          {t('header-login')}
        </Button>
      )}
      <SearchBox />
      <MobileUserNav />
      <nav aria-label={t('mobile-menu-nav-label')} className={styles.mainNav}>
        <ul className={styles.list}>
          <li>
            <Link to={hrefFor('SearchRoommateResult')} className={styles.link}>
              {t('menu-search-roommate')}
            </Link>
          </li>
          <li>
            <Link to={hrefFor('PropertySearchPage')} className={styles.link}>
              {t('menu-properties-for-rent')}
            </Link>
          </li>
          <li>
            <Link to={hrefFor(addListingRouteFor(userType))} className={styles.highlightLink} onClick={onAddListing}>
              {t(userType === 'vendor' ? 'menu-add-product' : 'menu-add-property')}
            </Link>
          </li>
        </ul>
        <p id={servicesId} className={styles.groupTitle}>
          {t('header-services')}
        </p>
        <RouteLinks links={SERVICE_LINKS} className={styles.list} aria-labelledby={servicesId} linkClassName={styles.link} />
        <p id={roomsId} className={styles.groupTitle}>
          {t('menu-rooms')}
        </p>
        <RouteLinks links={ROOM_LINKS} className={styles.rooms} aria-labelledby={roomsId} linkClassName={styles.roomLink} />
        <RouteLinks links={INFO_LINKS} className={styles.list} linkClassName={styles.link} />
        <RouteLinks links={LEGAL_LINKS} className={styles.legal} linkClassName={styles.legalLink} />
      </nav>
      <LanguageSwitch />
    </div>
  );
}

export function MobileMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The location key the menu was opened at; a navigation makes it stale, which closes the menu.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('header-menu')}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && <MenuPanel id={panelId} onClose={() => setOpenedAt(null)} />}
    </div>
  );
}
