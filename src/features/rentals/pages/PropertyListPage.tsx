/**
 * AdminPropertyList (/profil/imoti, product §2, 4, 7, 9): the owner's properties, 10 a page, newest
 * first, narrowed by the four filters of product §4 (deleted, premium, requested, active: yes or
 * no, or either), which live in the URL with the page. Each row leads to the property's page
 * (when published), its edit form and its viewing requests; deleting asks first. A published
 * property can be promoted to premium with credits (the credits area's promoteListing dialog,
 * docs/decisions/0020); a premium one says until when.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROPERTY_DEFAULT_ORDER, USER_PROPERTY_PAGE_SIZE } from '../../../../domain/constants.ts';
import { hrefFor } from '../../../../domain/routes.ts';
import { serverMessage } from '../../../api/errors.ts';
import { Empty, QueryResult } from '../../../layout/StatusViews.tsx';
import { useModals } from '../../../machines/AppMachines.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { PremiumBadge } from '../../../ui/PremiumBadge.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useDeletePropertyMutation, useListUserPropertiesQuery } from '../api.ts';
import type { ListUserPropertiesApiArg, PropertyOrder, PropertySummary } from '../api.ts';
import { ListersOnly } from '../components/ListersOnly.tsx';
import { useRentalsFormat } from '../format.ts';
import { pageCount, pageOf } from '../searchQuery.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import rentals from '../rentals.module.css';
import profile from './profile.module.css';
import styles from './PropertyListPage.module.css';

const LIST_FILTERS = ['deleted', 'premium', 'requested', 'active'] as const;
type ListFilter = (typeof LIST_FILTERS)[number];
type Flag = 0 | 1;

/** The filters of the address: each 1 or 0 when given, else left out. */
function listFiltersOf(params: URLSearchParams): Partial<Record<ListFilter, Flag>> {
  const filters: Partial<Record<ListFilter, Flag>> = {};
  for (const name of LIST_FILTERS) {
    const value = params.get(name);
    // deleted=0 is what leaving it out means: the live properties.
    if (value === '1' || (value === '0' && name !== 'deleted')) filters[name] = Number(value) as Flag;
  }
  return filters;
}

function FilterBar({ params, onChange }: { params: URLSearchParams; onChange: (params: URLSearchParams) => void }) {
  const { t } = useTranslation();
  const filters = listFiltersOf(params);
  const set = (name: ListFilter, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    next.delete('page');
    onChange(next);
  };
  return (
    <div className={styles.filters} role="group" aria-label={t('rentals-list-filters')}>
      {LIST_FILTERS.map((name) => (
        <label key={name} className={styles.filter}>
          <span>{t(`rentals-list-filter-${name}`)}</span>
          <select value={filters[name] === undefined ? '' : String(filters[name])} onChange={(event) => set(name, event.target.value)}>
            {/* Deleted has two answers: left out (and 0) is the live ones, 1 the deleted ones. */}
            {name === 'deleted' ? (
              <>
                <option value="">{t('rentals-list-no')}</option>
                <option value="1">{t('rentals-list-yes')}</option>
              </>
            ) : (
              <>
                <option value="">{t('rentals-list-either')}</option>
                <option value="1">{t('rentals-list-yes')}</option>
                <option value="0">{t('rentals-list-no')}</option>
              </>
            )}
          </select>
        </label>
      ))}
    </div>
  );
}

