/**
 * A small seeded pseudo-random generator (mulberry32) and the date helpers of the seed content.
 * Every generator in this folder takes an `Rng` and a base date, so the same seed and the same
 * base date always produce exactly the same demo data: no Math.random, no clock.
 */

export interface Rng {
  /** Next float in [0, 1). */
  next(): number;
  /** Whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One item of a non-empty list of [item, weight] pairs, weights > 0. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A new list with the items in a random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (or all of them when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast, good enough for demo data; the seed is taken as an unsigned 32-bit integer. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick: empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      if (items.length === 0) throw new Error('weighted: empty list');
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as readonly [T, number])[0];
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, Math.max(0, count)),
  };
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** ISO 8601 timestamp `days` days and `minutes` minutes before `baseDate`. */
export function isoBefore(baseDate: Date, days: number, minutes = 0): string {
  return new Date(baseDate.getTime() - days * DAY_MS - minutes * MINUTE_MS).toISOString();
}

/** ISO 8601 timestamp `days` days and `minutes` minutes after `baseDate`. */
export function isoAfter(baseDate: Date, days: number, minutes = 0): string {
  return new Date(baseDate.getTime() + days * DAY_MS + minutes * MINUTE_MS).toISOString();
}

/** Date text YYYY-MM-DD (UTC) `days` days after `baseDate`. */
export function dateTextAfter(baseDate: Date, days: number): string {
  return isoAfter(baseDate, days).slice(0, 10);
}

/**
 * Splits `total` into whole counts proportional to `weights` (largest remainder), so every key
 * with a weight gets its fair share whatever the seed.
 */
export function apportion<K extends string>(total: number, weights: readonly (readonly [K, number])[]): Map<K, number> {
  const sum = weights.reduce((acc, [, weight]) => acc + weight, 0);
  const rows = weights.map(([key, weight]) => {
    const exact = (total * weight) / sum;
    return { key, count: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - rows.reduce((acc, row) => acc + row.count, 0);
  for (const row of [...rows].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    row.count += 1;
    left -= 1;
  }
  return new Map(rows.map((row) => [row.key, row.count]));
}
