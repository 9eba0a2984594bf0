import { ORDER_STATUSES, ORDER_STATUS_STEPS, canMoveOrder, isOrderStatus } from '../../domain/orders.ts';

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
