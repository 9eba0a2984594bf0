/**
 * The mark of a premium listing (promoted with credits, docs/decisions/0020): a star and the
 * text its area gives it ("Premium", "Premium until 3 Dec 2026"). The same mark on a property
 * and a flatmate offer, in the search, on the listing's page and in the owner's lists.
 */
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Pill } from './Pill.tsx';
import styles from './PremiumBadge.module.css';

export interface PremiumBadgeProps {
  children: ReactNode;
  /** On a card's photo: its top right corner (the photo's box must be positioned). */
  overlay?: boolean;
  className?: string;
}

export function PremiumBadge({ children, overlay = false, className }: PremiumBadgeProps) {
  return (
    <Pill className={clsx(overlay && styles.overlay, className)}>
      <svg className={styles.star} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />
      </svg>
      {children}
    </Pill>
  );
}
