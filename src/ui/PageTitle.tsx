import { useTranslation } from 'react-i18next';
import { useHydrated } from './useHydrated.ts';

/**
 * The document title of a page: "<page> · Домовик", and its description when given (React hoists
 * <title> and <meta> into <head>). Not rendered by the server nor while the browser hydrates:
 * the server's page head already holds them (server/spa.ts), and a copy rendered on the server
 * would stay in #root as a second title and description. They come right after hydration.
 */
export function PageTitle({ title, description }: { title?: string; description?: string | null }) {
  const { t } = useTranslation();
  if (!useHydrated()) return null;
  const site = t('app-name');
  return (
    <>
      <title>{title ? `${title} · ${site}` : site}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
