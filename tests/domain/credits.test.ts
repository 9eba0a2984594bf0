import {
  CREDIT_PACKAGES,
  PROMOTION_KINDS,
  PROMOTION_PLANS,
  SANDBOX_CARDS,
  cardDigits,
  findCreditPackage,
  findPromotionPlan,
  sandboxCardOutcome,
} from '../../domain/credits.ts';

describe('credit packages', () => {
  it('are the table of product §9, prices in cents', () => {
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

describe('promotion plans', () => {
  it('sell premium days for credits, longer for less a day', () => {
    expect(PROMOTION_PLANS.map((plan) => [plan.days, plan.credits])).toEqual([
      [7, 5],
      [14, 9],
      [30, 16],
    ]);
    const perDay = PROMOTION_PLANS.map((plan) => plan.credits / plan.days);
    expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
    expect(Object.isFrozen(PROMOTION_PLANS) && PROMOTION_PLANS.every((plan) => Object.isFrozen(plan))).toBe(true);
  });

  it('findPromotionPlan finds a plan by its days, and nothing for other numbers', () => {
    expect(findPromotionPlan(14)).toEqual({ days: 14, credits: 9 });
    expect(findPromotionPlan(1)).toBeUndefined();
    expect(findPromotionPlan(Number.NaN)).toBeUndefined();
  });

  it('promote properties and flatmate offers', () => {
    expect(PROMOTION_KINDS).toEqual(['property', 'tenantOffer']);
  });
});

describe('sandbox test cards', () => {
  it('pays with the success card and declines the decline card, however the groups are written', () => {
    expect(sandboxCardOutcome(SANDBOX_CARDS.success)).toBe('succeeded');
    expect(sandboxCardOutcome('4242424242424242')).toBe('succeeded');
    expect(sandboxCardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(sandboxCardOutcome(SANDBOX_CARDS.decline)).toBe('declined');
  });

  it('knows no other card', () => {
    expect(sandboxCardOutcome('5555 5555 5555 4444')).toBeNull();
    expect(sandboxCardOutcome('')).toBeNull();
    expect(cardDigits(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });
});
