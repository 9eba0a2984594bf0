/**
 * The vendor's revenue of the last 12 months as a bar chart, drawn here as SVG (twelve bars need
 * no charting library; docs/decisions/0018). Accessible: the figure is named by its heading, the
 * drawing is one image whose name says the total and the best month, and every figure is in a
 * table behind "Show the figures". The bars stretch with the width; the labels are HTML text, so
 * they stay readable on a phone.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { useMoney } from '../../../ui/useMoney.ts';
import type { MonthRevenue } from '../../../api/account.ts';
import { useDateFormats, useWholeEuros } from '../format.ts';
import styles from '../vendor.module.css';

/** Height of the drawing's coordinate space; bars are 10 units apart. */
const HEIGHT = 100;
const SLOT = 10;
const BAR = 6;

/** The axis' top: the highest amount rounded up to 1, 2, 2.5 or 5 times a power of ten (euro cents). */
export function axisTop(highest: number): number {
  if (highest <= 0) return 100_00;
  const power = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= highest)!;
  return step * power;
}

export function RevenueChart({ months, headingId }: { months: readonly MonthRevenue[]; headingId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const dates = useDateFormats();
  const euros = useWholeEuros();
  const descriptionId = useId();
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  const best = months.reduce<MonthRevenue | undefined>((top, month) => (top === undefined || month.amount > top.amount ? month : top), undefined);
  const top = axisTop(best?.amount ?? 0);
  const summary =
    best === undefined || best.amount === 0
      ? t('vendor-chart-summary-none')
      : t('vendor-chart-summary', { total: money(total), month: dates.month(best.month), amount: money(best.amount) });

  return (
    <figure className={styles.chart} aria-labelledby={headingId}>
      <p id={descriptionId} className={styles.chartSummary}>
        {summary}
      </p>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{euros(top)}</span>
          <span>{euros(top / 2)}</span>
          <span>{euros(0)}</span>
        </div>
        <svg
          className={styles.bars}
          viewBox={`0 0 ${months.length * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${headingId} ${descriptionId}`}
        >
          {[0, HEIGHT / 2, HEIGHT].map((y) => (
            <line key={y} x1={0} x2={months.length * SLOT} y1={y} y2={y} className={styles.gridLine} vectorEffect="non-scaling-stroke" />
          ))}
          {months.map((month, index) => {
            const height = (month.amount / top) * HEIGHT;
            return (
              <rect
                key={month.month}
                x={index * SLOT + (SLOT - BAR) / 2}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                className={clsx(styles.bar, index === months.length - 1 && styles.barCurrent)}
              />
            );
          })}
        </svg>
        <ol className={styles.xAxis} aria-hidden="true">
          {months.map((month) => (
            <li key={month.month}>{dates.shortMonth(month.month)}</li>
          ))}
        </ol>
      </div>
      <details className={styles.chartTable}>
        <summary>{t('vendor-chart-show-table')}</summary>
        <table>
          <caption className="visually-hidden">{t('vendor-dashboard-revenue')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vendor-chart-month')}</th>
              <th scope="col" className={styles.number}>
                {t('vendor-chart-revenue')}
              </th>
              <th scope="col" className={styles.number}>
                {t('vendor-chart-orders')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{dates.month(month.month)}</th>
                <td className={styles.number}>{money(month.amount)}</td>
                <td className={styles.number}>{month.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
