/**
 * AdminVendorOrders (/profil/porachki, product §2, 7): a vendor's orders to fulfil (its own part of
 * each, opened here), or a regular user's own orders (opened on the order page, OrderTracking),
 * newest first, ten a page, filtered by status; the status and the page live in the URL. Agencies have no orders (product §6): they are sent to their
 * dashboard.
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '../../../../domain/orders.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { ForTypes, ORDER_READERS } from '../access.tsx';
import { useListOrdersQuery } from '../api.ts';
import type { Order } from '../api.ts';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { useDateFormats } from '../format.ts';
import { LIST_PAGE_SIZE, offsetOf, pageCount, pageParam, pageValue, statusParam, withParams } from '../urlState.ts';
import { clsx } from 'clsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

export default function OrdersPage() {
  return (
    <ForTypes types={ORDER_READERS}>
      <Orders />
    </ForTypes>
  );
}

/** The status a reader follows: a vendor its own part's, a buyer the whole order's. */
function shownStatus(order: Order, vendor: boolean): Order['status'] {
  return vendor ? (order.groups[0]?.status ?? order.status) : order.status;
}

function Orders() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const vendor = user?.type === 'vendor';
  const [params] = useSearchParams();
  const page = pageParam(params);
  const status = statusParam(params);
  const orders = useListOrdersQuery({ offset: offsetOf(page), limit: LIST_PAGE_SIZE, ...(status ? { status } : {}) });
  const title = t('page-title-AdminVendorOrders');

  return (
    <PageContainer className={styles.page}>
      <PageTitle title={status ? `${title}: ${t(`vendor-order-status-${status}`)}` : title} />
      <header className={styles.pageHeader}>
        <h1>{title}</h1>
      </header>
      <p className={styles.lead}>{vendor ? t('vendor-orders-lead-vendor') : t('vendor-orders-lead-user')}</p>

      <nav aria-label={t('vendor-orders-filter')}>
        <ul className={styles.filterNav}>
          {[undefined, ...ORDER_STATUSES].map((value) => (
            <li key={value ?? 'all'}>
              <Link
                to={withParams(params, { status: value, page: undefined })}
                aria-current={value === status ? 'page' : undefined}
                className={clsx(styles.filterLink, value === status && styles.filterLinkCurrent)}
              >
                {value ? t(`vendor-order-status-${value}`) : t('vendor-orders-all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <QueryResult
        query={orders}
        isEmpty={(data) => data.items.length === 0}
        empty={
          status ? (
            <Empty action={<Link to={withParams(params, { status: undefined, page: undefined })}>{t('vendor-orders-show-all')}</Link>}>
              {t('vendor-orders-none-with-status', { status: t(`vendor-order-status-${status}`) })}
            </Empty>
          ) : (
            <Empty
              action={
                vendor ? undefined : (
                  <Link className={styles.primaryLink} to={hrefFor('Marketplace')}>
                    {t('vendor-orders-to-shop')}
                  </Link>
                )
              }
            >
              {vendor ? t('vendor-orders-empty-vendor') : t('vendor-orders-empty-user')}
            </Empty>
          )
        }
      >
        {(data) => (
          <section aria-labelledby="vendor-orders-count" aria-busy={orders.isFetching}>
            <p id="vendor-orders-count" className={styles.count}>
              {t('vendor-orders-count', { count: data.total })}
            </p>
            <ul className={styles.orderList}>
              {data.items.map((order) => (
                <OrderCard key={order.id} order={order} vendor={vendor} />
              ))}
            </ul>
            <Pagination page={page} pages={pageCount(data.total)} hrefOf={(n) => withParams(params, { page: pageValue(n) })} />
          </section>
        )}
      </QueryResult>
    </PageContainer>
  );
}

function OrderCard({ order, vendor }: { order: Order; vendor: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useDateFormats();
  const headingId = `vendor-order-${order.id}`;
  return (
    <li>
      <article className={styles.orderCard} aria-labelledby={headingId}>
        <div className={styles.orderCardHead}>
          <h2 id={headingId} className={styles.orderTitle}>
            <Link to={hrefFor(vendor ? 'AdminVendorSingleOrder' : 'OrderTracking', { id: order.id })}>{t('vendor-order-number', { id: order.id })}</Link>
          </h2>
          <OrderStatusBadge status={shownStatus(order, vendor)} />
        </div>
        <p className={styles.meta}>
          <span>{dates.dateTime(order.createdAt)}</span>
          <span>{t('vendor-order-products', { count: order.totalProductCount })}</span>
          {vendor ? (
            <span>{t('vendor-order-buyer', { name: order.contact.name, city: order.address.city.name })}</span>
          ) : (
            <span>{order.groups.map((group) => group.vendor.name).join(', ')}</span>
          )}
        </p>
        <p className={styles.orderTotal}>
          <span>{vendor ? t('vendor-order-your-total') : t('vendor-order-total')}</span> <strong>{money(order.totalOrderAmount)}</strong>
        </p>
      </article>
    </li>
  );
}
