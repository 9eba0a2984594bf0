/**
 * VendorDashboard (/profil/targovets/tablo, product §2, 7 GET /api/stats/user): the shop's figures:
 * its products and orders, its orders in each status (each a link to the orders with that
 * status), its revenue over the last 12 months as a chart, and its five best sellers. Quick
 * links lead to the product form, the import and the orders.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../../domain/text.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { useGetUserStatsQuery } from '../../../api/account.ts';
import type { VendorStats } from '../../../api/account.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import { ForTypes, VENDOR_ONLY } from '../access.tsx';
import { RevenueChart } from '../components/RevenueChart.tsx';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../vendor.module.css';

export default function VendorDashboardPage() {
  return (
    <ForTypes types={VENDOR_ONLY}>
      <Dashboard />
    </ForTypes>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const stats = useGetUserStatsQuery();
  const title = t('page-title-VendorDashboard');
  return (
    <PageContainer className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.pageHeader}>
        <div>
          <h1>{title}</h1>
          {user && (
            <p className={styles.lead}>
              {t('vendor-dashboard-greeting', { name: displayName(user.name), shop: user.vendor?.name ?? '' })}
            </p>
          )}
        </div>
        <div className={styles.headerActions}>
          <Link className={styles.primaryLink} to={hrefFor('AdminAddProduct')}>
            {t('vendor-products-add')}
          </Link>
          <Link className={styles.secondaryLink} to={hrefFor('AdminVendorProductsImport')}>
            {t('vendor-products-import')}
          </Link>
        </div>
      </header>
      <QueryResult
        query={stats}
        isEmpty={(data) => data.vendor === null}
        empty={<Empty>{t('vendor-dashboard-no-shop')}</Empty>}
      >
        {(data) => <Figures products={data.products ?? 0} orders={data.orders ?? 0} figures={data.vendor!} />}
      </QueryResult>
    </PageContainer>
  );
}

function Figures({ products, orders, figures }: { products: number; orders: number; figures: VendorStats }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.dashboard}>
      <section aria-labelledby="vendor-dashboard-totals" className={styles.panel}>
        <h2 id="vendor-dashboard-totals">{t('vendor-dashboard-totals')}</h2>
        <dl className={styles.bigFigures}>
          <div>
            <dt>{t('vendor-dashboard-products')}</dt>
            <dd>
              <Link to={hrefFor('AdminListProducts')}>{products}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('vendor-dashboard-orders')}</dt>
            <dd>
              <Link to={hrefFor('AdminVendorOrders')}>{orders}</Link>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="vendor-dashboard-by-status" className={styles.panel}>
        <h2 id="vendor-dashboard-by-status">{t('vendor-dashboard-by-status')}</h2>
        <ul className={styles.statusCounts}>
          {figures.ordersByStatus.map(({ status, count }) => (
            <li key={status}>
              <Link to={hrefFor('AdminVendorOrders', {}, { status })}>
                <OrderStatusBadge status={status} />
                <span className={styles.statusCount}>
                  {count}
                  <span className="visually-hidden"> {t('vendor-dashboard-orders-word', { count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="vendor-dashboard-revenue" className={`${styles.panel} ${styles.wide}`}>
        <h2 id="vendor-dashboard-revenue">{t('vendor-dashboard-revenue')}</h2>
        <RevenueChart months={figures.revenueByMonth} headingId="vendor-dashboard-revenue" />
      </section>

      <section aria-labelledby="vendor-dashboard-top" className={`${styles.panel} ${styles.wide}`}>
        <h2 id="vendor-dashboard-top">{t('vendor-dashboard-top')}</h2>
        {figures.topProducts.length === 0 ? (
          <p className={styles.muted}>{t('vendor-dashboard-top-none')}</p>
        ) : (
          <ol className={styles.topProducts}>
            {figures.topProducts.map((top) => (
              <li key={top.product.id}>
                <Link to={hrefFor('SingleProductPage', { id: top.product.id })}>{top.product.name}</Link>
                <span className={styles.muted}>
                  {t('vendor-dashboard-top-sold', { count: top.quantity, amount: money(top.amount) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
