/**
 * PaymentStatus (product §2; the footer is hidden): where the card provider sends the buyer back,
 * /plashtane/status?paymentId=...(&cancel=1 from the checkout's cancel address). It asks the
 * server once (POST /api/payment/status, which settles the payment) and shows success (the
 * credits added and the balance), pending (asked again a few times, then on request), declined
 * or cancelled. A settled payment refreshes the signed-in user, so the header's credits change
 * without a reload, and invalidates the wallet's cache.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { presentText } from '../../../domain/validation/fields.ts';
import { hrefFor } from '../../../domain/routes.ts';
import { LoadError } from '../../layout/StatusViews.tsx';
import { useAskToSignIn, useAuth, useModals } from '../../machines/AppMachines.tsx';
import { Button } from '../../ui/Button.tsx';
import { NotificationIcon } from '../../ui/NotificationIcon.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useGetPaymentStatusMutation } from './api.ts';
import type { PaymentStatus } from './api.ts';
import styles from './credits.module.css';

/** While the provider has not answered: asked again this often, this many times, then on request. */
const PENDING_RECHECK_MS = 3_000;
const PENDING_RECHECKS = 5;

function Outcome({ payment, onCheckAgain, checking }: { payment: PaymentStatus; onCheckAgain: () => void; checking: boolean }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const wallet = (
    <Link className={styles.linkAction} to={`${hrefFor('AdminSettings')}#settings-credits`}>
      {t('credits-status-to-wallet')}
    </Link>
  );
  const buyAgain = (
    <Button theme="solid-orange" onClick={() => open('creditBuy')}>
      {t('credits-status-buy-again')}
    </Button>
  );
  switch (payment.status) {
    case 'succeeded':
      return (
        <div className={styles.outcome}>
          <NotificationIcon kind="success" />
          <p role="status" className={styles.outcomeTitle}>
            {t('credits-status-succeeded', { count: payment.credits })}
          </p>
          <p>{t('credits-status-balance', { count: payment.balance })}</p>
          <div className={styles.outcomeActions}>{wallet}</div>
        </div>
      );
    case 'pending':
      return (
        <div className={styles.outcome}>
          <NotificationIcon kind="loading" />
          <p role="status" className={styles.outcomeTitle}>
            {t('credits-status-pending')}
          </p>
          <p>{t('credits-status-pending-text')}</p>
          <div className={styles.outcomeActions}>
            <Button theme="outline-orange" onClick={onCheckAgain} loading={checking}>
              {t('credits-status-check-again')}
            </Button>
          </div>
        </div>
      );
    case 'declined':
    case 'cancelled':
      return (
        <div className={styles.outcome}>
          <NotificationIcon kind="error" />
          <p role="alert" className={styles.outcomeTitle}>
            {t(payment.status === 'declined' ? 'credits-status-declined' : 'credits-status-cancelled')}
          </p>
          <p>{t('credits-status-nothing-added')}</p>
          <div className={styles.outcomeActions}>
            {buyAgain}
            {wallet}
          </div>
        </div>
      );
  }
}

export default function PaymentStatusPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const paymentId = presentText(searchParams.get('paymentId'));
  const cancel = searchParams.get('cancel') === '1';
  const { isAuthenticated, isLoadingUser, refresh } = useAuth();
  const askToSignIn = useAskToSignIn();
  const [askStatus, { data: answer, error, isError, isLoading }] = useGetPaymentStatusMutation();
  // The last answer stays on screen while the next one is asked for.
  const [data, setData] = useState<PaymentStatus | undefined>(undefined);
  const [rechecks, setRechecks] = useState(0);
  // One first call per payment, even when effects run twice (StrictMode); `cancel` only with it.
  const asked = useRef<string | undefined>(undefined);
  const refreshedFor = useRef<string | undefined>(undefined);

  const check = useCallback(
    (withCancel: boolean) => {
      if (paymentId !== undefined) void askStatus({ paymentStatusInput: withCancel ? { paymentId, cancel: true } : { paymentId } });
    },
    [askStatus, paymentId],
  );

  useEffect(() => {
    if (!isAuthenticated || paymentId === undefined || asked.current === paymentId) return;
    asked.current = paymentId;
    check(cancel);
  }, [isAuthenticated, paymentId, cancel, check]);

  useEffect(() => {
    if (answer !== undefined) setData(answer);
  }, [answer]);

  // Still pending: ask again a few times, a few seconds apart.
  useEffect(() => {
    if (data?.status !== 'pending' || isLoading || rechecks >= PENDING_RECHECKS) return undefined;
    const timer = setTimeout(() => {
      setRechecks((count) => count + 1);
      check(false);
    }, PENDING_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [data, isLoading, rechecks, check]);

  // Credits were added: the header's balance comes from the signed-in user, loaded again.
  useEffect(() => {
    if (data?.status === 'succeeded' && refreshedFor.current !== data.paymentId) {
      refreshedFor.current = data.paymentId;
      refresh();
    }
  }, [data, refresh]);

  let body;
  if (paymentId === undefined) {
    body = (
      <div className={styles.outcome}>
        <p>{t('credits-status-no-payment')}</p>
        <Link className={styles.linkAction} to={hrefFor('AdminSettings')}>
          {t('credits-status-to-wallet')}
        </Link>
      </div>
    );
  } else if (isLoadingUser) {
    body = <Spinner size="large" label={t('loading')} />;
  } else if (!isAuthenticated) {
    body = (
      <div className={styles.outcome}>
        <p>{t('credits-status-sign-in')}</p>
        <Button onClick={askToSignIn}>{t('header-login')}</Button>
      </div>
    );
  } else if (data !== undefined) {
    body = <Outcome payment={data} checking={isLoading} onCheckAgain={() => check(false)} />;
  } else if (isError) {
    body = <LoadError error={error} onRetry={() => check(cancel)} />;
  } else {
    body = <Spinner size="large" label={t('credits-status-checking')} />;
  }

  return (
    <section className={styles.statusPage} aria-labelledby="payment-status-title">
      <PageTitle title={t('page-title-PaymentStatus')} />
      <h1 id="payment-status-title" className={styles.pageTitle}>
        {t('page-title-PaymentStatus')}
      </h1>
      {body}
    </section>
  );
}
