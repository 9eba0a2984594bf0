/**
 * A labelled dropdown bound to Formik (product §5: "a dropdown may have an optional null choice"):
 * the options, and a first empty choice (`emptyLabel`) that stands for "none chosen". Errors
 * show like TextField's.
 */
import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { translateMessage } from './translateMessage.ts';
import styles from './fields.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The text of the empty first choice (already translated). */
  emptyLabel: string;
}

export function SelectField({ name, label, options, emptyLabel, required, className, id, ...rest }: SelectFieldProps) {
  const translator = useTranslation();
  const [field, meta] = useField<string>(name);
  const generatedId = useId();
  const selectId = id ?? `${generatedId}-${name}`;
  const errorId = `${selectId}-error`;
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  return (
    <div className={clsx(styles.field, className)}>
      <label htmlFor={selectId} className={clsx(styles.label, required && styles.required)}>
        {label}
      </label>
      <select
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={selectId}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        className={clsx(styles.input, error !== undefined && styles.invalid)}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error !== undefined && (
        <span id={errorId} className={styles.error}>
          {translateMessage(translator, error)}
        </span>
      )}
    </div>
  );
}
