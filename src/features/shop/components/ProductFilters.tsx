/**
 * The category page's filters: each filter of the category (the server's) as checkboxes with
 * how many products each value would give (its facet counts), and the price range in euro with
 * VAT, as the cards show prices (the server's range is net: its hints are turned to prices with VAT).
 * Every change goes to the URL through `onChange`.
 */
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { grossOf } from '../../../../domain/money.ts';
import { isUpsideDownRange } from '../../../../domain/validation/fields.ts';
import { Button } from '../../../ui/Button.tsx';
import type { CategoryFilter } from '../../../api/catalogue.ts';
import type { PriceRange, ProductFacet } from '../api.ts';
import type { CategoryQuery } from '../categoryQuery.ts';
import { toggleFilter } from '../categoryQuery.ts';
import styles from './ProductFilters.module.css';

export interface ProductFiltersProps {
  filters: readonly CategoryFilter[];
  facets: readonly ProductFacet[] | undefined;
  priceRange: PriceRange | null | undefined;
  query: CategoryQuery;
  onChange: (query: CategoryQuery) => void;
}

function countOf(facets: readonly ProductFacet[] | undefined, key: string, value: string): number | undefined {
  return facets?.find((facet) => facet.key === key)?.counts.find((count) => count.value === value)?.count;
}

/** Euro text of an input, as whole euros; empty means no bound. */
function euros(text: string): number | undefined {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

function PriceFilter({ query, priceRange, onChange }: Pick<ProductFiltersProps, 'query' | 'priceRange' | 'onChange'>) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(query.priceFrom?.toString() ?? '');
  const [to, setTo] = useState(query.priceTo?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // An upside-down range is said beside the fields and not searched (the server would refuse it).
  const apply = (): void => {
    const bounds = { priceFrom: euros(from), priceTo: euros(to) };
    if (isUpsideDownRange(bounds.priceFrom, bounds.priceTo)) return setError(t('error-price-range'));
    setError(null);
    onChange({ ...query, ...bounds, page: 1 });
  };
  const invalid = { 'aria-invalid': error !== null, 'aria-describedby': error !== null ? errorId : undefined };
  // Enter in either box applies, as a form would (a plain group: the URL is the state, nothing is posted).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') apply();
  };
  return (
    <div role="group" className={styles.group} aria-labelledby="price-filter-title">
      <p id="price-filter-title" className={styles.legend}>
        {t('filter-price')}
      </p>
      <div className={styles.priceInputs}>
        <label className={styles.priceLabel}>
          <span>{t('filter-price-from')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={from}
            placeholder={priceRange ? String(Math.floor(grossOf(priceRange.min) / 100)) : undefined}
            onChange={(event) => setFrom(event.target.value)}
            onKeyDown={onKeyDown}
            {...invalid}
          />
        </label>
        <label className={styles.priceLabel}>
          <span>{t('filter-price-to')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={to}
            placeholder={priceRange ? String(Math.ceil(grossOf(priceRange.max) / 100)) : undefined}
            onChange={(event) => setTo(event.target.value)}
            onKeyDown={onKeyDown}
            {...invalid}
          />
        </label>
      </div>
      {error !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button size="small" theme="outline-orange" onClick={apply}>
        {t('filter-apply')}
      </Button>
    </div>
  );
}

export function ProductFilters({ filters, facets, priceRange, query, onChange }: ProductFiltersProps) {
  const { t } = useTranslation();
  const selected = Object.values(query.filters).some((values) => values.length > 0);
  const hasPrice = query.priceFrom !== undefined || query.priceTo !== undefined;
  return (
    <div className={styles.filters}>
      {filters.map((filter) => (
        <fieldset key={filter.key} className={styles.group}>
          <legend className={styles.legend}>{filter.name}</legend>
          {filter.values.map((option) => {
            const checked = query.filters[filter.key]?.includes(option.value) ?? false;
            const count = countOf(facets, filter.key, option.value);
            return (
              <label key={option.value} className={styles.option}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && count === 0}
                  onChange={() => onChange(toggleFilter(query, filter.key, option.value))}
                />
                <span>{option.label}</span>
                {count !== undefined && <span className={styles.count}>({count})</span>}
              </label>
            );
          })}
        </fieldset>
      ))}
      {/* Keyed by the bounds, so a change from the URL (back, forward) shows in the inputs. */}
      <PriceFilter key={`${query.priceFrom}-${query.priceTo}`} query={query} priceRange={priceRange} onChange={onChange} />
      {(selected || hasPrice) && (
        <Button size="small" theme="outline-grey" onClick={() => onChange({ ...query, filters: {}, priceFrom: undefined, priceTo: undefined, page: 1 })}>
          {t('filter-clear')}
        </Button>
      )}
    </div>
  );
}
