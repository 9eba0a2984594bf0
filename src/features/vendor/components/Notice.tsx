/** A page that has nothing to show but a sentence: a record not found, or someone else's. */
import { Link } from 'react-router';
import { hrefFor } from '../../../../domain/routes.ts';
import type { RouteName } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

export function Notice({ title, text, back }: { title: string; text: string; back: { route: RouteName; label: string } }) {
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p role="alert" className={styles.lead}>
        {text}
      </p>
      <Link className={styles.secondaryLink} to={hrefFor(back.route)}>
        {back.label}
      </Link>
    </PageContainer>
  );
}
