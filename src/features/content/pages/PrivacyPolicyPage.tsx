/**
 * PrivacyPolicyPage (/poveritelnost, product §2; the cookie banner leads here): who controls the data,
 * what is collected and why (with the GDPR's legal bases), who receives it, how long it is kept,
 * the visitor's rights and where to complain, cookies and browser storage, the newsletter.
 */
import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/StaticPage.tsx';

const SECTIONS = ['controller', 'data', 'purposes', 'recipients', 'retention', 'rights', 'cookies', 'newsletter', 'security'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return <StaticPage title={t('page-title-PrivacyPolicyPage')} lead={t('content-privacy-intro')} dated contents prefix="content-privacy" sections={SECTIONS} />;
}
