/**
 * Sign-up form (product §3, 5): name, phone, email, password and its confirmation required; the
 * confirmation equal to the password (flagged on confirmPassword only); terms ticked, else
 * 'sign-up-modal-error-accept-terms'. The marketing opt-in stays in the form but is not sent.
 * The phone must be a Bulgarian mobile number (the phone input type of product §5).
 */
import { boolean, object } from 'yup';
import type { ObjectSchema } from 'yup';
import { NAME_MIN_LENGTH } from '../constants.ts';
import { ERROR_KEYS, confirmPasswordRules, emailRules, passwordRules, phoneRules, requiredTextRules } from './fields.ts';

export interface SignUpFormValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  marketingOptIn: boolean;
}

export const signUpInitialValues: SignUpFormValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  marketingOptIn: false,
};

export const signUpSchema: ObjectSchema<SignUpFormValues> = object({
  name: requiredTextRules({ minLength: NAME_MIN_LENGTH }),
  phone: phoneRules(),
  email: emailRules(),
  password: passwordRules(),
  confirmPassword: confirmPasswordRules('password'),
  acceptTerms: boolean().required(ERROR_KEYS.acceptTerms).oneOf([true], ERROR_KEYS.acceptTerms),
  marketingOptIn: boolean().default(false),
});

/** POST /api/user body: exactly these four fields. */
export interface SignUpPayload {
  name: string;
  phone: string;
  email: string;
  password: string;
  /** The captcha's answer. */
  code: string;
}

export function toSignUpPayload(values: SignUpFormValues, captchaCode: string): SignUpPayload {
  return { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim(), password: values.password, code: captchaCode };
}
