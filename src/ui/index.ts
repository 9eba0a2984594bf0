/** The design-system pieces every feature may use. */
export { Button, BUTTON_SIZES, BUTTON_THEMES, SIZE_CLASS, THEME_CLASS } from './Button.tsx';
export type { ButtonProps, ButtonSize, ButtonTheme } from './Button.tsx';
export { Modal, MODAL_SIZE_CLASS } from './Modal.tsx';
export type { ModalProps, ModalSize } from './Modal.tsx';
export { TextField } from './TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField.tsx';
export { Checkbox } from './Checkbox.tsx';
export type { CheckboxProps } from './Checkbox.tsx';
export { Spinner } from './Spinner.tsx';
export type { SpinnerProps } from './Spinner.tsx';
export { NotificationIcon } from './NotificationIcon.tsx';
export type { NotificationIconKind, NotificationIconProps } from './NotificationIcon.tsx';
export { translateMessage } from './translateMessage.ts';
export { FocusFirstError, touchedFor } from './formErrors.tsx';
