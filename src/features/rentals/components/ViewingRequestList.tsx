/**
 * Viewing requests as the owner reads them: the property (a link to its page), when the visitor
 * would like to come (or the time agreed), who they are with a phone and an e-mail, when they
 * asked, where the request stands, and its conversation (issue 27), where it is answered. The dashboard shows the latest few, the viewing requests page all of them.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hrefFor } from '../../../../domain/routes.ts';
import type { ViewingRequest } from '../api.ts';
import { Pill } from '../../../ui/Pill.tsx';
import type { PillTone } from '../../../ui/Pill.tsx';
import { useRentalsFormat } from '../format.ts';
import styles from './ViewingRequestList.module.css';

const STATUS_TONES: Readonly<Record<ViewingRequest['status'], PillTone>> = { requested: 'orange', proposed: 'grey', accepted: 'green', declined: 'red' };

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
              <Pill tone={STATUS_TONES[request.status]}>
                <span className="visually-hidden">{t('rentals-viewings-status')}: </span>
                {t(`rentals-viewings-status-${request.status}`)}
              </Pill>{' '}
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
            {request.conversationId !== null && (
              <p className={styles.asked}>
                <Link to={hrefFor('Conversation', { id: request.conversationId })}>{t('rentals-viewings-conversation')}</Link>
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
