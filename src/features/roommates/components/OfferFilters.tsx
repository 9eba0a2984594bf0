/**
 * The flatmate search's filters: the words of the offer (applied with Search or Enter), and
 * the four of product §3, 7: city, university, and the monthly price range in euros. A city or a university applies at once (a university brings its city; a city keeps
 * the university only when it is there); the prices apply with the button or Enter, after a
 * check that the range is the right way round. Every change goes to the URL through `onChange`,
 * back to the first page.
 */
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Button } from '../../../ui/Button.tsx';
import { WordsField } from '../../../ui/WordsField.tsx';
import fields from '../../../ui/fields.module.css';
import type { University } from '../api.ts';
import { isFiltered } from '../searchQuery.ts';
import type { RoommateQuery } from '../searchQuery.ts';
import styles from '../roommates.module.css';

interface OfferFiltersProps {
  query: RoommateQuery;
  cities: readonly { id: number; name: string }[];
  universities: readonly University[];
  onChange: (query: RoommateQuery) => void;
}

/** Whole euros typed in a price box; '' is no bound, anything else is a mistake (null). */
function eurosOf(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,7}$/.test(trimmed) && Number(trimmed) <= 1_000_000 ? Number(trimmed) : null;
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      <select id={id} className={fields.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

export function OfferFilters({ query, cities, universities, onChange }: OfferFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(query.priceFrom?.toString() ?? '');
  const [to, setTo] = useState(query.priceTo?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const shownUniversities = query.city === undefined ? universities : universities.filter((university) => university.cityId === query.city);
  const errorId = `${id}-price-error`;

  const chooseCity = (value: string): void => {
    const city = value === '' ? undefined : Number(value);
    const keeps = universities.some((university) => university.id === query.university && university.cityId === city);
    onChange({ ...query, city, university: keeps ? query.university : undefined, page: 1 });
  };

  const chooseUniversity = (value: string): void => {
    const university = universities.find((each) => each.id === Number(value));
    onChange({ ...query, university: university?.id, city: university ? university.cityId : query.city, page: 1 });
  };

  const applyPrices = (): void => {
    const priceFrom = eurosOf(from);
    const priceTo = eurosOf(to);
    if (priceFrom === null || priceTo === null) return setProblem('roommates-error-price-format');
    if (priceFrom !== undefined && priceTo !== undefined && priceTo < priceFrom) return setProblem('roommates-error-price-range');
    setProblem(null);
    onChange({ ...query, priceFrom, priceTo, page: 1 });
  };

  const priceInput = (name: 'from' | 'to', value: string, set: (value: string) => void) => (
    <div className={fields.field}>
      <label htmlFor={`${id}-${name}`} className={fields.label}>
        {t(`roommates-filter-price-${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        className={clsx(fields.input, problem && fields.invalid)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => set(event.target.value)}
        // Enter applies, as in a form (a plain group: the URL is the state, nothing is posted).
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') applyPrices();
        }}
      />
    </div>
  );

  return (
    <div role="search" aria-label={t('roommates-filters')} className={styles.filters}>
      <WordsField label={t('roommates-filter-words')} words={query.q} onChange={(q) => onChange({ ...query, q, page: 1 })} />
      <Select label={t('roommates-filter-city')} value={query.city?.toString() ?? ''} onChange={chooseCity}>
        <option value="">{t('roommates-filter-any-city')}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </Select>
      <Select label={t('roommates-filter-university')} value={query.university?.toString() ?? ''} onChange={chooseUniversity}>
        <option value="">{t('roommates-filter-any-university')}</option>
        {shownUniversities.map((university) => (
          <option key={university.id} value={university.id}>
            {university.name}
          </option>
        ))}
      </Select>
      <fieldset className={fields.field}>
        <legend className={fields.label}>{t('roommates-filter-price')}</legend>
        <div className={styles.priceInputs}>
          {priceInput('from', from, setFrom)}
          {priceInput('to', to, setTo)}
        </div>
        {problem && (
          <span id={errorId} role="alert" className={fields.error}>
            {t(problem)}
          </span>
        )}
      </fieldset>
      <div className={styles.filterActions}>
        <Button size="small" theme="outline-orange" onClick={applyPrices}>
          {t('roommates-filter-apply')}
        </Button>
        {isFiltered(query) && (
          <Button size="small" theme="outline-grey" onClick={() => onChange({ page: 1 })}>
            {t('roommates-filter-clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
