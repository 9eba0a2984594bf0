/**
 * The roommate offer message dialog (modal roommateOfferMessage; product §3, 4, 5, 8; issue 27):
 * name (2 or more characters), a visitor's e-mail address for the replies (not asked when signed
 * in), phone (required, no format check, shared with the poster) and message (3 or more), sent to
 * POST /api/tenant-offer/{id}/inquiry for the offer of the page's route, which opens a
 * conversation. Without a route id it shows error-try-again and sends nothing. The submit flow
 * shows where the conversation goes on (signed in: the messages, with a link to the inbox; a
 * visitor: replies come to the address given) or
 * error-try-again, and the form resets either way (product §4: a roommate message resets even on
 * error). The captcha (ui/captcha: ALTCHA's widget, or reCAPTCHA's token for the action
 * `flatmate_message`) is answered before the form is sent; when it cannot be, the form says so
 * and stays.
 */
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../domain/routes.ts';
import { ROOMMATE_MESSAGE_CAPTCHA_ACTION, ROOMMATE_MESSAGE_MAX_LENGTH } from '../../../domain/constants.ts';
import {
  roommateMessageInitialValues,
  roommateMessageSchemaFor,
  toRoommateInquiry,
} from '../../../domain/validation/roommateMessage.ts';
import type { RoommateInquiry, RoommateMessageFormValues } from '../../../domain/validation/roommateMessage.ts';
import { useAuth, useFormFlow, useModals } from '../../machines/AppMachines.tsx';
import { registerFormCall } from '../../machines/formCalls.ts';
import type { FormFlowSettings } from '../../machines/modals.ts';
import { Button } from '../../ui/Button.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { roommatesApi } from './api.ts';
import { useOfferRouteId } from './offerRoute.ts';
import styles from './roommates.module.css';

const ROOMMATE_MESSAGE_FLOW: FormFlowSettings = {
  successMessage: 'message-sent-successfully',
  errorMessage: 'error-try-again',
  useServerMessage: false,
  resetOnError: true,
};

/** The form's data: the message for the offer, and the captcha's answer. */
type RoommateMessageData = RoommateInquiry & { code: string };

registerFormCall<RoommateMessageFormValues, RoommateMessageData>('roommateOfferMessage', ({ data: { id, ...tenantOfferInquiry } }, { dispatch }) =>
  dispatch(roommatesApi.endpoints.sendTenantOfferInquiry.initiate({ id: Number(id), tenantOfferInquiry })).unwrap(),
);

export default function RoommateMessageModal() {
  const { t } = useTranslation();
  const { close, notify } = useModals();
  const { user, isAuthenticated } = useAuth();
  const routeId = useOfferRouteId();
  // The success message names where the conversation goes on, which the submitted values decide:
  // the flow reads its settings when the form is sent, so they are this dialog's own copy.
  const [flowSettings] = useState<FormFlowSettings>(() => ({ ...ROOMMATE_MESSAGE_FLOW }));
  const flow = useFormFlow<RoommateMessageFormValues, RoommateMessageData>('roommateOfferMessage', flowSettings);
  const captcha = useCaptcha(ROOMMATE_MESSAGE_CAPTCHA_ACTION);
  // A signed-in visitor starts with their own name and phone.
  const initialValues = flow.savedValues ?? { ...roommateMessageInitialValues, name: user?.name ?? '', phone: user?.phone ?? '' };

  const submit = async (values: RoommateMessageFormValues): Promise<void> => {
    const result = toRoommateInquiry(values, routeId, isAuthenticated);
    if (!result.ok) {
      notify(result.error, 'error');
      return;
    }
    const code = await captcha.answer();
    if (code === null) return;
    // Where the conversation goes on: the signed-in writer's messages, or the visitor's inbox.
    // Signed in, the notice links to the inbox (the answer names no conversation).
    if (result.payload.email === undefined) {
      flowSettings.successMessage = t('roommates-message-sent-signed-in');
      flowSettings.successLink = { label: 'conversations-see-in-messages', to: hrefFor('Inbox') };
    } else {
      flowSettings.successMessage = t('roommates-message-sent-visitor', { email: result.payload.email });
      flowSettings.successLink = undefined;
    }
    flow.submit(values, { ...result.payload, code });
  };

  return (
    <Modal title={t('roommates-message-title')} onClose={() => close('roommateOfferMessage')}>
      <p className={styles.modalLead}>{t('roommates-message-lead')}</p>
      <Formik<RoommateMessageFormValues> initialValues={initialValues} validationSchema={roommateMessageSchemaFor(isAuthenticated)} onSubmit={submit}>
        <Form noValidate>
          <FocusFirstError />
          <TextField name="name" label={t('roommates-message-name')} autoComplete="name" required />
          {!isAuthenticated && (
            <TextField name="email" type="email" label={t('roommates-message-email')} hint={t('roommates-message-email-hint')} autoComplete="email" required />
          )}
          <TextField name="phone" type="tel" label={t('roommates-message-phone')} hint={t('roommates-message-phone-hint')} pattern={undefined} maxLength={30} required />
          <TextAreaField name="message" label={t('roommates-message-text')} maxLength={ROOMMATE_MESSAGE_MAX_LENGTH} rows={5} required />
          {captcha.field}
          {captcha.failed && (
            <p role="alert" className={styles.failure}>
              {t('error-try-again')}
            </p>
          )}
          <Button type="submit" size="large" fullWidth loading={flow.isSubmitting}>
            {t('roommates-message-send')}
          </Button>
        </Form>
      </Formik>
    </Modal>
  );
}
