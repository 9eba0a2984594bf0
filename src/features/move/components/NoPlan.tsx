/** What the plan pages show without a plan: how to start one (a home's or a flatmate offer's "Moving in here?"). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty } from '../../../layout/StatusViews.tsx';
import styles from '../move.module.css';

export function NoPlan() {
  const { t } = useTranslation();
  return (
    <Empty
      action={
        <p className={styles.emptyLinks}>
          <Link to={hrefFor('PropertySearchPage')}>{t('move-empty-properties')}</Link>
          <Link to={hrefFor('SearchRoommateResult')}>{t('move-empty-roommates')}</Link>
        </p>
      }
    >
      {t('move-empty')}
    </Empty>
  );
}
