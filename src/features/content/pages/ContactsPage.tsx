/** Contacts (/kontakti, product §2): how to reach Domovik (e-mail, phone, office, hours) and the general contact form. */
import { useTranslation } from 'react-i18next';
import { SITE_CONTACT_EMAIL } from '../../../../domain/constants.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../content.module.css';
import pages from '../../../layout/pages.module.css';

export default function ContactsPage() {
  const { t } = useTranslation();
  const title = t('page-title-Contacts');
  const phone = t('content-contacts-phone');
  return (
    <PageContainer>
      <PageTitle title={title} />
      <div className={pages.pageHeader}>
        <h1 className={pages.pageTitle}>{title}</h1>
        <p className={pages.pageLead}>{t('content-contacts-lead')}</p>
      </div>
      <div className={styles.contacts}>
        <section className={styles.details} aria-labelledby="content-contact-details">
          <h2 id="content-contact-details" className={styles.sectionTitle}>
            {t('content-contacts-details-title')}
          </h2>
          <dl>
            <dt>{t('content-contacts-email-label')}</dt>
            <dd>
              <a href={`mailto:${SITE_CONTACT_EMAIL}`}>{SITE_CONTACT_EMAIL}</a>
            </dd>
            <dt>{t('content-contacts-phone-label')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </dd>
            <dt>{t('content-contacts-address-label')}</dt>
            <dd>{t('content-contacts-address')}</dd>
            <dt>{t('content-contacts-hours-label')}</dt>
            <dd>{t('content-contacts-hours')}</dd>
          </dl>
          <p className={styles.muted}>{t('content-contacts-business')}</p>
        </section>
        <ContactForm />
      </div>
    </PageContainer>
  );
}
