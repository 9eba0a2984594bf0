import { PRODUCT_MAX_STOCK, isSku, stockFromText } from '../../domain/products.ts';

describe('product codes (SKU)', () => {
  it.each(['DB-TABLE-101', 'a', 'x.y_z/1-2', 'A'.repeat(64)])('accepts %p', (text) => {
    expect(isSku(text)).toBe(true);
  });

  it.each(['', '-start', 'with space', 'ü', 'A'.repeat(65)])('refuses %p', (text) => {
    expect(isSku(text)).toBe(false);
  });
});

describe('stock as typed', () => {
  it('is a whole number from 0 to a million', () => {
    expect(stockFromText('0')).toBe(0);
    expect(stockFromText(' 12 ')).toBe(12);
    expect(stockFromText(String(PRODUCT_MAX_STOCK))).toBe(1_000_000);
  });

  it.each(['', '-1', '1.5', '1e3', '1000001', '12345678', 'five'])('refuses %p', (text) => {
    expect(stockFromText(text)).toBeNull();
  });
});
