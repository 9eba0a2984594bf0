/**
 * A selection page's body (SelectCleaningServicePage, SelectMovingServicePage): the catalogue of
 * one cleaning type from the server, installed in the persisted cleaning cart; the services with
 * their controls; the selection with its live total (the domain's, as the server will price it)
 * and, in words, what the last change removed; the order form; and, once ordered, the
 * confirmation with the server's order number, lines and total.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceGroupsOf } from '../../../../domain/cleaning.ts';
import type { CleaningServiceType, CleaningType, SelectedService } from '../../../../domain/cleaning.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { installCatalog, selectCleaningCart, selectSelectedServices } from '../../../store/cleaningCartSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { selectRehydrated } from '../../../store/store.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { useListCleaningServicesQuery } from '../../../api/catalogue.ts';
import type { CleaningServiceGroup } from '../../../api/catalogue.ts';
import type { CleaningOrder } from '../api.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import styles from '../services.module.css';
import { Confirmation } from './Confirmation.tsx';
import { OrderForm } from './OrderForm.tsx';
import { ServiceItem } from './ServiceItem.tsx';
import { Summary } from './Summary.tsx';

/** Why selections went: the rule of the service just added, or a catalogue of another kind. */
type RemovalReason = CleaningServiceType | 'catalogue';

export function ServiceSelection({ cleaningType, title, lead, nav }: { cleaningType: CleaningType; title: string; lead: string; nav?: ReactNode }) {
  const { t } = useTranslation();
  const query = useListCleaningServicesQuery({ cleaningType });
  const [placed, setPlaced] = useState<{
    order: CleaningOrder;
    email: string;
  } | null>(null);

  return (
    <PageContainer>
      {placed ? (
        <Confirmation order={placed.order} email={placed.email} cleaningType={cleaningType} />
      ) : (
        <>
          <PageTitle title={title} />
          <div className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {nav}
            <p className={styles.lead}>{lead}</p>
          </div>
          <QueryResult query={query} isEmpty={(groups) => groups.length === 0} empty={<Empty>{t('services-catalogue-empty')}</Empty>}>
            {(groups) => <Selection cleaningType={cleaningType} groups={groups} onPlaced={(order, email) => setPlaced({ order, email })} />}
          </QueryResult>
        </>
      )}
    </PageContainer>
  );
}

function Selection({
  cleaningType,
  groups,
  onPlaced,
}: {
  cleaningType: CleaningType;
  groups: CleaningServiceGroup[];
  onPlaced: (order: CleaningOrder, email: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCleaningCart);
  const cartSelections = useAppSelector(selectSelectedServices);
  const rehydrated = useAppSelector(selectRehydrated);
  const [removal, setRemoval] = useState<{
    reason: RemovalReason;
    removed: SelectedService[];
  } | null>(null);

  const report = (reason: RemovalReason, removed: SelectedService[]) => setRemoval(removed.length > 0 ? { reason, removed } : null);

  // The catalogue goes into the cart (re-pricing what stays); selections of another kind go, and the page says so.
  // Again once the stored cart has been read (a page the server rendered reads it after hydrating).
  useEffect(() => {
    const removed = dispatch(installCatalog(cleaningType, serviceGroupsOf(groups)));
    if (removed.length > 0) setRemoval({ reason: 'catalogue', removed });
  }, [dispatch, cleaningType, groups, rehydrated]);

  // Until the cart holds this catalogue (the server's render and the browser's first) the services show unselected.
  const installed = cart.cleaningType === cleaningType;
  const services = installed ? cart.services : serviceGroupsOf(groups);
  const selections = installed ? cartSelections : [];
  const names =
    removal &&
    new Intl.ListFormat(i18n.language === 'bg' ? 'bg' : 'en', {
      type: 'conjunction',
    }).format(removal.removed.map((selection) => selection.name));

  return (
    <div className={styles.layout}>
      <div className={styles.groups}>
        {services.map((group, index) => (
          <section key={group.name} className={styles.group} aria-labelledby={`services-group-${index}`}>
            <h2 id={`services-group-${index}`}>{group.name}</h2>
            {groups[index]?.description && <p className={styles.groupText}>{groups[index].description}</p>}
            <ul className={styles.items}>
              {group.items.map((service) => (
                <ServiceItem key={service.serviceKey} service={service} selected={installed ? cart.selectedServices[service.serviceKey] : undefined} onRemoved={report} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.side}>
        <Summary selections={selections} total={installed ? cart.totalPrice : 0} notice={removal ? t(`services-removed-${removal.reason}`, { names }) : ''} />
        {selections.length > 0 && <OrderForm cleaningType={cleaningType} onPlaced={onPlaced} />}
      </div>
    </div>
  );
}
