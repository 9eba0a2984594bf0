import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import { clsx } from 'clsx';
import { FieldFrame, useFieldState } from './FieldFrame.tsx';
import styles from './fields.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  /** The Formik field name. */
  name: string;
  label: ReactNode;
  /** A line of help under the field (already translated). */
  hint?: ReactNode;
  /** Longest text accepted (the contract's maxLength for the field). */
  maxLength: number;
}

/**
 * A labelled multi-line text bound to Formik, the companion of TextField for messages and
 * comments: a touched field's error (a translation key, or a server text) shows under it, with
 * aria-invalid and aria-describedby.
 */
export function TextAreaField({ name, label, hint, maxLength, required, className, id, rows = 5, ...rest }: TextAreaFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  const state = useFieldState({ name, id, hint, meta });
  return (
    <FieldFrame state={state} label={label} hint={hint} required={required} className={className}>
      <textarea
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={state.inputId}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={state.error !== undefined}
        aria-describedby={state.describedBy}
        className={clsx(styles.input, styles.textarea, state.error !== undefined && styles.invalid)}
      />
    </FieldFrame>
  );
}
