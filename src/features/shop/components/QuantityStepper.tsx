/**
 * A quantity between 1 and 100 (product §9), or the product's stock when lower: minus and plus buttons around a number input. It only
 * proposes a number; the cart's rules decide (an out-of-range number typed in reaches the
 * domain, which answers the message of product §5). What is typed stays in the box while the owner
 * refuses it, and a new value from the owner (a step, another tab) replaces it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '../../../../domain/constants.ts';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** The accessible name of the input (e.g. "Quantity of Oak chair"). */
  label: string;
  describedBy?: string;
  /** The most it proposes (the product's stock, within the cart's 100). */
  max?: number;
}

export function QuantityStepper({ value, onChange, label, describedBy, max = CART_MAX_QUANTITY }: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState({ text: String(value), for: value });
  if (draft.for !== value && !Number.isNaN(value)) setDraft({ text: String(value), for: value });
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('quantity-decrease')}
        aria-controls={id}
        disabled={value <= CART_MIN_QUANTITY}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={CART_MIN_QUANTITY}
        max={max}
        step={1}
        value={draft.text}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => {
          setDraft({ text: event.target.value, for: value });
          onChange(event.target.valueAsNumber);
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('quantity-increase')}
        aria-controls={id}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
