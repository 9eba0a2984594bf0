/**
 * Index and Marketplace (the same page, product §2): the shop's home, rendered on the server. Its
 * hero (text and an inline drawing, with the room picker and the promotions) is in the first
 * download; the sections below it (HomeSections.tsx: rooms, promo categories, featured products,
 * the other ways in) are their own chunk, which the page's head preloads, with their data in the
 * server's HTML and cache.
 */
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { PageFallback } from '../../../layout/PageFallback.tsx';
import { lazyPage } from '../../../layout/lazyPage.tsx';
import type { PageAddress } from '../../../layout/lazyPage.tsx';
import { useModals } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import styles from './HomePage.module.css';

// Named for both routes of the page, so the server's page preloads (and styles) them (dist/page-chunks.json).
const HomeSections = lazyPage(() => import(/* webpackChunkName: "page-Index-Marketplace" */ './HomeSections.tsx'));

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
            <button type="button" className={styles.primaryAction} onClick={() => open('roomPicker')}>
              {t('home-entry-furnish-action')}
            </button>
            <Link to={hrefFor('PromoCategories')} className={styles.secondaryAction}>
              {t('home-promo-all')}
            </Link>
          </div>
        </div>
        <HeroArt />
      </section>

      <Suspense fallback={<PageFallback />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}

/**
 * The route's preload (main.tsx at start, src/server.tsx before rendering) fetches the sections'
 * chunk and starts their calls: the server renders them with their data, and the browser hydrates
 * them at once (the head has preloaded the chunk).
 */
HomePage.preload = (address?: PageAddress): Promise<void> => HomeSections.preload(address);
