import {
  CREDIT_PACKAGES,
  PROMOTION_PLANS,
  SANDBOX_CARDS,
  cardDigits,
  findCreditPackage,
  findPromotionPlan,
  sandboxCardOutcome,
} from '../../domain/credits.ts';

describe('credit packages', () => {
  it.each([
    [4, 400, false],
    [9, 900, false],
    [39, 3500, true],
    [58, 5000, true],
    [86, 7000, true],
    [132, 10000, true],
  ])('sell %p credits for %p cents (promoted: %p), as the table of product §9', (credits, price, promo) => {
    expect(findCreditPackage(credits)).toEqual({ credits, price, promo });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(CREDIT_PACKAGES)).toBe(true);
    expect(CREDIT_PACKAGES.every((p) => Object.isFrozen(p))).toBe(true);
  });

  it.each([0, 5, 40, -4, Number.NaN])('findCreditPackage(%p) is undefined', (credits) => {
    expect(findCreditPackage(credits)).toBeUndefined();
  });
});

describe('promotion plans', () => {
  it.each([
    [7, 5],
    [14, 9],
    [30, 16],
  ])('sell %p premium days for %p credits', (days, credits) => {
    expect(findPromotionPlan(days)).toEqual({ days, credits });
  });

  it('sell longer for less a day, and cannot be changed at run time', () => {
    const perDay = PROMOTION_PLANS.map((plan) => plan.credits / plan.days);
    expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
    expect(Object.isFrozen(PROMOTION_PLANS) && PROMOTION_PLANS.every((plan) => Object.isFrozen(plan))).toBe(true);
  });

  it('findPromotionPlan finds nothing for other numbers', () => {
    expect(findPromotionPlan(1)).toBeUndefined();
    expect(findPromotionPlan(Number.NaN)).toBeUndefined();
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
