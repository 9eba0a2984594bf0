/**
 * AdminVendorSingleOrder (/profil/porachki/:id, product §2, 7): a vendor's part of one order with
 * its lines, totals, contact and delivery address, moved on with the buttons its status allows
 * (domain/orders.ts: new → confirmed | cancelled, confirmed → shipped | cancelled, shipped →
 * delivered; cancelling asks first); the buyer is e-mailed by the server. Someone else's order is
 * said to be so. A buyer has one order page, OrderTracking: this address (linked from the orders
 * list before it) sends them there.
 */
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_STEPS, carrierLabel } from '../../../../domain/orders.ts';
import type { OrderStatus } from '../../../../domain/orders.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { fieldErrorsOf } from '../../../api/errors.ts';
import { LoadError, Loading, isNotFound } from '../../../layout/StatusViews.tsx';
import { routeId } from '../../../../domain/routes.ts';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import type { ButtonTheme } from '../../../ui/Button.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { ForTypes, VENDOR_ONLY } from '../access.tsx';
import { useGetOrderQuery, useUpdateOrderStatusMutation } from '../api.ts';
import type { Order, OrderGroup, OrderItem, ShipmentInput } from '../api.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ShipDialog } from '../components/ShipDialog.tsx';
import { Notice } from '../components/Notice.tsx';
import { DeliveryWindow } from '../../../ui/DeliveryWindow.tsx';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { isForbidden, useFailureText } from '../failure.ts';
import { useDateFormats } from '../format.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

/** A step a vendor may take, as the statuses it leads to (the contract's OrderStatusInput). */
type Step = Exclude<OrderStatus, 'new'>;

const STEP_THEMES: Record<Step, ButtonTheme> = {
  confirmed: 'solid-green',
  shipped: 'solid-green',
  delivered: 'solid-green',
  cancelled: 'outline-grey',
};

export default function OrderPage() {
  const { user } = useAuth();
  const { id = '' } = useParams();
  if (user?.type === 'user') return <Navigate to={hrefFor('OrderTracking', { id })} replace />;
  return (
    <ForTypes types={VENDOR_ONLY}>
      <OrderLoader />
    </ForTypes>
  );
}

function OrderLoader() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const order = useGetOrderQuery({ id: id ?? 0 }, { skip: id === null });
  const back = { route: 'AdminVendorOrders', label: t('vendor-back-to-orders') } as const;
  const title = id === null ? t('page-title-AdminVendorSingleOrder') : t('vendor-order-number', { id });
  if (id === null || isNotFound(order.error)) return <Notice title={title} text={t('vendor-order-not-found')} back={back} />;
  if (isForbidden(order.error)) return <Notice title={title} text={t('vendor-order-not-yours')} back={back} />;
  if (order.isError) {
    return (
      <PageContainer className={styles.page}>
        <PageTitle title={title} />
        <h1>{title}</h1>
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </PageContainer>
    );
  }
  if (order.data === undefined) return <Loading />;
  return <OrderView order={order.data} onStale={() => void order.refetch()} />;
}

function OrderView({ order, onStale }: { order: Order; onStale: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useDateFormats();
  const title = t('vendor-order-number', { id: order.id });
  const groups = order.groups;
  const sum = (pick: (group: OrderGroup) => number) => groups.reduce((total, group) => total + pick(group), 0);

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
        <Link to={hrefFor('AdminVendorOrders')}>{t('page-title-AdminVendorOrders')}</Link>
      </nav>
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
        <OrderStatusBadge status={groups[0]?.status ?? order.status} />
      </header>
      <p className={styles.lead}>{t('vendor-order-placed', { date: dates.dateTime(order.createdAt) })}</p>

      {groups[0] !== undefined && <StatusActions order={order} group={groups[0]} onStale={onStale} />}

      <section aria-labelledby="vendor-order-lines" className={styles.panel}>
        <h2 id="vendor-order-lines">{t('vendor-order-lines')}</h2>
        {groups.map((group) => (
          <GroupLines key={group.vendor.id} group={group} items={order.items.filter((item) => item.vendorId === group.vendor.id)} />
        ))}
        <dl className={styles.totals}>
          <div>
            <dt>{t('vendor-order-subtotal')}</dt>
            <dd>{money(sum((group) => group.totalAmount))}</dd>
          </div>
          <div>
            <dt>{t('vendor-order-vat')}</dt>
            <dd>{money(sum((group) => group.totalTaxes))}</dd>
          </div>
          <div>
            <dt>{t('vendor-order-delivery')}</dt>
            <dd>{money(order.totalDeliveryAmount)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t('vendor-order-your-total')}</dt>
            <dd>{money(order.totalOrderAmount)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="vendor-order-delivery" className={styles.panel}>
        <h2 id="vendor-order-delivery">{t('vendor-order-delivery-to')}</h2>
        <dl className={styles.details}>
          <div>
            <dt>{t('vendor-order-contact')}</dt>
            <dd>
              {order.contact.name}
              <br />
              <a href={`tel:${order.contact.phone.replace(/\s/g, '')}`}>{order.contact.phone}</a>
              <br />
              <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('vendor-order-address')}</dt>
            <dd>
              {order.address.street}, {order.address.city.name}
            </dd>
          </div>
          {order.note !== null && (
            <div>
              <dt>{t('vendor-order-note')}</dt>
              <dd className={styles.note}>{order.note}</dd>
            </div>
          )}
        </dl>
      </section>
    </PageContainer>
  );
}

