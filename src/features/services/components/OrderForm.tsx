/**
 * The order form under the selection: contact, address (and where to, for a move), day, time
 * slot and a note (domain/validation/cleaningOrder.ts). It sends the cleaning cart to the
 * deep-cleaning order for deep cleaning and to the one-time order otherwise; the cart empties
 * only when the order is placed, and a refusal keeps the cart and the form as they were and says
 * why.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { CLEANING_LEAD_TIME_HOURS, CLEANING_TIME_SLOTS, bookableSlots, bookingWindow, formatServiceDay, formatTimeSlot } from '../../../../domain/cleaning.ts';
import type { CleaningType } from '../../../../domain/cleaning.ts';
import { cleaningOrderInitialValues, cleaningOrderSchema } from '../../../../domain/validation/cleaningOrder.ts';
import type { CleaningOrderFormValues } from '../../../../domain/validation/cleaningOrder.ts';
import { fieldErrorsOf, serverMessage } from '../../../api/errors.ts';
import { useListCitiesQuery } from '../../../api/locations.ts';
import { useAuth } from '../../../machines/AppMachines.tsx';
import { clearSelection, selectCleaningCart } from '../../../store/cleaningCartSlice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { Button } from '../../../ui/Button.tsx';
import { FillContactFromUser } from '../../../ui/FillContactFromUser.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { translateMessage } from '../../../ui/translateMessage.ts';
import { useCreateDeepCleaningOrderMutation, useCreateOneTimeCleaningOrderMutation } from '../api.ts';
import type { CleaningOrder } from '../api.ts';
import { orderErrorsFromServer, toOrderInput } from '../orderForm.ts';
import styles from '../services.module.css';

export function OrderForm({ cleaningType, onPlaced }: { cleaningType: CleaningType; onPlaced: (order: CleaningOrder, email: string) => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCleaningCart);
  const { user } = useAuth();
  const cities = useListCitiesQuery();
  const [createOneTime] = useCreateOneTimeCleaningOrderMutation();
  const [createDeep] = useCreateDeepCleaningOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const moving = cleaningType === 'moving';
  const schema = useMemo(() => cleaningOrderSchema(moving, () => new Date()), [moving]);
  const initialValues: CleaningOrderFormValues = {
    ...cleaningOrderInitialValues,
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
  const cityOptions = (cities.data ?? []).map((city) => ({
    value: String(city.id),
    label: city.name,
  }));
  const cityEmpty = cities.isError ? t('services-cities-failed') : t('services-choose-city');

  const submit = async (values: CleaningOrderFormValues, helpers: FormikHelpers<CleaningOrderFormValues>): Promise<void> => {
    setFailure(null);
    try {
      const cleaningOrderInput = toOrderInput(cart, values, moving);
      const create = cleaningType === 'deep' ? createDeep : createOneTime;
      const order = await create({ cleaningOrderInput }).unwrap();
      dispatch(clearSelection());
      onPlaced(order, cleaningOrderInput.contact.email);
    } catch (error) {
      const { fields, linesRefused } = orderErrorsFromServer(fieldErrorsOf(error));
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
      const message = serverMessage(error);
      setFailure(
        message
          ? translateMessage(translator, message)
          : linesRefused
            ? t('services-order-lines-refused')
            : Object.keys(fields).length > 0
              ? t('error-please-fulfill-all-fields-with-valid-data')
              : t('error-please-try-again-later'),
      );
    }
  };

  return (
    <section className={styles.form} aria-labelledby="services-order">
      <h2 id="services-order">{t('services-order-title')}</h2>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FocusFirstError />
            <FillContactFromUser user={user} />
            <TextField name="name" label={t('services-name')} autoComplete="name" required />
            <TextField name="phone" type="tel" label={t('services-phone')} required />
            <TextField name="email" type="email" label={t('services-email')} required />
            <fieldset>
              <legend>{t('services-address-legend')}</legend>
              <SelectField name="cityId" label={t('services-city')} emptyLabel={cityEmpty} options={cityOptions} required />
              <TextField name="street" label={t('services-street')} autoComplete="street-address" required />
            </fieldset>
            {moving && (
              <fieldset>
                <legend>{t('services-destination-legend')}</legend>
                <SelectField name="destinationCityId" label={t('services-destination-city')} emptyLabel={cityEmpty} options={cityOptions} required />
                <TextField name="destinationStreet" label={t('services-destination-street')} required />
              </fieldset>
            )}
            <When />
            <TextField name="note" label={t('services-note')} />
            {failure && (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            )}
            <Button type="submit" size="large" theme="solid-green" loading={isSubmitting} fullWidth>
              {t('services-place-order')}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/**
 * The day (within the booking window) and the slots still bookable that day. A day with none
 * left (today, as a slot starts CLEANING_LEAD_TIME_HOURS ahead) says so and offers the first
 * day that has one.
 */
function When() {
  const { t, i18n } = useTranslation();
  const { values, setFieldValue } = useFormikContext<CleaningOrderFormValues>();
  const now = new Date();
  const range = bookingWindow(now);
  const slots = values.date === '' ? CLEANING_TIME_SLOTS : bookableSlots(values.date, now);
  const tooSoon = values.date !== '' && values.date < range.first;
  const dayText = (day: string) => formatServiceDay(day, i18n.language === 'bg' ? 'bg' : 'en');
  return (
    <>
      <TextField name="date" type="date" label={t('services-date')} hint={t('services-date-hint')} min={range.first} max={range.last} required />
      {tooSoon && (
        <div className={styles.noSlot}>
          <p role="status">{t('services-no-slot-day', { day: dayText(values.date), hours: CLEANING_LEAD_TIME_HOURS })}</p>
          <Button
            size="small"
            theme="outline-orange"
            onClick={() => {
              void setFieldValue('timeSlot', '', false);
              void setFieldValue('date', range.first);
            }}
          >
            {t('services-first-free-day', { day: dayText(range.first) })}
          </Button>
        </div>
      )}
      <SelectField
        name="timeSlot"
        label={t('services-slot')}
        emptyLabel={t('services-choose-slot')}
        options={slots.map((slot) => ({
          value: slot,
          label: formatTimeSlot(slot),
        }))}
        required
      />
    </>
  );
}
