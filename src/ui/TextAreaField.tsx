import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { translateMessage } from './translateMessage.ts';
import styles from './fields.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  /** The Formik field name. */
  name: string;
  label: ReactNode;
  /** A line of help under the text area (already translated). */
  hint?: ReactNode;
  /** Longest text accepted (the contract's maxLength for the field). */
  maxLength: number;
}

/**
 * TextField's multi-line sibling, bound to Formik: a label, a touched field's error (a key or a
 * server text) under it with aria-invalid and aria-describedby, an optional hint, and the
 * field's own maximum length. What is typed is kept as text, line breaks included.
 */
export function TextAreaField({ name, label, hint, maxLength, required, rows = 5, className, id, ...rest }: TextAreaFieldProps) {
  const translator = useTranslation();
  const [field, meta] = useField<string | undefined>(name);
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  const describedBy = [hint !== undefined ? hintId : undefined, error !== undefined ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={clsx(styles.label, required && styles.required)}>
        {label}
      </label>
      <textarea
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={inputId}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={clsx(styles.input, styles.textarea, error !== undefined && styles.invalid)}
      />
      {hint !== undefined && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error !== undefined && (
        <span id={errorId} className={styles.error}>
          {translateMessage(translator, error)}
        </span>
      )}
    </div>
  );
}
