/**
 * The password-change modal, opened from the reset link (/?token=...) (spec 2, 3, 5, 8): a new
 * password and its repetition (passwordChangeSchema). Without a token in the query it shows
 * error-try-again and sends nothing. The submit flow shows password-updated-successfully, and
 * the message's button leads to the login modal; failures show error-try-again.
 */
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  passwordChangeInitialValues,
  passwordChangeSchema,
  toPasswordChangePayload,
} from '../../../domain/validation/passwordChange.ts';
import type { PasswordChangeFormValues } from '../../../domain/validation/passwordChange.ts';
import { accountApi } from '../../api/account.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { useFormFlow, useModals } from '../../machines/AppMachines.tsx';
import { hrefFor } from '../../../domain/routes.ts';
import type { SubmitFlowInput } from '../../machines/submitFlow.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { BindFormReset, touchedFor } from './BindFormReset.tsx';
import { FocusFirstError } from './FocusFirstError.tsx';
import styles from './account.module.css';

export const PASSWORD_CHANGE_FLOW: SubmitFlowInput = {
  successMessage: 'password-updated-successfully',
  errorMessage: 'error-try-again',
  useServerMessage: false,
};

export default function PasswordChangeModal() {
  const { t } = useTranslation();
  const { close, notify, payload } = useModals();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const payloadToken = typeof payload?.token === 'string' ? payload.token : null;
  const token = searchParams.get('token') ?? payloadToken;

  const flow = useFormFlow<PasswordChangeFormValues>({
    form: 'passChange',
    input: PASSWORD_CHANGE_FLOW,
    successReturnTo: 'login',
    submit: async (values) => {
      const result = toPasswordChangePayload(values, token);
      if (!result.ok) throw new Error(result.error);
      await dispatch(accountApi.endpoints.confirmPasswordReset.initiate({ passwordResetConfirmInput: result.payload }, { track: false })).unwrap();
      // The link is used up: take the token out of the address.
      void navigate(hrefFor('Index'), { replace: true });
    },
  });

  const submit = (values: PasswordChangeFormValues): void => {
    const result = toPasswordChangePayload(values, token);
    if (!result.ok) {
      notify(result.error, 'error');
      return;
    }
    flow.send(values);
  };

  return (
    <Modal title={t('password-change-modal-title')} onClose={() => close('passChange')}>
      <p className={styles.lead}>{t('password-change-text')}</p>
      <Formik<PasswordChangeFormValues>
        initialValues={flow.savedValues ?? passwordChangeInitialValues}
        initialErrors={flow.fieldErrors}
        initialTouched={touchedFor(flow.fieldErrors)}
        validationSchema={passwordChangeSchema}
        onSubmit={submit}
      >
        <Form noValidate className={styles.form}>
          <FocusFirstError />
          <BindFormReset bind={flow.bindReset} blank={passwordChangeInitialValues} />
          <TextField name="password" type="password" label={t('form-new-password')} autoComplete="new-password" required />
          <TextField name="password2" type="password" label={t('form-repeat-new-password')} autoComplete="new-password" required />
          <div className={styles.actions}>
            <Button type="submit" size="large" fullWidth loading={flow.isSubmitting}>
              {t('password-change-submit')}
            </Button>
          </div>
        </Form>
      </Formik>
    </Modal>
  );
}
