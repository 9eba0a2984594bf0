/**
 * The newsletter switch (issue 22): whether the account's address gets the newsletter
 * (GET /api/user/newsletter). Turning it on subscribes the address at once (it was confirmed at
 * sign-up, so no second opt-in); off removes it (PUT /api/user/newsletter). The switch shows the
 * server's answer; a failed change says so and keeps the switch where it was.
 */
import { useTranslation } from 'react-i18next';
import { useGetNewsletterSubscriptionQuery, useSetNewsletterSubscriptionMutation } from '../../api/account.ts';
import type { CurrentUser } from '../../api/account.ts';
import fields from '../../ui/fields.module.css';
import { SectionData } from './SectionData.tsx';
import styles from './settings.module.css';

export function NewsletterSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const subscription = useGetNewsletterSubscriptionQuery();
  const [change, changed] = useSetNewsletterSubscriptionMutation();
  // The answer of the last change, else what the page loaded.
  const subscribed = changed.data?.subscribed ?? subscription.data?.subscribed;

  return (
    <section className={styles.section} aria-labelledby="settings-newsletter">
      <h2 id="settings-newsletter">{t('settings-newsletter-title')}</h2>
      <SectionData query={subscription}>
        {() => (
          <>
            <label className={fields.checkboxLabel}>
              <input
                type="checkbox"
                role="switch"
                className={fields.checkbox}
                checked={subscribed ?? false}
                disabled={changed.isLoading}
                aria-describedby="settings-newsletter-note"
                onChange={(event) => void change({ newsletterSubscription: { subscribed: event.target.checked } })}
              />
              <span>{t('settings-newsletter-switch')}</span>
            </label>
            <p id="settings-newsletter-note" className={styles.note}>
              {t('settings-newsletter-note', { email: user.email })}
            </p>
            <p role="alert" className={changed.isError ? styles.failed : styles.silent}>
              {changed.isError ? t('error-please-try-again-later') : ''}
            </p>
          </>
        )}
      </SectionData>
    </section>
  );
}
