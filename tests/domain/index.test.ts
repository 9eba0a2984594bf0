import * as domain from '../../domain/index.ts';

describe('domain public surface', () => {
  it('exposes the rules of every area from one entry point', () => {
    const cart = domain.addToCart(
      domain.emptyCart(),
      { id: 1, title: 'Lamp', price: 1000, vendor: { id: 7, name: 'Light', deliveryPrice: 500 } },
      2,
    );
    expect(cart.ok && cart.cart.totalOrderAmount).toBe(2000 + 400 + 500);
    expect(domain.lineCost(100, 1, undefined, 3)).toBe(150);
    expect(domain.findCreditPackage(39)?.price).toBe(3500);
    expect(domain.displayName('Апартамент с гледка към Витоша')).toBe('Апартамент с гледка …');
    expect(domain.chooseLocale({ host: 'domovik.bg' })).toBe('bg');
    expect(domain.validateForm(domain.loginSchema, { email: 'a@b.bg', password: '12345' })).toEqual({
      password: domain.ERROR_KEYS.passwordMinLength,
    });
  });
});
