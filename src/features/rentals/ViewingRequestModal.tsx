/**
 * The property viewing request (product §3 "Viewing request form", 4, 5, 8), modal
 * propertyViewRequest, opened with the property's id. Name, phone, e-mail, date and time are
 * required; a date and time in the past flag both; the date picker starts today. The submit
 * flow closes the form before the loading message, resets it after success and after an error
 * too, and shows where the answer will come (the signed-in visitor's messages, with a link to the
 * conversation; or the e-mail address given: issue 27's conversation), or the server's message
 * translated (for a refused field, that field's message), else please-try-again-later. A
 * signed-in visitor's contact is filled in. The captcha (ui/captcha: ALTCHA's widget, or
 * reCAPTCHA's token for the action `viewing_request`) is answered before the form is sent; when
 * it cannot be, the form says so and stays.
 */
import { useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { VIEWING_CAPTCHA_ACTION } from '../../../domain/constants.ts';
import { hrefFor } from '../../../domain/routes.ts';
import {
  minViewingDate,
  toViewingRequestPayload,
  viewingRequestInitialValues,
  viewingRequestSchema,
} from '../../../domain/validation/viewingRequest.ts';
import type { ViewingRequestFormValues } from '../../../domain/validation/viewingRequest.ts';
import { isValidationFailed } from '../../../domain/validation/serverErrors.ts';
import { useAuth, useFormFlow, useModalPayload, useModals } from '../../machines/AppMachines.tsx';
import { registerFormCall } from '../../machines/formCalls.ts';
import type { FormFlowSettings } from '../../machines/modals.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FocusFirstError, touchedFor } from '../../ui/formErrors.tsx';
import { rentalsApi } from './api.ts';
import styles from './forms.module.css';

export const VIEWING_REQUEST_FLOW: FormFlowSettings = {
  successMessage: 'viewing-request-success',
  resetOnError: true,
  closeFormBeforeLoading: true,
  errorMessage: 'please-try-again-later',
};

/**
 * The form resets on error (product §4), so a field the server refused cannot be shown under the
 * field: its message becomes the error's message (product §8: the error "may carry an errors list
 * with a property per item").
 */
export function withFieldMessage(error: unknown): unknown {
  const body = (error as { data?: unknown } | null)?.data;
  if (!isValidationFailed(body) || body.errors.length === 0) return error;
  return { ...(error as object), data: { message: body.errors[0]!.message } };
}

/** The form's data: the property's id and the captcha's answer. */
interface ViewingRequestData {
  propertyId: number;
  code: string;
}

registerFormCall<ViewingRequestFormValues, ViewingRequestData>('propertyViewRequest', ({ values, data: { propertyId, code } }, { dispatch }) =>
  dispatch(rentalsApi.endpoints.createViewingRequest.initiate({ viewingRequestInput: { ...toViewingRequestPayload(values, propertyId, code), propertyId } }))
    .unwrap()
    .catch((error: unknown) => {
      throw withFieldMessage(error);
    }),
);

export default function ViewingRequestModal() {
  const { t } = useTranslation();
  const { close } = useModals();
  const { user, isAuthenticated } = useAuth();
  const payload = useModalPayload('propertyViewRequest');
  // The success message names where the answer comes, which the sent values decide: the flow
  // reads its settings when the form is sent, so they are this dialog's own copy.
  const [flowSettings] = useState<FormFlowSettings>(() => ({ ...VIEWING_REQUEST_FLOW }));
  const flow = useFormFlow<ViewingRequestFormValues, ViewingRequestData>('propertyViewRequest', flowSettings);
  const captcha = useCaptcha(VIEWING_CAPTCHA_ACTION);
  const today = minViewingDate(new Date());
  const initialValues = useMemo(
    () => ({ ...viewingRequestInitialValues, name: user?.name ?? '', phone: user?.phone ?? '', email: user?.email ?? '' }),
    [user],
  );
  const propertyId = payload?.propertyId;

  return (
    <Modal title={t('rentals-viewing-title')} onClose={() => close('propertyViewRequest')}>
      {propertyId === undefined ? (
        <ErrorNote plain>{t('error-try-again')}</ErrorNote>
      ) : (
        <Formik<ViewingRequestFormValues>
          initialValues={flow.savedValues ?? initialValues}
          initialErrors={flow.fieldErrors}
          initialTouched={touchedFor(flow.fieldErrors)}
          // The moment is taken when the form is checked: a time that has just passed is refused.
          validationSchema={() => viewingRequestSchema(new Date())}
          onSubmit={async (values) => {
            const code = await captcha.answer();
            if (code === null) return;
            flowSettings.successMessage = isAuthenticated
              ? t('viewing-request-success-signed-in')
              : t('viewing-request-success-visitor', { email: values.email.trim() });
            // Signed in, the notice links to the conversation the request opened (the inbox if the answer names none).
            flowSettings.successLink = isAuthenticated
              ? { label: 'conversations-see-in-messages', to: hrefFor('Inbox'), fromAnswer: { field: 'conversationId', route: 'Conversation' } }
              : undefined;
            flow.submit(values, { propertyId, code });
          }}
        >
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <p className={styles.lead}>{t('rentals-viewing-lead')}</p>
            <TextField name="name" label={t('form-name')} autoComplete="name" required />
            <TextField name="phone" type="tel" label={t('form-phone')} required />
            <TextField name="email" type="email" label={t('form-email')} required />
            <div className={styles.row}>
              <TextField name="date" type="date" label={t('rentals-viewing-date')} min={today} required />
              <TextField name="time" type="time" label={t('rentals-viewing-time')} step={900} required />
            </div>
            {captcha.field}
            {captcha.failed && <ErrorNote plain>{t('error-try-again')}</ErrorNote>}
            <Button type="submit" size="large" fullWidth loading={flow.isSubmitting}>
              {t('rentals-viewing-submit')}
            </Button>
          </Form>
        </Formik>
      )}
    </Modal>
  );
}
