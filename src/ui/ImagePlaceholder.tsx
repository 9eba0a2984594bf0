/**
 * What stands for a product's picture when it has none (an imported product, say): a neutral
 * frame with a drawn picture icon, named for screen readers, in the cards, the product page and
 * the cart, instead of an empty box.
 */
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './ImagePlaceholder.module.css';

export function ImagePlaceholder({ className }: { className?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('image-placeholder')} className={clsx(styles.placeholder, className)}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="8.5" cy="10" r="1.75" fill="currentColor" />
        <path d="M4 17.5l5-5 3.5 3.5 2.5-2.5 5 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
