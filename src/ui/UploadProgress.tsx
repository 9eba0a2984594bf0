import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import styles from './UploadProgress.module.css';

export interface UploadProgressProps {
  /** Share of the body sent, 0–100 (useUploadProgress), or null when nothing is being sent. */
  value: number | null;
  /** What is progressing, as the bar's name (default: the upload). */
  label?: string;
  className?: string;
}

/**
 * How far a form's upload is (or, with its own `label`, another task: an import being read): a
 * progress bar with its percentage; nothing when idle.
 */
export function UploadProgress({ value, label, className }: UploadProgressProps) {
  const { t } = useTranslation();
  if (value === null) return null;
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  const text = t('upload-progress-value', { percent });
  return (
    <div className={clsx(styles.progress, className)}>
      <div
        role="progressbar"
        aria-label={label ?? t('upload-progress-label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        {/* Set through the DOM's style object, which the page's CSP allows (a style attribute it would not). */}
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.value} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
