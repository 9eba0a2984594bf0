import { LOW_STOCK_THRESHOLD } from '../../domain/constants.ts';
import { PRODUCT_MAX_STOCK, cartLimitOf, centsFromText, centsToText, isDefaultCategoryQuery, isSku, stockFromText, stockLevel } from '../../domain/products.ts';

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

describe('centsFromText / centsToText', () => {
  it.each([
    ['129.90', 12_990],
    ['129,9', 12_990],
    ['129', 12_900],
    [' 0.05 ', 5],
    ['1000000', 100_000_000],
  ])('reads %p as %p cents', (text, cents) => {
    expect(centsFromText(text)).toBe(cents);
  });

  it.each(['', '12.345', '-1', '1 000', '12.', '€12', 'abc', '1e3'])('refuses %p', (text) => {
    expect(centsFromText(text)).toBeNull();
  });

  it('writes cents for editing, without decimals when whole', () => {
    expect(centsToText(12_990)).toBe('129.90');
    expect(centsToText(12_905)).toBe('129.05');
    expect(centsToText(5_000)).toBe('50');
    expect(centsToText(0)).toBe('0');
    expect(centsFromText(centsToText(12_345))).toBe(12_345);
  });
});

describe('isDefaultCategoryQuery', () => {
  it.each(['', 'utm_source=newsletter', 'ref=blog&utm_campaign=spring'])('is true for "%s": nothing that changes the first products', (query) => {
    expect(isDefaultCategoryQuery(new URLSearchParams(query))).toBe(true);
  });

  it.each(['sort=price.DESC', 'page=2', 'from=10', 'to=300', 'promo=1', 'f.material=oak', 'utm_source=x&f.colour=white'])(
    'is false for "%s": a sort, page, price, promotion or filter',
    (query) => {
      expect(isDefaultCategoryQuery(new URLSearchParams(query))).toBe(false);
    },
  );
});

describe('stockLevel and cartLimitOf', () => {
  it('says out of stock at 0, only N left up to the threshold, in stock above', () => {
    expect(stockLevel(0)).toEqual({ kind: 'out' });
    expect(stockLevel(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockLevel(LOW_STOCK_THRESHOLD)).toEqual({ kind: 'low', left: LOW_STOCK_THRESHOLD });
    expect(stockLevel(LOW_STOCK_THRESHOLD + 1)).toEqual({ kind: 'in' });
  });

  it('lets a cart hold the stock, at most 100', () => {
    expect([cartLimitOf(0), cartLimitOf(11), cartLimitOf(100), cartLimitOf(5000)]).toEqual([0, 11, 100, 100]);
  });
});
