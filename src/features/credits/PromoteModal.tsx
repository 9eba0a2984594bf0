/**
 * The promotion dialog (docs/decisions/0020), opened by modal name with the listing: a property
 * or a flatmate offer (`open('promoteListing', { kind: 'tenantOffer', id, title })` from the
 * owner's lists, or /profil/imoti?promote=12): its title when the opener gave it, the plans with
 * their days and credits, the balance, and with too few credits for a plan a way to buy more.
 * Sending it is a submit flow (loading, then success or the server's message, e.g. not enough
 * credits); success refreshes the user, so the header's credits follow, and the lists that show
 * the listing are read again (api.ts).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_PLANS, findPromotionPlan } from '../../../domain/credits.ts';
import { useAuth, useFormFlow, useModalPayload, useModals } from '../../machines/AppMachines.tsx';
import { registerFormCall } from '../../machines/formCalls.ts';
import type { FormFlowSettings } from '../../machines/modals.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { creditsApi } from './api.ts';
import type { PromotionInput } from './api.ts';
import styles from './credits.module.css';

const PROMOTE_FLOW: FormFlowSettings = {
  successMessage: 'credits-promote-success',
  errorMessage: 'error-please-try-again-later',
};

/** What the flow keeps: the plan and the listing (a failed promotion's dialog reopens without its payload). */
interface PromoteValues {
  days: number | null;
  target: PromotionTarget;
}

type PromotionTarget = Pick<PromotionInput, 'kind' | 'id'> & { title?: string };

// The form's data: the promotion to buy. Its success refreshes the user, whose credits it spent.
registerFormCall<PromoteValues, PromotionInput>('promoteListing', async ({ data }, { dispatch, refreshUser }) => {
  const promotion = await dispatch(creditsApi.endpoints.promoteListing.initiate({ promotionInput: data })).unwrap();
  refreshUser();
  return promotion;
});

export default function PromoteModal() {
  const { t } = useTranslation();
  const { close, open } = useModals();
  const { user } = useAuth();
  const flow = useFormFlow<PromoteValues, PromotionInput>('promoteListing', PROMOTE_FLOW);
  const target: PromotionTarget | undefined = useModalPayload('promoteListing') ?? flow.savedValues?.target;
  const [days, setDays] = useState<number | null>(flow.savedValues?.days ?? null);
  const headingId = useId();
  const balance = user?.credits ?? 0;
  const plan = days === null ? undefined : findPromotionPlan(days);
  const short = plan !== undefined && plan.credits > balance;

  const submit = () => {
    if (!target || !plan) return;
    const body: PromotionInput = { kind: target.kind, id: target.id, days: plan.days as PromotionInput['days'] };
    flow.submit({ days: plan.days, target }, body);
  };

  return (
    <Modal title={t('credits-promote-title')} onClose={() => close('promoteListing')}>
      {target?.title && <p className={styles.promoted}>{target.title}</p>}
      <p className={styles.lead}>{t('credits-promote-lead')}</p>
      <p className={styles.balance}>{t('credits-promote-balance', { count: balance })}</p>
      <fieldset className={styles.packages} aria-labelledby={headingId} disabled={flow.isSubmitting}>
        <legend id={headingId} className={styles.legend}>
          {t('credits-promote-choose')}
        </legend>
        {PROMOTION_PLANS.map((option) => (
          <label key={option.days} className={styles.package} data-chosen={days === option.days}>
            <input type="radio" name="promotion-plan" value={option.days} checked={days === option.days} onChange={() => setDays(option.days)} />
            <span className={styles.packageCredits}>{t('credits-promote-days', { count: option.days })}</span>
            <span className={styles.packagePrice}>{t('credits-package-credits', { count: option.credits })}</span>
          </label>
        ))}
      </fieldset>
      {short && (
        <div className={styles.shortNotice} role="status">
          <p>{t('credits-promote-short', { count: plan.credits - balance })}</p>
          <Button theme="outline-orange" onClick={() => open('creditBuy')}>
            {t('credits-buy-title')}
          </Button>
        </div>
      )}
      <Button
        size="large"
        fullWidth
        theme={plan && !short ? 'solid-green' : 'solid-grey'}
        disabled={!plan || short || !target}
        loading={flow.isSubmitting}
        onClick={submit}
      >
        {plan ? t('credits-promote-submit', { count: plan.credits }) : t('credits-promote-choose-first')}
      </Button>
    </Modal>
  );
}
