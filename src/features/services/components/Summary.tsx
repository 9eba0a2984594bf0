/**
 * The selection beside the services: each line with what it holds and its cost, the live total,
 * and what the last change removed (a polite live region, so it is announced as it appears).
 */
import { useTranslation } from 'react-i18next';
import { lineDetails } from '../../../../domain/cleaning.ts';
import type { SelectedService } from '../../../../domain/cleaning.ts';
import type { Cents } from '../../../../domain/money.ts';
import { useMoney } from '../../../ui/useMoney.ts';
import styles from '../services.module.css';

export function Summary({ selections, total, notice }: { selections: SelectedService[]; total: Cents; notice: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className={styles.summary} aria-labelledby="services-summary">
      <h2 id="services-summary">{t('services-summary-title')}</h2>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {selections.length === 0 ? (
        <p className={styles.muted}>{t('services-summary-empty')}</p>
      ) : (
        <ul className={styles.summaryLines}>
          {selections.map((selection) => (
            <li key={selection.serviceKey}>
              <div>
                {selection.name}
                <span>{lineDetails(selection, t)}</span>
              </div>
              <strong>{money(selection.lineTotal)}</strong>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.total}>
        <span>{t('services-total')}</span>
        <span data-testid="services-total">{money(total)}</span>
      </p>
    </section>
  );
}
