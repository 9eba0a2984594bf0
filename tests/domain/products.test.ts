import { PRODUCT_MAX_STOCK, centsFromText, centsToText, isDefaultCategoryQuery, isSku, stockFromText } from '../../domain/products.ts';

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
