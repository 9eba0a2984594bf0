/**
 * The general contact form (product §3 "Forms", 7 POST /api/contact/general): name, e-mail and
 * message, checked with the domain's contact rules (the server checks the same), and the
 * captcha (ui/captcha: ALTCHA's widget, or reCAPTCHA's token for the action `contact`). A send
 * shows the loading notification, then message-sent-successfully and an empty form, or the error
 * (the server's message, or the fields it refused flagged) with what was typed kept.
 */
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { CONTACT_CAPTCHA_ACTION } from '../../../../domain/constants.ts';
import { contactInitialValues, contactSchema, toContactPayload } from '../../../../domain/validation/contact.ts';
import type { ContactFormValues } from '../../../../domain/validation/contact.ts';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useCaptcha } from '../../../ui/captcha/useCaptcha.tsx';
import { FocusFirstError, touchedFor } from '../../../ui/formErrors.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSendContactMessageMutation } from '../api.ts';
import styles from '../content.module.css';

/** The longest message the contract takes. */
const MESSAGE_MAX_LENGTH = 10_000;

export function ContactForm() {
  const { t } = useTranslation();
  const { notify } = useModals();
  const [sendMessage] = useSendContactMessageMutation();
  const captcha = useCaptcha(CONTACT_CAPTCHA_ACTION);

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>): Promise<void> => {
    notify('notification-sending', 'loading');
    try {
      const code = await captcha.code();
      await sendMessage({ contactInput: toContactPayload(values, code) }).unwrap();
      helpers.resetForm();
      notify('message-sent-successfully', 'success');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      helpers.setErrors(fields);
      helpers.setTouched(touchedFor(fields), false);
      const message = serverMessage(error);
      notify(message ?? (Object.keys(fields).length > 0 ? 'error-please-fulfill-all-fields-with-valid-data' : 'error-please-try-again-later'), 'error');
    } finally {
      // A captcha answer is taken once: the next send solves a new challenge.
      captcha.reset();
    }
  };

  return (
    <section className={styles.formCard} aria-labelledby="content-contact-form">
      <h2 id="content-contact-form" className={styles.sectionTitle}>
        {t('content-contacts-form-title')}
      </h2>
      <p className={styles.muted}>{t('content-contacts-form-note')}</p>
      {/* Not on blur: the notification takes the focus from the form, and that blur's check would drop the fields the server refused. */}
      <Formik initialValues={contactInitialValues} validationSchema={contactSchema} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FocusFirstError />
            <TextField name="name" label={t('content-contacts-name')} autoComplete="name" required />
            <TextField name="email" type="email" label={t('content-contacts-email')} required />
            <TextAreaField name="message" label={t('content-contacts-message')} maxLength={MESSAGE_MAX_LENGTH} rows={6} required />
            {captcha.field}
            <Button type="submit" size="large" loading={isSubmitting} fullWidth>
              {t('content-contacts-submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
