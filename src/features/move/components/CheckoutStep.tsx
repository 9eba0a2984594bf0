/**
 * Checking out once (decision 0031): everything the plan orders in one review (moveSummary: each
 * vendor's goods, VAT and delivery, each service step priced by its catalogue), what still blocks
 * the checkout and how to fix it, and one contact form with the new home's street. A visitor is
 * asked to sign in first (the plan goes to the account on sign-in). A failed checkout can be
 * retried as it was (the same key) or left to change the plan.
 */
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../../domain/cart.ts';
import { moveSummary } from '../../../../domain/move.ts';
import type { MoveBlocker, MovePlan } from '../../../../domain/move.ts';
import { serviceGroupsOf } from '../../../../domain/cleaning.ts';
import { checkoutSchema } from '../../../../domain/validation/checkout.ts';
import { serverMessage } from '../../../api/errors.ts';
import type { CurrentUser } from '../../../api/account.ts';
import type { MoveCheckoutForm } from '../../../machines/movePlan.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { useListCleaningServicesQuery } from '../../../api/catalogue.ts';
import { useConflictWords } from './Timeline.tsx';
import styles from '../move.module.css';

const moveCheckoutSchema = checkoutSchema.omit(['cityId']);

function BlockerList({ blockers }: { blockers: MoveBlocker[] }) {
  const { t } = useTranslation();
  const words = useConflictWords();
  return (
    <div className={styles.blockers}>
      <p className={styles.blockersTitle}>{t('move-blocked-title')}</p>
      <ul>
        {blockers.map((blocker, index) => (
          <li key={`${blocker.key}-${index}`}>
            {blocker.kind === 'conflict'
              ? `${words(blocker.conflict).what} ${words(blocker.conflict).fix}`
              : t(blocker.key, blocker.kind === 'no-delivery-window' ? { vendor: blocker.vendor.name } : {})}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Summary({ plan, cart }: { plan: MovePlan; cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moving = useListCleaningServicesQuery({ cleaningType: 'moving' }, { skip: plan.moving === null });
  const cleaningType = plan.cleaning?.cleaningType ?? 'deep';
  const cleaning = useListCleaningServicesQuery({ cleaningType }, { skip: plan.cleaning === null });
  const result = moveSummary(plan, cart, {
    ...(moving.data ? { moving: serviceGroupsOf(moving.data) } : {}),
    ...(cleaning.data ? { [cleaningType]: serviceGroupsOf(cleaning.data) } : {}),
  });
  if (!result.ok) return <p className={styles.error}>{t(result.key)}</p>;
  const { summary } = result;
  return (
    <dl className={styles.summary}>
      {summary.services.map((service) => (
        <div key={service.step} className={styles.summaryRow}>
          <dt>
            {t(`move-step-${service.step}`)}: {service.lines.map((line) => line.name).join(', ')}
          </dt>
          <dd>{money(service.total)}</dd>
        </div>
      ))}
      {summary.vendors.map(({ vendor, net, tax, delivery, total }) => (
        <div key={vendor.id} className={styles.summaryRow}>
          <dt>{t('move-summary-vendor', { vendor: vendor.name, net: money(net), tax: money(tax), delivery: money(delivery) })}</dt>
          <dd>{money(total)}</dd>
        </div>
      ))}
      <div className={styles.summaryTotal}>
        <dt>{t('move-summary-total')}</dt>
        <dd>{money(summary.total)}</dd>
      </div>
    </dl>
  );
}

export function CheckoutStep({
  plan,
  cart,
  blockers,
  user,
  busy,
  failure,
  onSignIn,
  onCheckout,
  onRetry,
  onBack,
}: {
  plan: MovePlan;
  cart: Cart;
  blockers: MoveBlocker[];
  /** Null for a visitor. */
  user: CurrentUser | null;
  busy: boolean;
  /** The failed checkout's error; undefined when none failed. */
  failure: unknown;
  onSignIn: () => void;
  onCheckout: (form: MoveCheckoutForm) => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const initialValues = { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', street: '', note: '' };
  return (
    <div className={styles.stepBody}>
      <Summary plan={plan} cart={cart} />
      {blockers.length > 0 && <BlockerList blockers={blockers} />}
      {failure !== undefined ? (
        <div role="alert" className={styles.failure}>
          <p>{serverMessage(failure) ?? t('please-try-again-later')}</p>
          <div className={styles.actions}>
            <Button theme="solid-green" loading={busy} onClick={onRetry}>
              {t('move-checkout-retry')}
            </Button>
            <Button theme="outline-grey" onClick={onBack} disabled={busy}>
              {t('move-checkout-back')}
            </Button>
          </div>
        </div>
      ) : user === null ? (
        <div className={styles.signIn}>
          <p>{t('move-checkout-sign-in-lead')}</p>
          <Button theme="solid-green" onClick={onSignIn}>
            {t('move-checkout-sign-in')}
          </Button>
        </div>
      ) : (
        <Formik initialValues={initialValues} validationSchema={moveCheckoutSchema} onSubmit={(values) => onCheckout(values)}>
          <Form className={styles.form} noValidate>
            <FocusFirstError />
            <TextField name="name" label={t('move-checkout-name')} autoComplete="name" required />
            <TextField name="email" type="email" label={t('move-checkout-email')} autoComplete="email" required />
            <TextField name="phone" type="tel" label={t('move-checkout-phone')} autoComplete="tel" required />
            <TextField name="street" label={t('move-checkout-street')} autoComplete="street-address" required />
            <TextField name="note" label={t('move-checkout-note')} />
            <Button type="submit" size="large" fullWidth theme="solid-green" loading={busy} disabled={blockers.length > 0}>
              {t('move-checkout-submit')}
            </Button>
          </Form>
        </Formik>
      )}
    </div>
  );
}
