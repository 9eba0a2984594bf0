import { formatMoney } from '../../domain/money.ts';
import { savedSearchQuery, suggestSavedSearchName } from '../../domain/savedSearches.ts';
import type { Translate } from '../../domain/savedSearches.ts';
import { loadMessages } from '../../locales/index.ts';

describe('the search page a saved search opens', () => {
  it('names a property search’s filters as the property search reads them, rents in whole euros', () => {
    const query = savedSearchQuery('property', {
      cityId: 1,
      districtId: 8,
      type: 'apartment',
      bedrooms: 2,
      furniture: 'furnished',
      petFriendly: 1,
      priceFrom: 50_050,
      priceTo: 90_050,
      areaFrom: 50,
      areaTo: 90,
    });
    expect(query.toString()).toBe('city=1&district=8&type=apartment&bedrooms=2&furniture=furnished&pets=1&from=500&to=901&areaFrom=50&areaTo=90');
  });

  it('leaves out what is not set, and a district without its city (the search page reads a district only in its city)', () => {
    expect(savedSearchQuery('property', {}).toString()).toBe('');
    expect(savedSearchQuery('property', { districtId: 8, priceTo: 90_000 }).toString()).toBe('to=900');
  });

  it('names a flatmate search’s city, university and price, and nothing a flatmate search does not have', () => {
    const query = savedSearchQuery('roommate', { cityId: 1, universityId: 4, districtId: 8, bedrooms: 2, areaFrom: 20, priceFrom: 15_000, priceTo: 30_000 });
    expect(query.toString()).toBe('city=1&university=4&from=150&to=300');
  });
});

describe('the name suggested for a search saved without one', () => {
  // The English texts of locales/en/savedSearches-server.json, filled as the translators fill them.
  const TEXTS: Record<string, string> = {
    'saved-searches-name-bedroom': '{{count}} bedroom',
    'saved-searches-name-bedrooms': '{{count}} bedrooms',
    'saved-searches-name-furniture-furnished': 'furnished',
    'saved-searches-name-furniture-unfurnished': 'unfurnished',
    'saved-searches-name-price-from': 'from {{from}}',
    'saved-searches-name-price-to': 'up to {{to}}',
    'saved-searches-name-price-range': '{{from}} – {{to}}',
    'saved-searches-name-any-property': 'All properties',
    'saved-searches-name-any-roommate': 'All flatmate offers',
    // locales/en/rentals-server.json: the search page's labels of the types.
    'property-type-apartment': 'Apartment',
    'property-type-house': 'House',
  };
  const t: Translate = (key, values = {}) => TEXTS[key]!.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
  const euros = (cents: number) => formatMoney(cents, 'en', { wholeEuros: true });

  it('names a property search by its bedrooms, city and district, and highest rent', () => {
    expect(suggestSavedSearchName('property', { bedrooms: 2, cityId: 1, districtId: 8, priceTo: 90_000 }, { city: 'Sofia', district: 'Nadezhda' }, t, 'en')).toBe(
      '2 bedrooms · Sofia, Nadezhda · up to €900',
    );
  });

  it('names a property search’s type first and its furniture after the bedrooms', () => {
    expect(
      suggestSavedSearchName('property', { type: 'apartment', bedrooms: 2, furniture: 'furnished', cityId: 1, districtId: 8, priceTo: 90_000 }, { city: 'Sofia', district: 'Nadezhda' }, t, 'en'),
    ).toBe('Apartment · 2 bedrooms · furnished · Sofia, Nadezhda · up to €900');
    expect(suggestSavedSearchName('property', { type: 'house' }, {}, t, 'en')).toBe('House');
    expect(suggestSavedSearchName('property', { furniture: 'unfurnished', cityId: 2 }, { city: 'Varna' }, t, 'en')).toBe('unfurnished · Varna');
  });

  it('has those words in both languages', () => {
    for (const [locale, name] of [
      ['bg', 'Апартамент · 2 спални · частично обзаведен · до 900\u00a0€'],
      ['en', 'Apartment · 2 bedrooms · partly furnished · up to €900'],
    ] as const) {
      const messages = loadMessages(locale);
      const translate: Translate = (key, values = {}) => messages[key]!.replace(/\{\{(\w+)\}\}/g, (_whole, value: string) => String(values[value]));
      expect(suggestSavedSearchName('property', { type: 'apartment', bedrooms: 2, furniture: 'partly-furnished', priceTo: 90_000 }, {}, translate, locale)).toBe(name);
    }
  });

  it('says one bedroom in the singular, and a rent range or a lowest rent', () => {
    expect(suggestSavedSearchName('property', { bedrooms: 1, priceFrom: 50_000, priceTo: 90_050 }, {}, t, 'en')).toBe(`1 bedroom · ${euros(50_000)} – ${euros(90_050)}`);
    expect(suggestSavedSearchName('property', { bedrooms: 0, priceFrom: 50_000 }, { city: 'Varna' }, t, 'en')).toBe('0 bedrooms · Varna · from €500');
  });

  it('writes the rent in the language of the name', () => {
    expect(suggestSavedSearchName('property', { priceTo: 90_000 }, {}, (key, values) => `до ${values!.to}`, 'bg')).toBe(`до ${formatMoney(90_000, 'bg', { wholeEuros: true })}`);
  });

  it('names a flatmate search by its city, university and rent, never by what it does not have', () => {
    expect(
      suggestSavedSearchName('roommate', { cityId: 1, universityId: 4, priceTo: 30_000, bedrooms: 2, type: 'house', furniture: 'furnished' }, { city: 'Sofia', district: 'Nadezhda', university: 'Sofia University' }, t, 'en'),
    ).toBe('Sofia, Sofia University · up to €300');
    expect(suggestSavedSearchName('property', {}, { university: 'Sofia University' }, t, 'en')).toBe('All properties');
  });

  it('names a search without any of those filters by its kind', () => {
    expect(suggestSavedSearchName('property', { petFriendly: 1, areaFrom: 50 }, { city: null }, t, 'en')).toBe('All properties');
    expect(suggestSavedSearchName('roommate', {}, {}, t, 'en')).toBe('All flatmate offers');
  });
});
