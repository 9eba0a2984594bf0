import { eurosText, formatMoney, grossOf, highestNetFor, lowestNetFor, parseEuros, roundHalfUp, vatIncludedIn, vatOf } from '../../domain/money.ts';

describe('roundHalfUp', () => {
  it.each([
    [0, 0],
    [0.4999, 0],
    [0.5, 1],
    [2.4999, 2],
    [2.5, 3],
    [2.5001, 3],
    [7, 7],
  ])('%p → %p', (input, expected) => {
    expect(roundHalfUp(input)).toBe(expected);
  });

  it('absorbs binary floating-point error just below a half (1.005 × 1000 = 1004.9999999999999)', () => {
    expect(1.005 * 1000).toBeLessThan(1005);
    expect(roundHalfUp(1.005 * 1000)).toBe(1005);
    expect(roundHalfUp(1.15 * 100)).toBe(115); // 114.99999999999999
  });
});

describe('vatOf', () => {
  it('VAT is 20 %, half up', () => {
    expect(vatOf(1)).toBe(0); // 0.2
    expect(vatOf(3)).toBe(1); // 0.6
    expect(vatOf(5)).toBe(1); // 1.0
    expect(vatOf(1999)).toBe(400); // 399.8
    expect(vatOf(12347)).toBe(2469); // 2469.4
    expect(vatOf(10000)).toBe(2000);
  });
});

describe('vatIncludedIn', () => {
  it('is the gross less its net, the net half up, so net and VAT add up to the gross', () => {
    expect(vatIncludedIn(3500)).toBe(583); // net 2916.67 -> 2917
    expect(vatIncludedIn(400)).toBe(67); // net 333.33 -> 333
    expect(vatIncludedIn(1200)).toBe(200);
    expect(vatIncludedIn(0)).toBe(0);
  });
});

describe('a price range typed with VAT, as net bounds', () => {
  it('keeps exactly the net prices whose price with VAT is within the range', () => {
    // €120.00 with VAT is €100.00 net; €372.00 is €310.00 net.
    expect([lowestNetFor(12_000), highestNetFor(12_000)]).toEqual([10_000, 10_000]);
    expect([lowestNetFor(37_200), highestNetFor(37_200)]).toEqual([31_000, 31_000]);
    for (let gross = 0; gross <= 3_000; gross += 1) {
      const low = lowestNetFor(gross);
      const high = highestNetFor(gross);
      expect(grossOf(low)).toBeGreaterThanOrEqual(gross);
      expect(low === 0 || grossOf(low - 1) < gross).toBe(true);
      expect(grossOf(high)).toBeLessThanOrEqual(gross);
      expect(grossOf(high + 1)).toBeGreaterThan(gross);
    }
  });
});

describe('formatMoney', () => {
  it('formats euros the Bulgarian way: comma decimals, sign after', () => {
    const text = formatMoney(1250, 'bg');
    expect(text).toContain('12,50');
    expect(text).toContain('€');
    expect(text.indexOf('€')).toBeGreaterThan(text.indexOf('12,50'));
  });

  it('formats euros the English way: sign first, point decimals, grouping', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
  });

  it('shows whole euros with two decimals', () => {
    expect(formatMoney(500, 'en')).toBe('€5.00');
    expect(formatMoney(500, 'bg')).toContain('5,00');
  });

  it('quotes whole euros without cents when asked (rents), and keeps the cents of any other amount', () => {
    expect(formatMoney(85_000, 'en', { wholeEuros: true })).toBe('€850');
    expect(formatMoney(85_000, 'bg', { wholeEuros: true })).toMatch(/^850\s€$/);
    expect(formatMoney(85_050, 'en', { wholeEuros: true })).toBe('€850.50');
  });
});

describe('euros typed in a form', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,50', 1250],
    [' 0.05 ', 5],
    ['0', 0],
  ])('parseEuros(%p) is %p cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each(['', 'abc', '12.505', '-3', '1e3', '12.', '12345678'])('parseEuros(%p) is not an amount', (text) => {
    expect(parseEuros(text)).toBeUndefined();
  });

  it('eurosText writes cents back as the field shows them', () => {
    expect(eurosText(1250)).toBe('12.50');
    expect(eurosText(1200)).toBe('12');
    expect(eurosText(5)).toBe('0.05');
    expect(parseEuros(eurosText(99_999))).toBe(99_999);
  });
});
