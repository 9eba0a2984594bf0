import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { TRACKING_NUMBER_PATTERN } from '../../domain/constants.ts';
import { ORDER_STATUSES, ORDER_STATUS_STEPS, canMoveOrder, carrierLabel, isOrderStatus, trackingUrl } from '../../domain/orders.ts';

describe('order status steps (decision 0015)', () => {
  it('lets a vendor move forward one step, or cancel before shipping', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['new→confirmed', 'new→cancelled', 'confirmed→shipped', 'confirmed→cancelled', 'shipped→delivered']);
  });

  it('ends at delivered and at cancelled', () => {
    expect(ORDER_STATUS_STEPS.delivered).toEqual([]);
    expect(ORDER_STATUS_STEPS.cancelled).toEqual([]);
  });

  it('tells a status from anything else', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('paid')).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
  });
});

describe('a shipment (issue 22)', () => {
  it('names a known carrier by its own name and another by what the vendor typed', () => {
    expect(carrierLabel({ carrier: 'speedy', carrierName: null })).toBe('Speedy');
    expect(carrierLabel({ carrier: 'boxnow', carrierName: null })).toBe('BOX NOW');
    expect(carrierLabel({ carrier: 'other', carrierName: 'Куриер Север' })).toBe('Куриер Север');
    // A part shipped with another carrier whose name was never kept reads as no name, not "null".
    expect(carrierLabel({ carrier: 'other', carrierName: null })).toBe('');
  });

  it('links a known carrier’s page of the parcel, and none for another carrier', () => {
    expect(trackingUrl({ carrier: 'econt', trackingNumber: '1051234567' })).toBe('https://www.econt.com/services/track-shipment/1051234567');
    expect(trackingUrl({ carrier: 'speedy', trackingNumber: 'AB-12' })).toBe('https://www.speedy.bg/bg/track-shipment?shipmentNumber=AB-12');
    expect(trackingUrl({ carrier: 'other', trackingNumber: 'AB-12' })).toBeNull();
  });

  it('checks a tracking number with the contract’s own pattern', () => {
    const contract = parse(readFileSync(path.join(__dirname, '..', '..', 'openapi', 'openapi.yaml'), 'utf8')) as {
      components: { schemas: { ShipmentInput: { properties: { trackingNumber: { pattern: string } } } } };
    };
    expect(contract.components.schemas.ShipmentInput.properties.trackingNumber.pattern).toBe(TRACKING_NUMBER_PATTERN.source);
    expect(['60012345678', 'KS-2041'].every((number) => TRACKING_NUMBER_PATTERN.test(number))).toBe(true);
    expect(['AB 12', '-AB12', 'AB12-', 'AB--12', '<b>'].some((number) => TRACKING_NUMBER_PATTERN.test(number))).toBe(false);
  });
});
