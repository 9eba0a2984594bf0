/**
 * The vendor's "Mark as shipped" form (POST /api/order/{id}/status with a shipment): the carrier
 * from the list, its name when it is another one, and the tracking number.
 */
import { object, string } from 'yup';
import type { ObjectSchema } from 'yup';
import { CARRIER_NAME_MAX_LENGTH, SHIPPING_CARRIERS, TRACKING_NUMBER_MAX_LENGTH, TRACKING_NUMBER_MIN_LENGTH, TRACKING_NUMBER_PATTERN } from '../constants.ts';
import type { ShippingCarrier } from '../orders.ts';
import { ERROR_KEYS, requiredTextRules } from './fields.ts';

export interface ShipmentFormValues {
  carrier: ShippingCarrier | '';
  carrierName: string;
  trackingNumber: string;
}

export const shipmentInitialValues: ShipmentFormValues = { carrier: '', carrierName: '', trackingNumber: '' };

export const TRACKING_NUMBER_FORMAT_ERROR = 'error-tracking-number-format';

export const shipmentSchema: ObjectSchema<ShipmentFormValues> = object({
  carrier: string<ShippingCarrier | ''>().required(ERROR_KEYS.required).oneOf(SHIPPING_CARRIERS, ERROR_KEYS.required),
  carrierName: string()
    .trim()
    .max(CARRIER_NAME_MAX_LENGTH, ERROR_KEYS.maxLength)
    .when('carrier', { is: 'other', then: (schema) => schema.required(ERROR_KEYS.required) })
    .default(''),
  trackingNumber: requiredTextRules({ minLength: TRACKING_NUMBER_MIN_LENGTH, maxLength: TRACKING_NUMBER_MAX_LENGTH }).matches(
    TRACKING_NUMBER_PATTERN,
    TRACKING_NUMBER_FORMAT_ERROR,
  ),
});
