/**
 * A value for the filters of the chosen categories (material, colour, ...): one select per
 * filter, each offering the values the category declares and "none". A filter two chosen
 * categories share is asked once, with the values of both. The filters of each category are
 * fetched as it is ticked (GET /api/product/category/filters/{id}); one that fails says so with
 * a retry.
 */
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { catalogueApi, useGetCategoryFiltersQuery } from '../../../api/catalogue.ts';
import type { CategoryFilter } from '../../../api/catalogue.ts';
import { useAppSelector } from '../../../store/hooks.ts';
import type { RootState } from '../../../store/store.ts';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import styles from '../vendor.module.css';

/** The filters of several categories, one per key, with the values of all of them. */
function mergeFilters(lists: readonly (readonly CategoryFilter[] | undefined)[]): CategoryFilter[] {
  const merged = new Map<string, CategoryFilter>();
  for (const filter of lists.flatMap((list) => list ?? [])) {
    const known = merged.get(filter.key);
    if (known === undefined) merged.set(filter.key, { ...filter, values: [...filter.values] });
    else for (const option of filter.values) if (!known.values.some((value) => value.value === option.value)) known.values.push(option);
  }
  return [...merged.values()];
}

/** The cached filters of each of these categories (undefined while one is on its way). */
function cachedFilters(state: RootState, ids: readonly number[]): (CategoryFilter[] | undefined)[] {
  return ids.map((id) => catalogueApi.endpoints.getCategoryFilters.select({ id })(state).data);
}

/** What the loaded filters of these categories offer (key → values): the attributes a product of them may have. */
export function offeredValuesOf(state: RootState, ids: readonly number[]): Record<string, string[]> {
  return Object.fromEntries(mergeFilters(cachedFilters(state, ids)).map((filter) => [filter.key, filter.values.map((option) => option.value)]));
}

/** The loaded filters of these categories, and whether some are still on their way. */
export function useCategoryFilters(ids: readonly number[]): { filters: CategoryFilter[]; pending: boolean } {
  const lists = useAppSelector((state) => cachedFilters(state, ids), shallowEqual);
  return { filters: mergeFilters(lists), pending: lists.includes(undefined) };
}

/** Keeps a category's filters loaded while it is ticked; says so when they cannot be loaded. */
function FiltersOf({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const filters = useGetCategoryFiltersQuery({ id });
  if (!filters.isError) return null;
  return (
    <p role="alert" className={styles.failure}>
      {t('vendor-form-filters-failed', { category: name })}{' '}
      <Button size="small" theme="outline-orange" onClick={() => void filters.refetch()}>
        {t('retry')}
      </Button>
    </p>
  );
}

export function FilterFields({
  categories,
  filters,
  pending,
}: {
  categories: readonly { id: number; name: string }[];
  filters: readonly CategoryFilter[];
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{t('vendor-form-filters')}</legend>
      {categories.map((category) => (
        <FiltersOf key={category.id} id={category.id} name={category.name} />
      ))}
      {filters.length === 0 ? (
        <p className={styles.muted}>
          {categories.length === 0 ? t('vendor-form-filters-choose-category') : pending ? t('loading') : t('vendor-form-filters-none')}
        </p>
      ) : (
        <div className={styles.filterGrid}>
          {filters.map((filter) => (
            <SelectField
              key={filter.key}
              name={`attributes.${filter.key}`}
              label={filter.name}
              emptyLabel={t('vendor-form-filter-none')}
              options={filter.values.map((option) => ({ value: option.value, label: option.label }))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
