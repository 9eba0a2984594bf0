import { CARRIER_NAME_MAX_LENGTH } from '../../../domain/constants.ts';
import { validateForm } from '../../../domain/validation/validate.ts';
import { TRACKING_NUMBER_FORMAT_ERROR, shipmentSchema } from '../../../domain/validation/shipment.ts';
import type { ShipmentFormValues } from '../../../domain/validation/shipment.ts';

const valid: ShipmentFormValues = { carrier: 'speedy', carrierName: '', trackingNumber: 'AB-1234' };
const errorsOf = (values: Partial<ShipmentFormValues>) => validateForm(shipmentSchema, { ...valid, ...values });

describe('the "Mark as shipped" form (issue 22)', () => {
  it('takes a known carrier without a name, and a tracking number of letters, digits and inner hyphens', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('asks for the carrier, and for its name only when it is another carrier', () => {
    expect(errorsOf({ carrier: '' })).toEqual({ carrier: 'error-required' });
    expect(errorsOf({ carrier: 'other' })).toEqual({ carrierName: 'error-required' });
    expect(errorsOf({ carrier: 'other', carrierName: '   ' })).toEqual({ carrierName: 'error-required' });
    expect(errorsOf({ carrier: 'other', carrierName: 'Куриер Север' })).toEqual({});
    expect(errorsOf({ carrier: 'other', carrierName: 'К'.repeat(CARRIER_NAME_MAX_LENGTH + 1) })).toEqual({ carrierName: 'error-max-length' });
  });

  it('refuses a tracking number that is not what carriers print', () => {
    expect(errorsOf({ trackingNumber: 'AB 1234' })).toEqual({ trackingNumber: TRACKING_NUMBER_FORMAT_ERROR });
    expect(errorsOf({ trackingNumber: '-AB1234' })).toEqual({ trackingNumber: TRACKING_NUMBER_FORMAT_ERROR });
  });
});
