import { savedSearchQuery } from '../../domain/savedSearches.ts';

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
