/**
 * OrderTracking (/porachka/:id, issue 22): the buyer's order page, which every order e-mail links
 * to. An order placed without an account opens by the e-mail's private link (`?token=`, sent to
 * the server in a body, POST /api/order/{id}/view); a buyer with an account opens their own
 * after signing in. Each shop's part shows its status, its lines and, once shipped, the carrier
 * and tracking number (with the carrier's page for a known one); then the totals a buyer can add
 * up and where it goes; under each shop's part, "Ask the vendor" (the conversations feature's,
 * through the app's feature slots).
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { carrierLabel } from '../../../../domain/orders.ts';
import { hrefFor, routeId } from '../../../../domain/routes.ts';
import { Empty, Loading, LoadError, isNotFound } from '../../../layout/StatusViews.tsx';
import { useFeatureSlots } from '../../../layout/featureSlots.tsx';
import { useAskToSignIn, useAuth } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DeliveryWindow } from '../../../ui/DeliveryWindow.tsx';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { useViewOrderQuery } from '../api.ts';
import type { Order, OrderGroup } from '../api.ts';
import { OrderTotals } from '../components/OrderTotals.tsx';
import shop from '../shop.module.css';
import styles from './OrderTrackingPage.module.css';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

export default function OrderTrackingPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  const token = useSearchParams()[0].get('token') ?? undefined;
  const { user } = useAuth();
  const askToSignIn = useAskToSignIn();
  const order = useViewOrderQuery({ id: id ?? 0, orderAccessInput: token ? { token } : {} }, { skip: id === null });
  const title = id === null ? t('page-title-OrderTracking') : t('order-page-title', { id });

  // Signing in (or out) on this page changes whose order it may show: ask again.
  const signedIn = user?.id ?? null;
  const { refetch } = order;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (id !== null && !token) void refetch();
  }, [signedIn, id, token, refetch]);

  const notice = (text: string, action?: ReactNode) => (
    <PageContainer>
      <PageTitle title={title} />
      <h1 className={shop.title}>{title}</h1>
      <Empty action={action ?? <Link to={hrefFor('Marketplace')}>{t('back-to-shop')}</Link>}>{text}</Empty>
    </PageContainer>
  );

  if (id === null || isNotFound(order.error)) return notice(t(token ? 'order-page-link-invalid' : 'order-page-not-found'));
  if (statusOf(order.error) === 401) {
    return notice(
      t('order-page-sign-in'),
      <Button theme="solid-orange" onClick={askToSignIn}>
        {t('order-page-sign-in-button')}
      </Button>,
    );
  }
  if (statusOf(order.error) === 403) return notice(t('order-page-not-yours'));
  if (order.isError) {
    return (
      <PageContainer>
        <PageTitle title={title} />
        <h1 className={shop.title}>{title}</h1>
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </PageContainer>
    );
  }
  if (order.data === undefined) return <Loading />;
  return <OrderView order={order.data} token={token} />;
}

function OrderView({ order, token }: { order: Order; token: string | undefined }) {
  const { t, i18n } = useTranslation();
  const title = t('order-page-title', { id: order.id });
  const placed = new Intl.DateTimeFormat(i18n.language === 'bg' ? 'bg-BG' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Sofia' }).format(new Date(order.createdAt));
  return (
    <PageContainer>
      <PageTitle title={title} />
      <header className={styles.header}>
        <h1 className={shop.title}>{title}</h1>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className={styles.lead}>{t('order-page-placed', { date: placed })}</p>
      <div className={styles.layout}>
        <div className={styles.parts}>
          {order.groups.map((group) => (
            <Part key={group.vendor.id} order={order} group={group} token={token} />
          ))}
        </div>
        <div className={styles.side}>
          <section className={styles.panel} aria-labelledby="order-page-totals">
            <h2 id="order-page-totals" className={styles.panelTitle}>
              {t('order-page-totals')}
            </h2>
            <OrderTotals order={order} />
          </section>
          <section className={styles.panel} aria-labelledby="order-page-delivery">
            <h2 id="order-page-delivery" className={styles.panelTitle}>
              {t('order-page-delivery')}
            </h2>
            <p className={styles.address}>
              {order.contact.name}
              <br />
              {order.address.street}, {order.address.city.name}
              <br />
              {order.contact.phone}
            </p>
            {order.note !== null && <p className={styles.note}>{t('order-page-note', { note: order.note })}</p>}
          </section>
        </div>
      </div>
    </PageContainer>
  );
}

/** A shop's part: its status, its shipment once sent, and its lines. */
function Part({ order, group, token }: { order: Order; group: OrderGroup; token: string | undefined }) {
  const { t } = useTranslation();
  const { OrderQuestion } = useFeatureSlots();
  const money = useMoney();
  const headingId = `order-part-${group.vendor.id}`;
  const { shipment } = group;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.partHead}>
        <h2 id={headingId} className={styles.panelTitle}>
          <Link to={hrefFor('SingleVendor', { id: group.vendor.id })}>{group.vendor.name}</Link>
        </h2>
        <OrderStatusBadge status={group.status} />
      </div>
      <DeliveryWindow window={group.deliveryWindow} className={styles.shipment} />
      {shipment !== null && (
        <p className={styles.shipment}>
          {t('order-page-shipment', { carrier: carrierLabel(shipment), number: shipment.trackingNumber })}
          {shipment.trackingUrl !== null && (
            <>
              {' '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('order-page-track', { carrier: carrierLabel(shipment) })}
              </a>
            </>
          )}
        </p>
      )}
      <ul className={styles.lines}>
        {order.items
          .filter((item) => item.vendorId === group.vendor.id)
          .map((item) => (
            <li key={item.productId} className={styles.line}>
              <Link to={hrefFor('SingleProductPage', { id: item.productId })}>{item.title}</Link>
              <span className={styles.quantity}>× {item.quantity}</span>
              <span className={styles.amount}>{money(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
      </ul>
      <p className={styles.partTotal}>{t('order-page-part-total', { net: money(group.totalAmount), gross: money(group.totalAmount + group.totalTaxes) })}</p>
      {OrderQuestion && <OrderQuestion orderId={order.id} vendorId={group.vendor.id} vendorName={group.vendor.name} token={token} />}
    </section>
  );
}
