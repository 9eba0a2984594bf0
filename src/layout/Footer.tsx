/**
 * The site footer (product §1): privacy policy, terms, about us, blog and contact links, the
 * product's social media pages, and the newsletter block, which shows only when `showSubscribe`
 * is true (product §10 "Newsletter block": the inverted condition of the old source was a bug). The form in the
 * block is the content feature's, handed in by the app (`newsletter`, decision 0006); it may be a
 * lazy chunk, so the block keeps its place while it loads, and it is rendered as the visitor
 * nears it (what is below the fold does not delay the page's first paint or its pictures).
 */
import { Suspense, useRef } from 'react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, HouseMark, InstagramIcon, YoutubeIcon } from './icons.tsx';
import { useNearViewport } from '../ui/afterNextPaint.ts';
import { ChunkErrorBoundary } from './lazyPage.tsx';
import { RouteLinks } from './RouteLinks.tsx';
import type { RouteLink } from './RouteLinks.tsx';
import styles from './Footer.module.css';

const FOOTER_LINKS: readonly RouteLink[] = [
  { route: 'PrivacyPolicyPage', labelKey: 'nav-privacy-policy' },
  { route: 'TermsAndConditionsPage', labelKey: 'nav-terms' },
  { route: 'AboutUsPage', labelKey: 'nav-about-us' },
  { route: 'BlogCategory', labelKey: 'nav-blog' },
  { route: 'Contacts', labelKey: 'nav-contact-us' },
];

/** The product's social media pages (the one place to change them). */
const SOCIAL_LINKS: readonly { href: string; labelKey: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { href: 'https://www.facebook.com/domovik.bg', labelKey: 'footer-social-facebook', Icon: FacebookIcon },
  { href: 'https://www.instagram.com/domovik.bg', labelKey: 'footer-social-instagram', Icon: InstagramIcon },
  { href: 'https://www.youtube.com/@domovik', labelKey: 'footer-social-youtube', Icon: YoutubeIcon },
];

interface FooterProps {
  /** Shows the newsletter block. */
  showSubscribe?: boolean;
  /** The newsletter form shown in the block. */
  newsletter?: ReactNode;
}

function NewsletterBlock({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const formPlace = useRef<HTMLDivElement>(null);
  const near = useNearViewport(formPlace);
  return (
    <section className={styles.newsletter} aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title" className={styles.heading}>
        {t('footer-newsletter-title')}
      </h2>
      <p className={styles.text}>{t('footer-newsletter-text')}</p>
      <div ref={formPlace} className={styles.newsletterForm}>
        <ChunkErrorBoundary>
          <Suspense fallback={null}>{near && children}</Suspense>
        </ChunkErrorBoundary>
      </div>
    </section>
  );
}

export function Footer({ showSubscribe = false, newsletter }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>
            <HouseMark className={styles.mark} />
            {t('app-name')}
          </p>
          <p className={styles.text}>{t('footer-tagline')}</p>
        </div>
        <nav aria-label={t('footer-nav-label')}>
          <RouteLinks links={FOOTER_LINKS} className={styles.links} linkClassName={styles.link} />
        </nav>
        <div>
          <p className={styles.heading}>{t('footer-social-title')}</p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ href, labelKey, Icon }) => (
              <li key={href}>
                <a href={href} className={styles.socialLink} target="_blank" rel="noopener noreferrer" aria-label={t(labelKey)}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {showSubscribe && <NewsletterBlock>{newsletter}</NewsletterBlock>}
      </div>
      <p className={styles.copyright}>{t('footer-copyright', { year })}</p>
    </footer>
  );
}
