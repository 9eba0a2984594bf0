import { emptyFavorites, hasFavorite, listFavorites, toggleFavorite } from '../../domain/favorites.ts';
import type { FavoriteItem, Favorites } from '../../domain/favorites.ts';

const flat: FavoriteItem = { id: 12, type: 'property', title: 'Двустаен, Лозенец', image: 'a.jpg', price: 75000 };
const flat2: FavoriteItem = { id: 3, type: 'property', title: 'Studio' };
const lamp: FavoriteItem = { id: 100, type: 'product', title: 'Lamp', price: 1999 };
const mate: FavoriteItem = { id: 7, type: 'roommate', title: 'Мария' };

function fill(...items: FavoriteItem[]): Favorites {
  return items.reduce(toggleFavorite, emptyFavorites());
}

describe('favorites', () => {
  it('start empty', () => {
    expect(emptyFavorites()).toEqual({});
    expect(listFavorites(emptyFavorites())).toEqual([]);
  });

  it('toggle adds an absent item under its type and id', () => {
    const favs = toggleFavorite(emptyFavorites(), flat);
    expect(favs).toEqual({ property: { '12': flat } });
    expect(hasFavorite(favs, 'property', 12)).toBe(true);
    expect(hasFavorite(favs, 'property', '12')).toBe(true);
  });

  it('the same id under another type is a different favorite', () => {
    const favs = toggleFavorite(emptyFavorites(), flat);
    expect(hasFavorite(favs, 'product', 12)).toBe(false);
    expect(hasFavorite(favs, 'property', 13)).toBe(false);
  });

  it('toggle removes a present item, keeping the rest of its group', () => {
    const favs = toggleFavorite(fill(flat, flat2), flat);
    expect(favs).toEqual({ property: { '3': flat2 } });
  });

  it('an emptied type group disappears', () => {
    const favs = toggleFavorite(fill(flat, lamp), lamp);
    expect(Object.keys(favs)).toEqual(['property']);
    expect(toggleFavorite(favs, flat)).toEqual({});
  });

  it('removal matches by type and id, whatever the display data', () => {
    const favs = toggleFavorite(fill(flat), { ...flat, title: 'renamed' });
    expect(favs).toEqual({});
  });

  it('never mutates its arguments', () => {
    const before = fill(flat, lamp);
    const copy = structuredClone(before);
    const item = { ...mate };
    const added = toggleFavorite(before, item);
    const removed = toggleFavorite(before, lamp);
    expect(before).toEqual(copy);
    expect(item).toEqual(mate);
    expect(added).not.toBe(before);
    expect(removed).not.toBe(before);
    expect(hasFavorite(before, 'roommate', 7)).toBe(false);
    expect(hasFavorite(before, 'product', 100)).toBe(true);
  });

  it('stores a copy of the item', () => {
    const item = { ...lamp };
    const favs = toggleFavorite(emptyFavorites(), item);
    item.title = 'changed later';
    expect(favs['product']?.['100']?.title).toBe('Lamp');
  });

  it('lists by type then id numerically', () => {
    const favs = fill(mate, flat, lamp, flat2, { id: 2, type: 'product', title: 'Rug' });
    expect(listFavorites(favs).map((f) => `${f.type}:${f.id}`)).toEqual([
      'product:2',
      'product:100',
      'property:3',
      'property:12',
      'roommate:7',
    ]);
    expect(listFavorites(favs, 'property').map((f) => f.id)).toEqual([3, 12]);
    expect(listFavorites(favs, 'roommate')).toEqual([mate]);
  });

  it('lists nothing for a type without favorites', () => {
    expect(listFavorites(fill(flat), 'product')).toEqual([]);
  });
});
