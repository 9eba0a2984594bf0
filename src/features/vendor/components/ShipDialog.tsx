/**
 * "Mark as shipped" (issue 22): the carrier from the list (another one by its name) and the
 * tracking number, checked with the domain's rules before anything is sent; the buyer sees them
 * on the order page and in the shipped e-mail. The server's refusals show under their fields,
 * anything else inside the dialog, which stays open.
 */
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { CARRIER_NAMES, CARRIER_NAME_MAX_LENGTH, SHIPPING_CARRIERS, TRACKING_NUMBER_MAX_LENGTH } from '../../../../domain/constants.ts';
import type { ShippingCarrier } from '../../../../domain/orders.ts';
import { shipmentInitialValues, shipmentSchema } from '../../../../domain/validation/shipment.ts';
import type { ShipmentFormValues } from '../../../../domain/validation/shipment.ts';
import { Button } from '../../../ui/Button.tsx';
import { FocusFirstError } from '../../../ui/formErrors.tsx';
import { Modal, ModalActions } from '../../../ui/Modal.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { ShipmentInput } from '../api.ts';
import styles from '../vendor.module.css';

interface ShipDialogProps {
  orderId: number;
  /** Sends the shipment; answers the server's refusals by field (`carrier`, `trackingNumber`, ...), or a text for the whole form. */
  onShip: (shipment: ShipmentInput) => Promise<{ fields: Record<string, string>; failure: string | null } | null>;
  onCancel: () => void;
}

export function ShipDialog({ orderId, onShip, onCancel }: ShipDialogProps) {
  const { t } = useTranslation();
  const options = SHIPPING_CARRIERS.map((carrier: ShippingCarrier) => ({
    value: carrier,
    label: carrier === 'other' ? t('vendor-ship-carrier-other') : CARRIER_NAMES[carrier],
  }));

  const submit = async (values: ShipmentFormValues, helpers: FormikHelpers<ShipmentFormValues & { form?: string }>) => {
    const carrier = values.carrier as ShippingCarrier;
    const refused = await onShip({
      carrier,
      ...(carrier === 'other' ? { carrierName: values.carrierName.trim() } : {}),
      trackingNumber: values.trackingNumber.trim(),
    });
    if (refused) helpers.setErrors({ ...refused.fields, ...(refused.failure !== null ? { form: refused.failure } : {}) });
  };

  return (
    <Formik<ShipmentFormValues & { form?: string }> initialValues={shipmentInitialValues} validationSchema={shipmentSchema} onSubmit={submit}>
      {({ values, errors, isSubmitting }) => (
        <Modal title={t('vendor-ship-title', { id: orderId })} onClose={onCancel} closable={!isSubmitting}>
          <Form noValidate>
            <FocusFirstError />
            <p>{t('vendor-ship-text')}</p>
            <SelectField name="carrier" label={t('vendor-ship-carrier')} options={options} emptyLabel={t('vendor-ship-carrier-choose')} required />
            {values.carrier === 'other' && <TextField name="carrierName" label={t('vendor-ship-carrier-name')} maxLength={CARRIER_NAME_MAX_LENGTH} required />}
            <TextField
              name="trackingNumber"
              label={t('vendor-ship-tracking-number')}
              hint={t('vendor-ship-tracking-number-hint')}
              maxLength={TRACKING_NUMBER_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              required
            />
            {errors.form !== undefined && (
              <p role="alert" className={styles.failure}>
                {errors.form}
              </p>
            )}
            <ModalActions>
              <Button theme="outline-grey" onClick={onCancel} disabled={isSubmitting}>
                {t('vendor-ship-cancel')}
              </Button>
              <Button type="submit" theme="solid-green" loading={isSubmitting}>
                {t('vendor-order-action-shipped')}
              </Button>
            </ModalActions>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
