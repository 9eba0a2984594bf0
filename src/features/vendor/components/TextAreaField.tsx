/** A labelled multi-line text bound to Formik, shown and flagged like the shared TextField. */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import fieldStyles from '../../../ui/fields.module.css';
import { translateMessage } from '../../../ui/translateMessage.ts';
import styles from '../vendor.module.css';

export function TextAreaField({ name, label, hint, maxLength, rows = 6 }: { name: string; label: ReactNode; hint?: ReactNode; maxLength: number; rows?: number }) {
  const translator = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  const describedBy = [hint !== undefined ? `${id}-hint` : undefined, error !== undefined ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={clsx(fieldStyles.input, styles.textarea, error !== undefined && fieldStyles.invalid)}
      />
      {hint !== undefined && (
        <span id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      )}
      {error !== undefined && (
        <span id={`${id}-error`} className={fieldStyles.error}>
          {translateMessage(translator, error)}
        </span>
      )}
    </div>
  );
}
