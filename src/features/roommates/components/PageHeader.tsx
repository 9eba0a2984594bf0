/** The head of a roommates page: its document title and heading, a lead line, and the page's main action beside them. */
import type { ReactNode } from 'react';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import styles from '../roommates.module.css';

export function PageHeader({ title, lead, action }: { title: string; lead?: string; action?: ReactNode }) {
  return (
    <header className={styles.header}>
      <PageTitle title={title} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {action}
    </header>
  );
}
