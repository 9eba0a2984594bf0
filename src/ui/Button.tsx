import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner.tsx';
import { clsx } from 'clsx';
import styles from './Button.module.css';

export const BUTTON_SIZES = ['super-small', 'header', 'small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const BUTTON_THEMES = [
  'solid-orange',
  'solid-green',
  'solid-grey',
  'inactive',
  'outline-orange',
  'outline-grey',
  'solid-white',
  'solid-white-black',
  'fb',
  'google',
] as const;
export type ButtonTheme = (typeof BUTTON_THEMES)[number];

/** The CSS-module class of each size and theme (exported so tests and callers need not guess). */
export const SIZE_CLASS: Readonly<Record<ButtonSize, string | undefined>> = {
  'super-small': styles.sizeSuperSmall,
  header: styles.sizeHeader,
  small: styles.sizeSmall,
  medium: styles.sizeMedium,
  large: styles.sizeLarge,
};

export const THEME_CLASS: Readonly<Record<ButtonTheme, string | undefined>> = {
  'solid-orange': styles.themeSolidOrange,
  'solid-green': styles.themeSolidGreen,
  'solid-grey': styles.themeSolidGrey,
  inactive: styles.themeInactive,
  'outline-orange': styles.themeOutlineOrange,
  'outline-grey': styles.themeOutlineGrey,
  'solid-white': styles.themeSolidWhite,
  'solid-white-black': styles.themeSolidWhiteBlack,
  fb: styles.themeFb,
  google: styles.themeGoogle,
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize;
  theme?: ButtonTheme;
  /** Shows a spinner beside the label; the button is busy and disabled meanwhile. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Always a real <button>, `type="button"` unless told otherwise. */
export function Button({
  size = 'medium',
  theme = 'solid-orange',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = clsx(styles.button, SIZE_CLASS[size], THEME_CLASS[theme], fullWidth && styles.fullWidth, className);
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
