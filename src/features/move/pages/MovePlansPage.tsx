/**
 * MovePlans (/profil/nanasyane, decision 0031): the signed-in user's move-in plans, the current
 * one first and marked; each opens, becomes the current one (the header's) or is deleted (after
 * asking). While they load, when the call failed (with Retry) and when there are none.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatServiceDay } from '../../../../domain/cleaning.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { serverMessage } from '../../../api/errors.ts';
import { QueryResult } from '../../../layout/StatusViews.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ErrorNote } from '../../../ui/ErrorNote.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pill } from '../../../ui/Pill.tsx';
import { useDeleteMovePlanMutation, useListMovePlansQuery, useUpdateMovePlanMutation } from '../api.ts';
import type { MovePlan } from '../api.ts';
import { NoPlan } from '../components/NoPlan.tsx';
import styles from '../move.module.css';

function PlanCard({ plan }: { plan: MovePlan }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'bg';
  const [update, updating] = useUpdateMovePlanMutation();
  const [remove, removing] = useDeleteMovePlanMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = plan.homeTitle ?? t('move-home-gone');
  const run = (call: Promise<unknown>) =>
    call.then(
      () => setFailure(null),
      (error: unknown) => setFailure(serverMessage(error) ?? t('please-try-again-later')),
    );
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={hrefFor('MovePlan', { id: plan.id })}>{title}</Link>
        {plan.current && <Pill tone="green">{t('move-plan-current')}</Pill>}
      </h2>
      <p className={styles.lead}>
        {t('move-in-on', { day: formatServiceDay(plan.moveInDate, locale) })}
        {plan.checkout && ` · ${t('move-plan-checked-out')}`}
      </p>
      {failure && (
        <ErrorNote plain>{failure}</ErrorNote>
      )}
      {confirming ? (
        <div className={styles.actions}>
          <p>{t('move-plan-delete-confirm', { title })}</p>
          <Button theme="solid-orange" loading={removing.isLoading} onClick={() => void run(remove({ id: plan.id }).unwrap())}>
            {t('move-plan-delete-yes')}
          </Button>
          <Button theme="outline-grey" onClick={() => setConfirming(false)}>
            {t('move-plan-delete-no')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          {!plan.current && (
            <Button theme="outline-orange" loading={updating.isLoading} onClick={() => void run(update({ id: plan.id, movePlanUpdate: { current: true } }).unwrap())}>
              {t('move-plan-make-current')}
            </Button>
          )}
          <Button theme="outline-grey" onClick={() => setConfirming(true)} aria-label={t('move-plan-delete-label', { title })}>
            {t('move-plan-delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

export default function MovePlansPage() {
  const { t } = useTranslation();
  const plans = useListMovePlansQuery();
  const title = t('page-title-MovePlans');
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      <QueryResult
        query={plans}
        isEmpty={(data) => data.items.length === 0}
        empty={<NoPlan />}
      >
        {(data) => (
          <ul className={styles.cards}>
            {data.items.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        )}
      </QueryResult>
    </PageContainer>
  );
}
