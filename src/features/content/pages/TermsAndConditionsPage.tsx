/** TermsAndConditionsPage (/obshti-usloviya, product §2): the site's terms of use, with their date and contents. */
import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/StaticPage.tsx';

const SECTIONS = ['operator', 'accounts', 'listings', 'shop', 'returns', 'services', 'credits', 'content', 'liability', 'law'] as const;

export default function TermsAndConditionsPage() {
  const { t } = useTranslation();
  return <StaticPage title={t('page-title-TermsAndConditionsPage')} lead={t('content-terms-intro')} dated contents prefix="content-terms" sections={SECTIONS} />;
}
