/**
 * Viewing requests as the owner reads them: the property (a link to its page), when the visitor
 * would like to come, who they are with a phone and an e-mail to answer them, and when they
 * asked. The dashboard shows the latest few, the viewing requests page all of them.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { ViewingRequest } from '../api.ts';
import { useRentalsFormat } from '../format.ts';
import styles from './ViewingRequestList.module.css';

export function ViewingRequestList({ items, headingLevel = 2 }: { items: readonly ViewingRequest[]; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useRentalsFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {items.map((request) => (
        <li key={request.id} className={styles.item}>
          <article aria-labelledby={`viewing-${request.id}`}>
            <Heading id={`viewing-${request.id}`} className={styles.when}>
              {format.viewingTime(request.dateTime)}
            </Heading>
            <p className={styles.property}>
              {request.property.deletedAt === null && request.property.status === 'active' ? (
                <Link to={hrefFor('SinglePropertyPage', { id: request.property.id })}>{request.property.title}</Link>
              ) : (
                request.property.title
              )}
            </p>
            <dl className={styles.contact}>
              <div>
                <dt>{t('rentals-viewings-name')}</dt>
                <dd>{request.contactName}</dd>
              </div>
              <div>
                <dt>{t('rentals-viewings-phone')}</dt>
                <dd>
                  <a href={`tel:${request.contactPhone.replace(/\s/g, '')}`}>{request.contactPhone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('rentals-viewings-email')}</dt>
                <dd>
                  <a href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a>
                </dd>
              </div>
            </dl>
            <p className={styles.asked}>{t('rentals-viewings-asked', { date: format.date(request.createdAt) })}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
