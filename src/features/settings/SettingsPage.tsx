/**
 * AdminSettings (product §2 profile "settings", issue 13): the signed-in user's name and phone, e-mail
 * address (a change is confirmed from the new mailbox), password, the public profile of the shop
 * or agency they manage, the credits wallet with its ledger, the newsletter switch, and deleting
 * the account (not a shop's: the office closes those). Each part saves on its own.
 */
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../machines/AppMachines.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { BusinessSection } from './BusinessSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { NewsletterSection } from './NewsletterSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { WalletSection } from './WalletSection.tsx';
import styles from './settings.module.css';

export default function SettingsPage() {
  const { t } = useTranslation();
  // The profile frame shows this page to signed-in users only.
  const { user } = useAuth();
  const title = t('page-title-AdminSettings');
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {user && (
        <div className={styles.sections}>
          <DetailsSection user={user} />
          <WalletSection />
          <EmailSection user={user} />
          <PasswordSection />
          <NewsletterSection user={user} />
          {user.type !== 'user' && <BusinessSection kind={user.type} />}
          {user.type !== 'vendor' && <DeleteAccountSection />}
        </div>
      )}
    </div>
  );
}
