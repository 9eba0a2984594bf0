import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { TEXT_INPUT_DEFAULT_MAX_LENGTH } from '../../domain/constants.ts';
import { BG_MOBILE_PHONE_PATTERN } from '../../domain/validation/fields.ts';
import { FieldFrame, useFieldState } from './FieldFrame.tsx';
import styles from './fields.module.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'date' | 'time' | 'number';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'onChange' | 'onBlur' | 'checked'> {
  /** The Formik field name. */
  name: string;
  label: ReactNode;
  type?: TextFieldType;
  /** A line of help under the input (already translated). tel fields get the phone hint by default. */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const AUTOCOMPLETE: Partial<Record<TextFieldType, string>> = { email: 'email', tel: 'tel' };

/**
 * A labelled input bound to Formik (useField inside, so it must sit inside <Formik>). A touched
 * field's error (a translation key, or a server text) shows under it, with aria-invalid and
 * aria-describedby. maxLength is 999 unless told (product §5); tel expects a Bulgarian mobile number.
 */
export function TextField({
  name,
  label,
  type = 'text',
  hint,
  maxLength = TEXT_INPUT_DEFAULT_MAX_LENGTH,
  required,
  className,
  id,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string | number | undefined>({ name, type });
  const shownHint = hint ?? (type === 'tel' ? t('input-phone-hint') : undefined);
  const state = useFieldState({ name, id, hint: shownHint, meta });
  const telProps: InputHTMLAttributes<HTMLInputElement> =
    type === 'tel' ? { inputMode: 'tel', pattern: BG_MOBILE_PHONE_PATTERN.source, placeholder: t('input-phone-placeholder') } : {};

  return (
    <FieldFrame state={state} label={label} hint={shownHint} required={required} className={className}>
      <input
        autoComplete={AUTOCOMPLETE[type]}
        {...telProps}
        {...rest}
        {...field}
        value={field.value ?? ''}
        id={state.inputId}
        type={type}
        maxLength={maxLength}
        required={required}
        aria-invalid={state.error !== undefined}
        aria-describedby={state.describedBy}
        className={clsx(styles.input, state.error !== undefined && styles.invalid)}
      />
    </FieldFrame>
  );
}
