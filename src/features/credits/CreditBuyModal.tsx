/**
 * The credit purchase dialog (product §2 "Credit purchase", 4, 5, 8, 9), driven by the
 * creditPurchase machine: the six packages of product §9 with their promotions, prices and the VAT
 * note; nothing chosen at first, and the proceed button grey until a package is chosen, then
 * green. Proceeding asks the server to start the payment (POST /api/credit/buy) and sends the
 * browser to the provider's checkout; without a paymentUrl, or when the call fails, the dialog
 * closes and please-try-again-later shows.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CREDIT_PACKAGES } from '../../../domain/credits.ts';
import { useModals } from '../../machines/AppMachines.tsx';
import { canProceed, creditPurchaseMachine, selectIsPurchasing, selectSelectedCredits } from '../../machines/creditPurchase.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Pill } from '../../ui/Pill.tsx';
import { useMoney } from '../../ui/useMoney.ts';
import { creditsApi } from './api.ts';
import type { CreditBuyInput } from './api.ts';
import styles from './credits.module.css';

/**
 * Goes to the checkout: a page of the site (the sandbox) through the router, after closing the
 * dialog; any other site by a full load (the page goes away with the dialog on it).
 */
function useGoTo(closeDialog: () => void): (url: string) => void {
  const navigate = useNavigate();
  return (url) => {
    if (!url.startsWith('/') || url.startsWith('//')) return window.location.assign(url);
    closeDialog();
    void navigate(url);
  };
}

export default function CreditBuyModal() {
  const { t } = useTranslation();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const { close, notify } = useModals();
  const goTo = useGoTo(() => close('creditBuy'));
  const [machine] = useState(() =>
    creditPurchaseMachine.provide({
      actors: {
        // The machine only ever chooses a package of domain/credits.ts, the contract's enum.
        initiatePayment: fromPromise<unknown, { credits: number }>(({ input }) =>
          dispatch(creditsApi.endpoints.buyCredits.initiate({ creditBuyInput: { credits: input.credits as CreditBuyInput['credits'] } })).unwrap(),
        ),
      },
      actions: {
        redirect: (_, { url }) => goTo(url),
        closeModal: () => close('creditBuy'),
        notifyError: (_, { message }) => notify(message, 'error'),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const chosen = selectSelectedCredits(snapshot);
  const busy = selectIsPurchasing(snapshot);
  const ready = canProceed(snapshot);
  const legendId = useId();

  return (
    <Modal title={t('credits-buy-title')} onClose={() => close('creditBuy')} closable={!busy}>
      <p className={styles.lead}>{t('credits-buy-lead')}</p>
      <fieldset className={styles.packages} aria-describedby={`${legendId}-vat`} disabled={busy}>
        <legend className="visually-hidden">{t('credits-buy-choose')}</legend>
        {CREDIT_PACKAGES.map((pkg) => (
          <label key={pkg.credits} className={styles.package} data-chosen={chosen === pkg.credits}>
            <input
              type="radio"
              name="credit-package"
              value={pkg.credits}
              checked={chosen === pkg.credits}
              onChange={() => send({ type: 'purchase.select', credits: pkg.credits })}
            />
            <span className={styles.packageCredits}>{t('credits-package-credits', { count: pkg.credits })}</span>
            <span className={styles.packagePrice}>{money(pkg.price)}</span>
            {pkg.promo && <Pill className={styles.promoBadge}>{t('credits-package-promo')}</Pill>}
          </label>
        ))}
      </fieldset>
      <p id={`${legendId}-vat`} className={styles.note}>
        {t('credits-vat-note')}
      </p>
      <Button
        size="large"
        fullWidth
        theme={ready || busy ? 'solid-green' : 'solid-grey'}
        disabled={!ready}
        loading={busy}
        onClick={() => send({ type: 'purchase.proceed' })}
      >
        {chosen === null ? t('credits-buy-proceed') : t('credits-buy-proceed-amount', { amount: money(CREDIT_PACKAGES.find((pkg) => pkg.credits === chosen)!.price) })}
      </Button>
    </Modal>
  );
}
