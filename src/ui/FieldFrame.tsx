/**
 * What every labelled Formik field shares (TextField, TextAreaField): its id, the touched
 * field's error (a translation key or a server text), the ids the control is described by, and
 * the frame around the control: the label (with the required mark), the hint and the error.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { translateMessage } from './translateMessage.ts';
import styles from './fields.module.css';

interface FieldState {
  inputId: string;
  /** The error to show, once the field is touched. */
  error: string | undefined;
  /** The control's aria-describedby: the hint and the error, when shown. */
  describedBy: string | undefined;
}

export function useFieldState({ name, id, hint, meta }: { name: string; id?: string; hint?: ReactNode; meta: { touched: boolean; error?: string } }): FieldState {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-${name}`;
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  const ids = [hint !== undefined ? `${inputId}-hint` : undefined, error !== undefined ? `${inputId}-error` : undefined].filter(Boolean);
  return { inputId, error, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}

export function FieldFrame({
  state,
  label,
  hint,
  required,
  className,
  children,
}: {
  state: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The control, with id, aria-invalid and aria-describedby from `state`. */
  children: ReactNode;
}) {
  const translator = useTranslation();
  const { inputId, error } = state;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={inputId} className={clsx(styles.label, required && styles.required)}>
        {label}
      </label>
      {children}
      {hint !== undefined && (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error !== undefined && (
        <span id={`${inputId}-error`} className={styles.error}>
          {translateMessage(translator, error)}
        </span>
      )}
    </div>
  );
}
