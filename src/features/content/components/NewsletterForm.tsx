/**
 * The footer's newsletter form (product §4, 5, 8): one e-mail field whose error flag is set or
 * cleared on each input and on send (non-empty and loosely an address, the domain's newsletter
 * rules); a flagged address is never sent. The captcha (ui/captcha: ALTCHA's widget under the
 * field, or reCAPTCHA's token for the action `login`) gives the code of a send, which posts the
 * subscription and shows subscribing-successful-message (the field is then cleared) or
 * subscribing-error-message (what was typed stays) in the notification.
 * The footer's block (src/layout/Footer.tsx) shows it only when its show-subscribe option is set.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { NEWSLETTER_CAPTCHA_ACTION } from '../../../../domain/constants.ts';
import { validateForm } from '../../../../domain/validation/validate.ts';
import { newsletterSchema, toNewsletterPayload } from '../../../../domain/validation/newsletter.ts';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useCaptcha } from '../../../ui/captcha/useCaptcha.tsx';
import { useSubscribeNewsletterMutation } from '../api.ts';
import fields from '../../../ui/fields.module.css';
import styles from '../content.module.css';

/** The error key of an address, or null when it may be sent. */
function emailError(email: string): string | null {
  return validateForm(newsletterSchema, { email }).email ?? null;
}

export default function NewsletterForm() {
  const translator = useTranslation();
  const { t } = translator;
  const id = useId();
  const { notify } = useModals();
  const [subscribe] = useSubscribeNewsletterMutation();
  const captcha = useCaptcha(NEWSLETTER_CAPTCHA_ACTION);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The captcha and the call: the button is busy for both.
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem !== null || sending) return;
    setSending(true);
    try {
      const code = await captcha.code();
      await subscribe({ newsletterInput: toNewsletterPayload({ email }, code) }).unwrap();
      setEmail('');
      notify('subscribing-successful-message', 'success');
    } catch {
      notify('subscribing-error-message', 'error');
    } finally {
      // The code is taken once, sent or not: the next send solves a new challenge.
      captcha.reset();
      setSending(false);
    }
  };

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  return (
    <form className={styles.newsletter} noValidate onSubmit={(event) => void send(event)}>
      <label htmlFor={inputId} className={styles.newsletterLabel}>
        {t('content-newsletter-email-label')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          placeholder={t('content-newsletter-placeholder')}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          className={clsx(fields.input, styles.newsletterInput, error !== null && fields.invalid)}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(emailError(event.target.value));
          }}
        />
        <Button type="submit" theme="solid-orange" loading={sending}>
          {t('content-newsletter-submit')}
        </Button>
      </div>
      {error !== null && (
        <p id={errorId} className={styles.newsletterError}>
          {translateMessage(translator, error)}
        </p>
      )}
      {captcha.field}
      <p className={styles.newsletterNote}>{t('content-newsletter-note')}</p>
    </form>
  );
}
