/** A blog address that names no post or category: say so and lead back to the blog. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import pages from '../../../layout/pages.module.css';

export function BlogNotFound() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={t('blog-not-found-title')} />
      <h1 className={pages.pageTitle}>{t('blog-not-found-title')}</h1>
      <Empty action={<Link to={hrefFor('BlogCategory')}>{t('blog-back')}</Link>}>{t('blog-not-found-text')}</Empty>
    </PageContainer>
  );
}
