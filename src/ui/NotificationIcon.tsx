import { clsx } from 'clsx';
import { Spinner } from './Spinner.tsx';
import styles from './NotificationIcon.module.css';

export type NotificationIconKind = 'success' | 'error' | 'loading';

export interface NotificationIconProps {
  kind: NotificationIconKind;
  className?: string;
}

/** The picture beside a notification message; decorative (the message says it all). */
export function NotificationIcon({ kind, className }: NotificationIconProps) {
  const classes = clsx(styles.icon, styles[kind], className);
  return (
    <span className={classes} aria-hidden="true" data-kind={kind}>
      {kind === 'loading' && <Spinner size="large" />}
      {kind === 'success' && (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      )}
      {kind === 'error' && (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          <path d="M12 7v6" />
          <path d="M12 17h.01" />
        </svg>
      )}
    </span>
  );
}
