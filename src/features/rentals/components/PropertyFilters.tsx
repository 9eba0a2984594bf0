/**
 * The search's filter panel: the words of the listing (applied with Search or Enter); city, then its districts; type, bedrooms, furniture and pets, each
 * applied as soon as it is chosen; the rent (euro) and area (m²) ranges, applied together with
 * Apply or Enter. Every change goes to the URL through `onChange`, back to page 1.
 */
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCitiesQuery } from '../../../api/locations.ts';
import { Button } from '../../../ui/Button.tsx';
import { WordsField } from '../../../ui/WordsField.tsx';
import type { FurnitureType, PropertyType } from '../api.ts';
import { BEDROOM_CHOICES, EMPTY_SEARCH, FURNITURE_TYPES, PROPERTY_TYPES } from '../searchQuery.ts';
import type { SearchQuery } from '../searchQuery.ts';
import styles from './PropertyFilters.module.css';

export interface PropertyFiltersProps {
  query: SearchQuery;
  onChange: (query: SearchQuery) => void;
}

/** A whole number typed in a range box; empty (or not a number) means no bound. */
function bound(text: string): number | undefined {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

const text = (value: number | undefined): string => (value === undefined ? '' : String(value));

interface SelectProps {
  label: string;
  value: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

function FilterSelect({ label, value, anyLabel, options, onChange, disabled }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} className={styles.select}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type Range = 'price' | 'area';

function Ranges({ query, onChange }: PropertyFiltersProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [values, setValues] = useState({
    priceFrom: text(query.priceFrom),
    priceTo: text(query.priceTo),
    areaFrom: text(query.areaFrom),
    areaTo: text(query.areaTo),
  });
  // The range that is upside down and what to say: under its own boxes, only they marked.
  const [error, setError] = useState<{ range: Range; message: string } | null>(null);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  const apply = (): void => {
    const next = {
      priceFrom: bound(values.priceFrom),
      priceTo: bound(values.priceTo),
      areaFrom: bound(values.areaFrom),
      areaTo: bound(values.areaTo),
    };
    const upsideDown = (from?: number, to?: number) => from !== undefined && to !== undefined && to < from;
    if (upsideDown(next.priceFrom, next.priceTo)) return setError({ range: 'price', message: t('error-rent-range') });
    if (upsideDown(next.areaFrom, next.areaTo)) return setError({ range: 'area', message: t('error-area-range') });
    setError(null);
    onChange({ ...query, ...next, page: 1 });
  };

  // Enter in a box applies, as a form would (a plain group: the URL is the state, nothing is posted).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') apply();
  };

  const box = (range: Range, name: keyof typeof values, label: string, unit: string) => (
    <label className={styles.rangeLabel}>
      <span>{label}</span>
      <span className={styles.rangeInput}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={values[name]}
          onChange={set(name)}
          onKeyDown={onKeyDown}
          aria-invalid={error?.range === range}
          aria-describedby={error?.range === range ? errorId : undefined}
        />
        <span aria-hidden="true">{unit}</span>
      </span>
    </label>
  );

  const rangeError = (range: Range) =>
    error?.range === range && (
      <p id={errorId} role="alert" className={styles.error}>
        {error.message}
      </p>
    );

  return (
    <div className={styles.ranges}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('rentals-filter-rent')}</legend>
        <div className={styles.rangePair}>
          {box('price', 'priceFrom', t('rentals-filter-from'), '€')}
          {box('price', 'priceTo', t('rentals-filter-to'), '€')}
        </div>
        {rangeError('price')}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('rentals-filter-area')}</legend>
        <div className={styles.rangePair}>
          {box('area', 'areaFrom', t('rentals-filter-from'), t('rentals-square-metres'))}
          {box('area', 'areaTo', t('rentals-filter-to'), t('rentals-square-metres'))}
        </div>
        {rangeError('area')}
      </fieldset>
      <Button size="small" theme="outline-orange" onClick={apply}>
        {t('rentals-filter-apply')}
      </Button>
    </div>
  );
}

export function PropertyFilters({ query, onChange }: PropertyFiltersProps) {
  const { t } = useTranslation();
  const cities = useListCitiesQuery();
  const city = cities.data?.find((item) => item.id === query.cityId);
  const change = (patch: Partial<SearchQuery>) => onChange({ ...query, ...patch, page: 1 });
  const numberOrNone = (value: string) => (value === '' ? undefined : Number(value));
  const filtered =
    query.q !== undefined ||
    query.cityId !== undefined ||
    query.type !== undefined ||
    query.furniture !== undefined ||
    query.bedrooms !== undefined ||
    query.pets ||
    query.priceFrom !== undefined ||
    query.priceTo !== undefined ||
    query.areaFrom !== undefined ||
    query.areaTo !== undefined;

  return (
    <div className={styles.filters}>
      <div className={styles.group}>
        <WordsField label={t('rentals-filter-words')} words={query.q} onChange={(q) => change({ q })} />
      </div>
      <div className={styles.group}>
        <FilterSelect
          label={t('rentals-filter-city')}
          value={text(query.cityId)}
          anyLabel={cities.isError ? t('rentals-cities-failed') : t('rentals-filter-any-city')}
          options={(cities.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          onChange={(value) => change({ cityId: numberOrNone(value), districtId: undefined })}
        />
        <FilterSelect
          label={t('rentals-filter-district')}
          value={text(query.districtId)}
          anyLabel={t('rentals-filter-any-district')}
          options={(city?.districts ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          onChange={(value) => change({ districtId: numberOrNone(value) })}
          disabled={city === undefined}
        />
      </div>
      <div className={styles.group}>
        <FilterSelect
          label={t('rentals-filter-type')}
          value={query.type ?? ''}
          anyLabel={t('rentals-filter-any')}
          options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`property-type-${type}`) }))}
          onChange={(value) => change({ type: (value || undefined) as PropertyType | undefined })}
        />
        <FilterSelect
          label={t('rentals-filter-bedrooms')}
          value={text(query.bedrooms)}
          anyLabel={t('rentals-filter-any')}
          options={BEDROOM_CHOICES.map((count) => ({ value: String(count), label: count === 0 ? t('rentals-bedrooms-none') : String(count) }))}
          onChange={(value) => change({ bedrooms: numberOrNone(value) })}
        />
        <FilterSelect
          label={t('rentals-filter-furniture')}
          value={query.furniture ?? ''}
          anyLabel={t('rentals-filter-any')}
          options={FURNITURE_TYPES.map((furniture) => ({ value: furniture, label: t(`property-furniture-${furniture}`) }))}
          onChange={(value) => change({ furniture: (value || undefined) as FurnitureType | undefined })}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={query.pets} onChange={(event) => change({ pets: event.target.checked })} />
          <span>{t('rentals-filter-pets')}</span>
        </label>
      </div>
      {/* Keyed by the bounds, so a change from the URL (back, forward) shows in the boxes. */}
      <Ranges key={[query.priceFrom, query.priceTo, query.areaFrom, query.areaTo].join('-')} query={query} onChange={onChange} />
      {filtered && (
        <Button size="small" theme="outline-grey" onClick={() => onChange({ ...EMPTY_SEARCH, sort: query.sort, map: query.map })}>
          {t('rentals-filter-clear')}
        </Button>
      )}
    </div>
  );
}
