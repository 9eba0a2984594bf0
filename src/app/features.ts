/**
 * Where the app assembles its features: each feature's index.ts says which pages (by route name)
 * and dialogs (by modal name) it adds, and a feature slice adds itself here with one line. A
 * route or a modal has one owner: a second claim is an error at start, not a silent override.
 */
import { feature as account } from '../features/account/index.ts';
import { feature as blog } from '../features/blog/index.ts';
import { feature as content } from '../features/content/index.ts';
import { feature as conversations } from '../features/conversations/index.ts';
import { feature as credits } from '../features/credits/index.ts';
import { feature as move } from '../features/move/index.ts';
import { feature as rentals } from '../features/rentals/index.ts';
import { feature as roommates } from '../features/roommates/index.ts';
import { feature as savedSearches } from '../features/savedSearches/index.ts';
import { feature as search } from '../features/search/index.ts';
import { feature as services } from '../features/services/index.ts';
import { feature as settings } from '../features/settings/index.ts';
import { feature as shop } from '../features/shop/index.ts';
import { feature as vendor } from '../features/vendor/index.ts';
import type { FeatureEntry, LazyPage } from '../layout/lazyPage.tsx';

export const FEATURES: readonly FeatureEntry[] = [shop, account, services, rentals, roommates, savedSearches, credits, settings, vendor, blog, content, search, move, conversations];

/** The entries of every list in one, each name claimed at most once. */
export function claimedOnce<K extends string>(lists: readonly (Partial<Record<K, LazyPage>> | undefined)[]): Partial<Record<K, LazyPage>> {
  const merged: Partial<Record<K, LazyPage>> = {};
  for (const list of lists) {
    for (const [name, page] of Object.entries(list ?? {}) as [K, LazyPage][]) {
      if (name in merged) throw new Error(`Two features claim ${name}`);
      merged[name] = page;
    }
  }
  return merged;
}

/** The built pages by route name; every other route shows its coming-soon page. */
export const PAGES = claimedOnce(FEATURES.map((feature) => feature.pages));

/** The features' dialogs by modal name. */
export const FEATURE_MODALS = claimedOnce(FEATURES.map((feature) => feature.modals));
