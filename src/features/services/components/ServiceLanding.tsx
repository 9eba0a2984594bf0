/**
 * A services landing page (CleaningPage, MovingPage): what is offered, from the server's
 * catalogue (each group with what it includes and its prices), how ordering works, and the way
 * to the selection page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceGroupsOf } from '../../../../domain/cleaning.ts';
import type { CleaningType } from '../../../../domain/cleaning.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useListCleaningServicesQuery } from '../../../api/catalogue.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../services.module.css';
import { ServicePrice } from './ServicePrice.tsx';

export function ServiceLanding({
  title,
  lead,
  catalogues,
  actions,
}: {
  title: string;
  lead: string;
  /** The catalogues shown, each under its heading when there are several. */
  catalogues: readonly { cleaningType: CleaningType; heading?: string }[];
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageTitle title={title} />
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>{actions}</div>
      </div>
      <section className={styles.section} aria-labelledby="services-how">
        <h2 id="services-how" className={styles.sectionTitle}>
          {t('services-how-title')}
        </h2>
        <ol className={styles.steps}>
          <li>
            <p>{t('services-how-choose')}</p>
          </li>
          <li>
            <p>{t('services-how-book')}</p>
          </li>
          <li>
            <p>{t('services-how-pay')}</p>
          </li>
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="services-catalogue">
        <h2 id="services-catalogue" className={styles.sectionTitle}>
          {t('services-catalogue-title')}
        </h2>
        {catalogues.map(({ cleaningType, heading }) => (
          <div key={cleaningType} className={styles.section}>
            {heading && <h3 className={styles.sectionTitle}>{heading}</h3>}
            <Catalogue cleaningType={cleaningType} />
          </div>
        ))}
      </section>
    </PageContainer>
  );
}

/** The groups of one catalogue as cards, with the page's loading and error states. */
function Catalogue({ cleaningType }: { cleaningType: CleaningType }) {
  const { t } = useTranslation();
  const query = useListCleaningServicesQuery({ cleaningType });
  return (
    <QueryResult query={query} isEmpty={(groups) => groups.length === 0} empty={<Empty>{t('services-catalogue-empty')}</Empty>}>
      {(groups) => (
        <ul className={styles.cards}>
          {groups.map((group) => (
            <li key={group.name} className={styles.card}>
              <h3>{group.name}</h3>
              {group.description && <p>{group.description}</p>}
              <ul className={styles.priceList}>
                {serviceGroupsOf([group])[0]!.items.map((service) => (
                  <li key={service.serviceKey}>
                    <span>{service.name}</span>
                    <strong>
                      <ServicePrice service={service} />
                    </strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </QueryResult>
  );
}
