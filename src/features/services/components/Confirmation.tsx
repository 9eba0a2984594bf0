/** The order placed: its number, day and time slot, and the server's lines and total (it priced them). */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatServiceDay, formatTimeSlot, lineDetails } from '../../../../domain/cleaning.ts';
import type { CleaningType } from '../../../../domain/cleaning.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useMoney } from '../../../ui/useMoney.ts';
import type { CleaningOrder } from '../api.ts';
import styles from '../services.module.css';

export function Confirmation({ order, email, cleaningType }: { order: CleaningOrder; email: string; cleaningType: CleaningType }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const title = t('services-placed-title');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was below the fold: the confirmation starts at the top, and so does a screen reader.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.confirmation} aria-labelledby="services-placed">
      <PageTitle title={title} />
      <h1 id="services-placed" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.orderNumber}>{t('services-placed-number', { id: order.id })}</p>
      <p>
        {t('services-placed-when', {
          day: formatServiceDay(order.date, i18n.language === 'bg' ? 'bg' : 'en'),
          slot: formatTimeSlot(order.timeSlot),
        })}
      </p>
      <p>{t('services-placed-text', { email })}</p>
      <div className={styles.summary}>
        <h2>{t('services-placed-lines')}</h2>
        <ul className={styles.summaryLines}>
          {order.services.map((line) => (
            <li key={line.serviceKey}>
              <div>
                {line.name}
                <span>{lineDetails(line, t)}</span>
              </div>
              <strong>{money(line.lineTotal)}</strong>
            </li>
          ))}
        </ul>
        <p className={styles.total}>
          <span>{t('services-total')}</span>
          <span>{money(order.totalPrice)}</span>
        </p>
      </div>
      <p>
        <Link to={hrefFor(cleaningType === 'moving' ? 'MovingPage' : 'CleaningPage')}>{t('services-placed-more')}</Link>
      </p>
    </section>
  );
}
