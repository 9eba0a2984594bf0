/**
 * One service of the selection page: its name and price; Add, or once selected its amount (within
 * the service's range), how dirty (where the service has a severity), months (where it is charged
 * per month), its line total and Remove. Every change goes through the cleaning cart's rules
 * (src/store/cleaningCartSlice.ts); what a selection removed is reported to the page.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { CLEANING_MAX_MONTHS, CLEANING_SEVERITY_LEVELS, amountRange } from '../../../../domain/cleaning.ts';
import type { CleaningService, CleaningServiceType, SelectedService, SelectionPatch } from '../../../../domain/cleaning.ts';
import { deselectService, selectService, updateSelection } from '../../../store/cleaningCartSlice.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import fields from '../../../ui/fields.module.css';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useMoney } from '../../../ui/useMoney.ts';
import styles from '../services.module.css';
import { ServicePrice } from './ServicePrice.tsx';

const MONTHS = Array.from({ length: CLEANING_MAX_MONTHS }, (_, index) => index + 1);

export function ServiceItem({
  service,
  selected,
  onRemoved,
}: {
  service: CleaningService;
  selected: SelectedService | undefined;
  /** Called after every selection with what its rule removed (often nothing). */
  onRemoved: (type: CleaningServiceType, removed: SelectedService[]) => void;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const money = useMoney();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const add = () => {
    const outcome = dispatch(selectService(service.serviceKey, { amount: amountRange(service)[0] }));
    if (outcome.ok) onRemoved(service.type, outcome.removed);
    setError(outcome.ok ? null : outcome.error);
  };
  const change = (patch: SelectionPatch) => setError(dispatch(updateSelection(service.serviceKey, patch)));

  return (
    <li className={clsx(styles.item, selected && styles.itemSelected)}>
      <div className={styles.itemHead}>
        <div>
          <h3 id={`${id}-name`} className={styles.itemName}>
            {service.name}
          </h3>
          <span className={styles.itemPrice}>
            <ServicePrice service={service} />
          </span>
        </div>
        {selected ? (
          <Button
            size="small"
            theme="outline-grey"
            onClick={() => dispatch(deselectService(service.serviceKey))}
            aria-label={t('services-remove-label', { name: service.name })}
          >
            {t('services-remove')}
          </Button>
        ) : (
          <Button size="small" theme="solid-green" onClick={add} aria-label={t('services-add-label', { name: service.name })}>
            {t('services-add')}
          </Button>
        )}
      </div>
      {selected && (
        <div className={styles.controls} role="group" aria-labelledby={`${id}-name`}>
          <AmountInput id={id} selected={selected} onChange={(amount) => change({ amount })} error={error} />
          {selected.severity !== undefined && (
            <div className={fields.field}>
              <label htmlFor={`${id}-severity`} className={fields.label}>
                {t('services-severity-label')}
              </label>
              <select
                id={`${id}-severity`}
                className={fields.input}
                value={selected.severity}
                onChange={(event) => change({ severity: Number(event.target.value) })}
              >
                {CLEANING_SEVERITY_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`services-severity-${level}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {selected.months !== undefined && (
            <div className={fields.field}>
              <label htmlFor={`${id}-months`} className={fields.label}>
                {t('services-months-label')}
              </label>
              <select
                id={`${id}-months`}
                className={fields.input}
                value={selected.months}
                onChange={(event) => change({ months: Number(event.target.value) })}
              >
                {MONTHS.map((months) => (
                  <option key={months} value={months}>
                    {months}
                  </option>
                ))}
              </select>
            </div>
          )}
          <output className={styles.lineTotal} htmlFor={`${id}-amount`} aria-live="polite">
            {money(selected.lineTotal)}
          </output>
        </div>
      )}
      {error && !selected && (
        <p role="alert" className={styles.failure}>
          {translateMessage(translator, error)}
        </p>
      )}
    </li>
  );
}

/**
 * The amount, as typed: a whole number within the service's range goes to the cart at once;
 * anything else shows why under the input, and the cart keeps the last good amount.
 */
function AmountInput({
  id,
  selected,
  onChange,
  error,
}: {
  id: string;
  selected: SelectedService;
  onChange: (amount: number) => void;
  error: string | null;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const [text, setText] = useState(String(selected.amount));
  const [min, max] = amountRange(selected);
  const shownError = text === String(selected.amount) ? null : error;
  return (
    <div className={fields.field}>
      <label htmlFor={`${id}-amount`} className={fields.label}>
        {t(`services-amount-${selected.unit}`)}
      </label>
      <input
        id={`${id}-amount`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={text}
        disabled={min === max}
        aria-invalid={shownError !== null}
        aria-describedby={`${id}-amount-hint${shownError ? ` ${id}-amount-error` : ''}`}
        className={clsx(fields.input, shownError && fields.invalid)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value === '' ? Number.NaN : Number(event.target.value));
        }}
      />
      <span id={`${id}-amount-hint`} className={fields.hint}>
        {t('services-amount-range', { min, max })}
      </span>
      {shownError && (
        <span id={`${id}-amount-error`} role="alert" className={fields.error}>
          {translateMessage(translator, shownError)}
        </span>
      )}
    </div>
  );
}
