/**
 * A labelled multi-line text bound to Formik, with a hint and its error under it, as the shared
 * TextField does for one line (same look: src/ui/fields.module.css).
 */
import { useId } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import fields from '../../../ui/fields.module.css';
import styles from './PropertyForm.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

export function TextAreaField({ name, label, hint, required, rows = 5, className, ...rest }: TextAreaFieldProps) {
  const translator = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : undefined;
  const describedBy = [hint !== undefined ? `${id}-hint` : undefined, error !== undefined ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div className={clsx(fields.field, className)}>
      <label htmlFor={id} className={clsx(fields.label, required && fields.required)}>
        {label}
      </label>
      <textarea
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        className={clsx(fields.input, styles.textarea, error !== undefined && fields.invalid)}
      />
      {hint !== undefined && (
        <span id={`${id}-hint`} className={fields.hint}>
          {hint}
        </span>
      )}
      {error !== undefined && (
        <span id={`${id}-error`} className={fields.error}>
          {translateMessage(translator, error)}
        </span>
      )}
    </div>
  );
}
