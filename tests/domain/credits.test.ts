import { CREDIT_PACKAGES, findCreditPackage } from '../../domain/credits.ts';

describe('credit packages', () => {
  it('are the table of spec 9, prices in cents', () => {
    expect(CREDIT_PACKAGES.map((p) => [p.credits, p.price, p.promo])).toEqual([
      [4, 400, false],
      [9, 900, false],
      [39, 3500, true],
      [58, 5000, true],
      [86, 7000, true],
      [132, 10000, true],
    ]);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CREDIT_PACKAGES)).toBe(true);
    expect(CREDIT_PACKAGES.every((p) => Object.isFrozen(p))).toBe(true);
  });

  it('findCreditPackage finds a package by its credits', () => {
    expect(findCreditPackage(39)).toEqual({ credits: 39, price: 3500, promo: true });
    expect(findCreditPackage(4)?.price).toBe(400);
  });

  it.each([0, 5, 40, -4, Number.NaN])('findCreditPackage(%p) is undefined', (credits) => {
    expect(findCreditPackage(credits)).toBeUndefined();
  });
});
