import { clsx } from 'clsx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** 'inline' follows the text size and colour (inside a button); 'large' stands on its own. */
  size?: 'inline' | 'large';
  /**
   * The text a screen reader announces. Without it the spinner is decorative (aria-hidden),
   * e.g. inside a button that already says aria-busy.
   */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'inline', label, className }: SpinnerProps) {
  const classes = clsx(styles.spinner, size === 'large' && styles.large, className);
  if (label === undefined) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={classes} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