function Row({ property, onDelete }: { property: PropertySummary; onDelete: (property: PropertySummary) => void }) {
  const { t } = useTranslation();
  const { open } = useModals();
  const format = useRentalsFormat();
  const deleted = property.deletedAt !== null;
  const published = property.status === 'active' && !deleted;
  return (
    <li className={styles.row}>
      {property.image ? (
        <img src={property.image.thumbnailUrl} alt="" width={120} height={90} loading="lazy" decoding="async" className={styles.thumb} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.info}>
        <h2 className={styles.rowTitle}>
          {published ? <Link to={hrefFor('SinglePropertyPage', { id: property.id })}>{property.title}</Link> : property.title}
        </h2>
        <p className={styles.meta}>
          <span className={styles.status} data-status={deleted ? 'deleted' : property.status}>
            {deleted ? t('rentals-list-deleted-badge') : t(`property-status-${property.status}`)}
          </span>
          {property.premiumUntil !== null && <PremiumBadge>{t('rentals-list-premium-until', { date: format.date(property.premiumUntil) })}</PremiumBadge>}
          <span>{format.perMonth(property.price)}</span>
          <span>{t('rentals-place', { district: property.district.name, city: property.city.name })}</span>
          <span>{t('rentals-list-created', { date: format.date(property.createdAt) })}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <Link to={hrefFor('ViewingRequests', {}, { property: String(property.id) })} className={styles.actionLink}>
          {t('rentals-list-requests')}
        </Link>
        {published && (
          <Button
            size="small"
            theme="outline-orange"
            onClick={() => open('promoteListing', { kind: 'property', id: property.id, title: property.title })}
            aria-label={t('rentals-list-promote-label', { title: property.title })}
          >
            {t('rentals-list-promote')}
          </Button>
        )}
        {!deleted && (
          <>
            <Link to={hrefFor('EditProperty', { id: property.id })} className={styles.actionLink} aria-label={t('rentals-list-edit-label', { title: property.title })}>
              {t('rentals-list-edit')}
            </Link>
            <Button size="small" theme="outline-grey" onClick={() => onDelete(property)} aria-label={t('rentals-list-delete-label', { title: property.title })}>
              {t('rentals-list-delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function ConfirmDelete({ property, onDone }: { property: PropertySummary; onDone: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const { notify } = useModals();
  const [deleteProperty, { isLoading }] = useDeletePropertyMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async (): Promise<void> => {
    try {
      await deleteProperty({ id: property.id }).unwrap();
      onDone();
      notify('rentals-property-deleted', 'success');
    } catch (error) {
      const message = serverMessage(error);
      setProblem(message ? translateMessage(translator, message) : t('error-please-try-again-later'));
    }
  };
  return (
    <ConfirmDialog
      title={t('rentals-delete-title')}
      text={t('rentals-delete-text', { title: property.title })}
      cancelLabel={t('rentals-delete-cancel')}
      confirmLabel={t('rentals-delete-confirm')}
      busy={isLoading}
      failure={problem}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}

function PropertyList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<PropertySummary | null>(null);
  const page = pageOf(params);
  const args: ListUserPropertiesApiArg = {
    offset: (page - 1) * USER_PROPERTY_PAGE_SIZE,
    limit: USER_PROPERTY_PAGE_SIZE,
    orderBy: PROPERTY_DEFAULT_ORDER as PropertyOrder,
    ...listFiltersOf(params),
  };
  const properties = useListUserPropertiesQuery(args);
  const filtered = Object.keys(listFiltersOf(params)).length > 0;
  const hrefOfPage = (n: number): string => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    return `?${next.toString()}`;
  };
  const title = t('page-title-AdminPropertyList');
  return (
    <PageContainer className={profile.page}>
      <PageTitle title={title} />
      <div className={profile.headerRow}>
        <h1 className={profile.title}>{title}</h1>
        <Link to={hrefFor('AddProperty')} className={rentals.action}>
          {t('menu-add-property')}
        </Link>
      </div>
      <FilterBar params={params} onChange={setParams} />
      <p role="status" className={styles.count}>
        {properties.data ? t('rentals-list-count', { count: properties.data.total }) : ''}
      </p>
      <QueryResult
        query={properties}
        isEmpty={(data) => data.items.length === 0}
        empty={<Empty>{t(filtered ? 'rentals-list-empty-filtered' : 'rentals-list-empty')}</Empty>}
      >
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.items.map((property) => (
                <Row key={property.id} property={property} onDelete={setDeleting} />
              ))}
            </ul>
            <Pagination page={page} pages={pageCount(data.total, USER_PROPERTY_PAGE_SIZE)} hrefOf={hrefOfPage} />
          </>
        )}
      </QueryResult>
      {deleting && <ConfirmDelete property={deleting} onDone={() => setDeleting(null)} />}
    </PageContainer>
  );
}

export default function PropertyListPage() {
  return (
    <ListersOnly>
      <PropertyList />
    </ListersOnly>
  );
}