/** The vendor's lines of the order, with the move-in plan's delivery window and its shipment once sent. */
function GroupLines({ group, items }: { group: OrderGroup; items: OrderItem[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <DeliveryWindow window={group.deliveryWindow} className={styles.muted} />
      {group.shipment !== null && (
        <p className={styles.muted}>{t('order-page-shipment', { carrier: carrierLabel(group.shipment), number: group.shipment.trackingNumber })}</p>
      )}
      <table className={styles.lines} aria-labelledby="vendor-order-lines">
        <thead>
          <tr>
            <th scope="col">{t('vendor-order-product')}</th>
            <th scope="col" className={styles.number}>
              {t('vendor-order-quantity')}
            </th>
            <th scope="col" className={styles.number}>
              {t('vendor-order-amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.productId}>
              <td>
                <Link to={hrefFor('SingleProductPage', { id: item.productId })}>{item.title}</Link>
                <span className={styles.unitPrice}>{t('vendor-order-unit-price', { price: money(item.unitPrice) })}</span>
              </td>
              <td className={styles.number}>{item.quantity}</td>
              <td className={styles.number}>{money(item.unitPrice * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The vendor's part: its status and a button for each step it allows (cancelling asks first). */
function StatusActions({ order, group, onStale }: { order: Order; group: OrderGroup; onStale: () => void }) {
  const { t } = useTranslation();
  const [updateStatus, update] = useUpdateOrderStatusMutation();
  const failureText = useFailureText();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [shipping, setShipping] = useState(false);
  const steps = ORDER_STATUS_STEPS[group.status] as readonly Step[];

  const move = async (status: Step) => {
    setNotice(null);
    setFailure(null);
    try {
      await updateStatus({ id: order.id, orderStatusInput: { status } }).unwrap();
      setConfirming(false);
      setNotice(t('vendor-order-moved', { status: t(`vendor-order-status-${status}`) }));
    } catch (error) {
      setConfirming(false);
      // A refused step is a validation failure of `status`, which says which steps there are.
      setFailure(fieldErrorsOf(error).status ?? failureText(error));
      // Someone (another tab) may have moved it meanwhile: show where it is now.
      onStale();
    }
  };

  /** Shipped goes with its shipment, from the dialog; the shipment's refusals go back under its fields. */
  const ship = async (shipment: ShipmentInput) => {
    setNotice(null);
    setFailure(null);
    try {
      await updateStatus({ id: order.id, orderStatusInput: { status: 'shipped', shipment } }).unwrap();
      setShipping(false);
      setNotice(t('vendor-order-moved', { status: t('vendor-order-status-shipped') }));
      return null;
    } catch (error) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).flatMap(([field, message]) => (field.startsWith('shipment.') ? [[field.slice('shipment.'.length), message]] : [])),
      );
      if (Object.keys(fields).length > 0) return { fields, failure: null };
      setShipping(false);
      setFailure(fieldErrorsOf(error).status ?? failureText(error));
      onStale();
      return null;
    }
  };

  return (
    <section aria-labelledby="vendor-order-actions" className={styles.panel}>
      <h2 id="vendor-order-actions">{t('vendor-order-your-part')}</h2>
      {steps.length > 0 ? (
        <div className={styles.statusButtons}>
          {steps.map((step) => (
            <Button
              key={step}
              theme={STEP_THEMES[step]}
              loading={update.isLoading && update.originalArgs?.orderStatusInput.status === step}
              disabled={update.isLoading}
              onClick={() => (step === 'cancelled' ? setConfirming(true) : step === 'shipped' ? setShipping(true) : void move(step))}
            >
              {t(`vendor-order-action-${step}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>{t('vendor-order-no-steps')}</p>
      )}
      <p className={styles.muted}>{t('vendor-order-mail-note')}</p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {failure !== null && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {shipping && <ShipDialog orderId={order.id} onShip={ship} onCancel={() => setShipping(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t('vendor-order-cancel-title', { id: order.id })}
          text={t('vendor-order-cancel-text')}
          cancelLabel={t('vendor-confirm-keep')}
          confirmLabel={t('vendor-order-action-cancelled')}
          busy={update.isLoading}
          onConfirm={() => void move('cancelled')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
