import { useTranslation } from 'react-i18next';

/** The document title of a page: "<page> · Домовик" (React hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const site = t('app-name');
  return <title>{title ? `${title} · ${site}` : site}</title>;
}
