import styles from './pages.module.css';

/** The small house drawn above a notice (coming soon, sign in): decorative. */
export function PageMark() {
  return (
    <svg className={styles.noticeMark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="var(--color-orange-light)" />
      <path d="M14 31 32 16l18 15" fill="none" stroke="var(--color-orange)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M19 28v19h26V28" fill="var(--color-white)" stroke="var(--color-orange-dark)" strokeWidth="3" strokeLinejoin="round" />
      <rect x="28" y="35" width="8" height="12" rx="1.5" fill="var(--color-green)" />
      <rect x="38" y="32" width="4" height="4" rx="0.8" fill="var(--color-orange)" />
    </svg>
  );
}
