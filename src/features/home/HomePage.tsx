/**
 * Index and Marketplace (the same page, spec section 2): a warm welcome and the four ways in —
 * a rental, a flatmate, furnishing room by room (the room picker), cleaning and moving.
 * No listings or numbers are shown here until real data feeds them.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROOM_PICKER_VALUES } from '../../../domain/constants.ts';
import { useModals } from '../../machines/AppMachines.tsx';
import { hrefFor } from '../../../domain/routes.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import styles from './HomePage.module.css';

function KeyIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <circle cx="17" cy="24" r="9" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <path d="M26 24h16m-5 0v6m-6-6v4" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

function PeopleIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <circle cx="17" cy="17" r="6" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <circle cx="33" cy="19" r="5" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <path d="M6 38c0-7 5-11 11-11s11 4 11 11M29 29c7 0 12 3 12 9" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

function SofaIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <path
        d="M10 22v-5a5 5 0 0 1 5-5h18a5 5 0 0 1 5 5v5M7 22a3 3 0 0 1 3 3v5h28v-5a3 3 0 1 1 6 0v9H4v-9a3 3 0 0 1 3-3ZM9 34v4m30-4v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BoxIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={styles.entryIcon}>
      <path d="M6 15 24 7l18 8v18l-18 8-18-8Z M6 15l18 8 18-8M24 23v18" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round" />
    </svg>
  );
}

/** The hero's picture: a home with its lights on, a moving box and a plant (decorative). */
function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 360 300" aria-hidden="true" focusable="false">
      <circle cx="290" cy="60" r="30" fill="#f9c98f" />
      <ellipse cx="180" cy="272" rx="170" ry="18" fill="#bfe3cc" />
      <rect x="226" y="58" width="22" height="44" fill="var(--color-orange-dark)" />
      <path d="M52 132 180 36l128 96" fill="var(--color-orange)" stroke="var(--color-grey-700)" strokeWidth="6" strokeLinejoin="round" />
      <path d="M76 124v146h208V124" fill="var(--color-white)" stroke="var(--color-grey-700)" strokeWidth="6" strokeLinejoin="round" />
      <rect x="104" y="150" width="52" height="44" rx="4" fill="#fde6b8" stroke="var(--color-grey-700)" strokeWidth="4" />
      <path d="M130 150v44M104 172h52" stroke="var(--color-grey-700)" strokeWidth="3" />
      <rect x="204" y="150" width="52" height="44" rx="4" fill="#fde6b8" stroke="var(--color-grey-700)" strokeWidth="4" />
      <path d="M230 150v44M204 172h52" stroke="var(--color-grey-700)" strokeWidth="3" />
      <rect x="160" y="206" width="40" height="64" rx="4" fill="var(--color-green)" stroke="var(--color-grey-700)" strokeWidth="4" />
      <circle cx="191" cy="240" r="3.5" fill="var(--color-white)" />
      <rect x="18" y="226" width="50" height="44" rx="3" fill="#e2b98c" stroke="var(--color-grey-700)" strokeWidth="4" />
      <path d="M18 240h50M43 226v14" stroke="var(--color-grey-700)" strokeWidth="3" />
      <rect x="300" y="238" width="30" height="32" rx="4" fill="var(--color-orange-light)" stroke="var(--color-grey-700)" strokeWidth="4" />
      <path d="M315 238c-14-16-10-34 0-44 10 10 14 28 0 44Z" fill="var(--color-green)" />
      <path d="M315 238c-4-14 6-26 18-30 0 14-6 24-18 30Z" fill="#3cb37c" />
    </svg>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { open } = useModals();
  return (
    <div className={styles.home}>
      <PageTitle />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('home-hero-eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('home-hero-title')}
          </h1>
          <p className={styles.lead}>{t('home-hero-text')}</p>
          <div className={styles.heroActions}>
            <Link to={hrefFor('PropertySearchPage')} className={styles.primaryAction}>
              {t('home-entry-rentals-action')}
            </Link>
            <button type="button" className={styles.secondaryAction} onClick={() => open('roomPicker')}>
              {t('home-entry-furnish-action')}
            </button>
          </div>
        </div>
        <HeroArt />
      </section>

      <section className={styles.entries} aria-label={t('home-entries-label')}>
        <article className={styles.entry}>
          <KeyIcon />
          <h2 className={styles.entryTitle}>{t('home-entry-rentals-title')}</h2>
          <p className={styles.entryText}>{t('home-entry-rentals-text')}</p>
          <Link to={hrefFor('PropertySearchPage')} className={styles.entryLink}>
            {t('home-entry-rentals-action')}
          </Link>
        </article>
        <article className={styles.entry}>
          <PeopleIcon />
          <h2 className={styles.entryTitle}>{t('home-entry-roommates-title')}</h2>
          <p className={styles.entryText}>{t('home-entry-roommates-text')}</p>
          <Link to={hrefFor('SearchRoommateResult')} className={styles.entryLink}>
            {t('home-entry-roommates-action')}
          </Link>
        </article>
        <article className={styles.entry}>
          <SofaIcon />
          <h2 className={styles.entryTitle}>{t('home-entry-furnish-title')}</h2>
          <p className={styles.entryText}>{t('home-entry-furnish-text')}</p>
          <button type="button" className={styles.entryButton} onClick={() => open('roomPicker')}>
            {t('home-entry-furnish-action')}
          </button>
        </article>
        <article className={styles.entry}>
          <BoxIcon />
          <h2 className={styles.entryTitle}>{t('home-entry-services-title')}</h2>
          <p className={styles.entryText}>{t('home-entry-services-text')}</p>
          <div className={styles.entryLinks}>
            <Link to={hrefFor('CleaningPage')} className={styles.entryLink}>
              {t('service-cleaning')}
            </Link>
            <Link to={hrefFor('MovingPage')} className={styles.entryLink}>
              {t('service-moving')}
            </Link>
          </div>
        </article>
      </section>

      <section className={styles.rooms} aria-labelledby="home-rooms-title">
        <h2 id="home-rooms-title" className={styles.roomsTitle}>
          {t('home-rooms-title')}
        </h2>
        <ul className={styles.roomList}>
          {ROOM_PICKER_VALUES.map((room) => (
            <li key={room}>
              <Link to={hrefFor('MarketplaceProductCategories', {}, { room })} className={styles.roomLink}>
                {t(`room-${room}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
