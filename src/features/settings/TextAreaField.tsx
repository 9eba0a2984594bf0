/** A labelled multi-line text bound to Formik (a description), with its error under it. */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { translateMessage } from '../../ui/translateMessage.ts';
import fieldStyles from '../../ui/fields.module.css';
import styles from './settings.module.css';

export function TextAreaField({ name, label, maxLength, hint }: { name: string; label: ReactNode; maxLength: number; hint?: ReactNode }) {
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
        rows={5}
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
