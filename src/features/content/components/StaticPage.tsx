/**
 * The frame of the about, terms and privacy pages: the page's title (also the document's), an
 * optional lead and date of the last change, a table of contents linking the sections, and the
 * sections, each a heading and its text from the translations ('<prefix>-<section>-title' and
 * '-text').
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { TextBlocks } from './TextBlocks.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../content.module.css';
import pages from '../../../layout/pages.module.css';

interface StaticPageProps {
  title: string;
  lead?: string;
  /** Shows the date of the last change (legal texts). */
  dated?: boolean;
  /** Key prefix of the sections, e.g. 'content-terms'. */
  prefix: string;
  sections: readonly string[];
  /** Lists the sections at the top, as links (long texts). */
  contents?: boolean;
  children?: ReactNode;
}

export function StaticPage({ title, lead, dated = false, prefix, sections, contents = false, children }: StaticPageProps) {
  const { t } = useTranslation();
  const id = (section: string) => `${prefix}-${section}`;
  return (
    <PageContainer as="article">
      <PageTitle title={title} />
      <div className={pages.pageHeader}>
        <h1 className={pages.pageTitle}>{title}</h1>
        {lead && <p className={pages.pageLead}>{lead}</p>}
        {dated && <p className={styles.updated}>{t('content-updated', { date: t('content-updated-date') })}</p>}
      </div>
      {contents && (
        <nav aria-label={t('content-toc-label')} className={styles.toc}>
          <ol>
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${id(section)}`}>{t(`${prefix}-${section}-title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.prose}>
        {sections.map((section) => (
          <section key={section} aria-labelledby={id(section)}>
            <h2 id={id(section)}>{t(`${prefix}-${section}-title`)}</h2>
            <TextBlocks text={t(`${prefix}-${section}-text`)} />
          </section>
        ))}
      </div>
      {children}
    </PageContainer>
  );
}
