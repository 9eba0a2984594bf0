/**
 * The plan's own facts as form fields (inside a Formik form on moveStartSchema): the move-in day,
 * where from (a city and street, or "I'll say later") and the household. The "Moving in here?"
 * dialog starts a plan with them; the plan page changes them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVE_HOUSEHOLD_LIMITS, moveInWindow } from '../../../../domain/validation/move.ts';
import type { MoveStartFormValues } from '../../../../domain/validation/move.ts';
import { useListCitiesQuery } from '../../../api/locations.ts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import styles from '../move.module.css';

function countOptions({ min, max }: { min: number; max: number }) {
  return Array.from({ length: max - min + 1 }, (_, index) => ({ value: String(min + index), label: String(min + index) }));
}

export function MoveFactsFields({ values }: { values: MoveStartFormValues }) {
  const { t } = useTranslation();
  const cities = useListCitiesQuery();
  const days = useMemo(() => moveInWindow(new Date()), []);
  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }));
  return (
    <>
      <TextField name="moveInDate" type="date" label={t('move-start-date')} min={days.min} max={days.max} required />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('move-start-from')}</legend>
        <Checkbox name="fromLater" label={t('move-start-from-later')} />
        {!values.fromLater && (
          <>
            <SelectField
              name="fromCityId"
              label={t('move-start-city')}
              options={cityOptions}
              emptyLabel={cities.isError ? t('move-cities-failed') : t('move-start-city-choose')}
              required
            />
            <TextField name="fromStreet" label={t('move-start-street')} autoComplete="street-address" required />
          </>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('move-start-household')}</legend>
        <div className={styles.pair}>
          <SelectField name="people" label={t('move-start-people')} options={countOptions(MOVE_HOUSEHOLD_LIMITS.people)} emptyLabel={t('move-start-choose')} />
          <SelectField name="pets" label={t('move-start-pets')} options={countOptions(MOVE_HOUSEHOLD_LIMITS.pets)} emptyLabel={t('move-start-choose')} />
        </div>
      </fieldset>
    </>
  );
}
