import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { translateMessage } from './translateMessage.ts';
import styles from './fields.module.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'checked' | 'onChange' | 'onBlur'> {
  /** The Formik field name (a boolean value). */
  name: string;
  /** The label; may hold links (the terms of use). */
  label: ReactNode;
}

/** A labelled checkbox bound to a boolean Formik field; a touched field's error shows under it. */
export function Checkbox({ name, label, className, id, ...rest }: CheckboxProps) {
  const translator = useTranslation();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-${name}`;
  const errorId = `${inputId}-error`;
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;

  return (
    <div className={clsx(styles.checkboxField, className)}>
      <label htmlFor={inputId} className={styles.checkboxLabel}>
        <input
          {...rest}
          {...field}
          id={inputId}
          type="checkbox"
          checked={field.checked ?? false}
          value={undefined}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          className={styles.checkbox}
        />
        <span>{label}</span>
      </label>
      {error !== undefined && (
        <span id={errorId} className={styles.error}>
          {translateMessage(translator, error)}
        </span>
      )}
    </div>
  );
}
