/**
 * The embedded sandbox card provider's checkout page (product §10 "Payments", route
 * SandboxCheckout, /plashtane/testova-kasa/{reference}): what is paid for and how much, the test
 * cards (one pays, one is declined), a card form, and a way to leave without paying. The sandbox
 * reports the outcome to the site and the buyer goes back to the payment's status page, as with
 * a real provider. No real card is ever charged, and the page says so.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { SANDBOX_CARDS } from '../../../domain/credits.ts';
import { sandboxCardInitialValues, sandboxCardSchema, toSandboxCardPayload } from '../../../domain/validation/sandboxCard.ts';
import type { SandboxCardFormValues } from '../../../domain/validation/sandboxCard.ts';
import { fieldErrorsOf, serverMessage } from '../../api/errors.ts';
import { Empty, QueryResult, isNotFound } from '../../layout/StatusViews.tsx';
import { Button } from '../../ui/Button.tsx';
import { FocusFirstError } from '../../ui/formErrors.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { translateMessage } from '../../ui/translateMessage.ts';
import { useMoney } from '../../ui/useMoney.ts';
import { useCancelSandboxCheckoutMutation, useGetSandboxCheckoutQuery, usePaySandboxCheckoutMutation } from './api.ts';
import type { SandboxCheckout } from './api.ts';
import styles from './credits.module.css';

const TEST_CARDS = [
  { number: SANDBOX_CARDS.success, outcome: 'credits-sandbox-card-success' },
  { number: SANDBOX_CARDS.decline, outcome: 'credits-sandbox-card-decline' },
] as const;

function CardForm({ checkout, onClosed }: { checkout: SandboxCheckout; onClosed: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const money = useMoney();
  const navigate = useNavigate();
  const [pay] = usePaySandboxCheckoutMutation();
  const [leave, leaving] = useCancelSandboxCheckoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => sandboxCardSchema(new Date()), []);

  const fail = (error: unknown): Record<string, string> => {
    if ((error as { status?: unknown }).status === 409) onClosed();
    const fields = fieldErrorsOf(error);
    const message = serverMessage(error);
    setFailure(message ? translateMessage(translator, message) : Object.keys(fields).length > 0 ? null : t('error-please-try-again-later'));
    return fields;
  };

  const submit = async (values: SandboxCardFormValues, helpers: FormikHelpers<SandboxCardFormValues>): Promise<void> => {
    setFailure(null);
    try {
      const result = await pay({ reference: checkout.reference, sandboxCardInput: toSandboxCardPayload(values) }).unwrap();
      await navigate(result.returnUrl);
    } catch (error) {
      const fields = fail(error);
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
    }
  };

  const cancel = async (): Promise<void> => {
    setFailure(null);
    try {
      const result = await leave({ reference: checkout.reference }).unwrap();
      await navigate(result.returnUrl);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Formik initialValues={sandboxCardInitialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, setFieldValue }) => (
        <>
          <section className={styles.testCards} aria-labelledby="sandbox-cards-title">
            <h2 id="sandbox-cards-title">{t('credits-sandbox-cards-title')}</h2>
            <ul>
              {TEST_CARDS.map((card) => (
                <li key={card.number}>
                  <span>
                    <code className={styles.cardNumber}>{card.number}</code> {t(card.outcome)}
                  </span>
                  <Button size="small" theme="outline-grey" onClick={() => void setFieldValue('cardNumber', card.number)}>
                    {t('credits-sandbox-use-card', { number: card.number.slice(-4) })}
                  </Button>
                </li>
              ))}
            </ul>
            <p>{t('credits-sandbox-cards-note')}</p>
          </section>
          <Form noValidate className={styles.cardForm} aria-labelledby="sandbox-card-title">
            <h2 id="sandbox-card-title">{t('credits-sandbox-card-title')}</h2>
            <FocusFirstError />
            <TextField name="cardNumber" label={t('credits-sandbox-card-number')} inputMode="numeric" autoComplete="cc-number" maxLength={19} required />
            <div className={styles.cardRow}>
              <TextField name="expiry" label={t('credits-sandbox-expiry')} hint={t('credits-sandbox-expiry-hint')} autoComplete="cc-exp" maxLength={7} required />
              <TextField name="cvc" label={t('credits-sandbox-cvc')} hint={t('credits-sandbox-cvc-hint')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
            </div>
            {failure && (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            )}
            <Button type="submit" size="large" theme="solid-green" fullWidth loading={isSubmitting} disabled={leaving.isLoading}>
              {t('credits-sandbox-pay', { amount: money(checkout.amount) })}
            </Button>
            <Button size="large" theme="outline-grey" fullWidth loading={leaving.isLoading} disabled={isSubmitting} onClick={() => void cancel()}>
              {t('credits-sandbox-cancel')}
            </Button>
          </Form>
        </>
      )}
    </Formik>
  );
}

function Checkout({ checkout, onClosed }: { checkout: SandboxCheckout; onClosed: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.checkout}>
      <section className={styles.order} aria-labelledby="sandbox-order-title">
        <h2 id="sandbox-order-title">{t('credits-sandbox-order')}</h2>
        <p className={styles.orderLine}>{checkout.description}</p>
        <p className={styles.orderAmount}>{money(checkout.amount)}</p>
        <p className={styles.note}>{t('credits-vat-note')}</p>
      </section>
      {checkout.status === 'open' ? (
        <CardForm checkout={checkout} onClosed={onClosed} />
      ) : (
        <Empty
          action={
            <Link className={styles.linkAction} to={checkout.returnUrl}>
              {t('credits-sandbox-back')}
            </Link>
          }
        >
          {t('credits-sandbox-closed')}
        </Empty>
      )}
    </div>
  );
}

export default function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const reference = useParams().id ?? '';
  const query = useGetSandboxCheckoutQuery({ reference });
  const title = t('page-title-SandboxCheckout');
  return (
    <section className={styles.sandboxPage} aria-labelledby="sandbox-title">
      <PageTitle title={title} />
      <h1 id="sandbox-title" className={styles.pageTitle}>
        {title}
      </h1>
      <p className={styles.sandboxBanner}>{t('credits-sandbox-banner')}</p>
      {isNotFound(query.error) ? (
        <Empty>{t('credits-sandbox-not-found')}</Empty>
      ) : (
        <QueryResult query={query}>{(checkout) => <Checkout checkout={checkout} onClosed={() => void query.refetch()} />}</QueryResult>
      )}
    </section>
  );
}
