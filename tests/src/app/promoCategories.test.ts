import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORY_DEFS } from '../../../server/db/seed/content/productCategories.ts';

interface PromoFile {
  categories: { key: string; room: string }[];
}

describe('public/promo-categories.json', () => {
  it('lists exactly the promo categories of the demo data', () => {
    const file = JSON.parse(readFileSync(path.resolve('public/promo-categories.json'), 'utf8')) as PromoFile;
    const promo = CATEGORY_DEFS.filter((category) => category.promo).map(({ key, room }) => ({ key, room }));
    expect(file.categories).toEqual(promo);
  });
});
