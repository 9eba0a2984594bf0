/**
 * A day and one of the services' time slots (the moving, the cleaning, a delivery window). The
 * day is offered from the first bookable one to the services' horizon; a choice is reported once
 * both are chosen, and "Clear" reports none.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEANING_TIME_SLOTS, formatTimeSlot, isTimeSlot } from '../../../../domain/cleaning.ts';
import type { MoveWhen } from '../../../../domain/move.ts';
import { Button } from '../../../ui/Button.tsx';
import styles from '../move.module.css';

export function WhenPicker({
  label,
  when,
  window,
  onChange,
}: {
  /** The group's name ("Moving day and time"). */
  label: string;
  when: MoveWhen | null;
  window: { first: string; last: string };
  onChange: (when: MoveWhen | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [day, setDay] = useState(when?.day ?? '');
  const [slot, setSlot] = useState<string>(when?.slot ?? '');
  const report = (nextDay: string, nextSlot: string) => {
    if (nextDay !== '' && isTimeSlot(nextSlot)) onChange({ day: nextDay, slot: nextSlot });
  };
  return (
    <fieldset className={styles.when}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.whenFields}>
        <label htmlFor={`${id}-day`} className={styles.label}>
          {t('move-when-day')}
          <input
            id={`${id}-day`}
            type="date"
            className={styles.input}
            value={day}
            min={window.first}
            max={window.last}
            onChange={(event) => {
              setDay(event.target.value);
              report(event.target.value, slot);
            }}
          />
        </label>
        <label htmlFor={`${id}-slot`} className={styles.label}>
          {t('move-when-slot')}
          <select
            id={`${id}-slot`}
            className={styles.input}
            value={slot}
            onChange={(event) => {
              setSlot(event.target.value);
              report(day, event.target.value);
            }}
          >
            <option value="">{t('move-when-slot-choose')}</option>
            {CLEANING_TIME_SLOTS.map((value) => (
              <option key={value} value={value}>
                {formatTimeSlot(value)}
              </option>
            ))}
          </select>
        </label>
        {when && (
          <Button
            size="small"
            theme="outline-grey"
            onClick={() => {
              setDay('');
              setSlot('');
              onChange(null);
            }}
          >
            {t('move-when-clear')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
