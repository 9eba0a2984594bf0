import { newListingIds, withNewListings } from '../../domain/newListings.ts';

describe('the new listings in a search page’s address', () => {
  it('adds the ids to the other filters and reads them back', () => {
    const params = withNewListings(new URLSearchParams('city=1&to=900'), [12, 15, 40]);
    expect(params.toString()).toBe('city=1&to=900&new=12%2C15%2C40');
    expect([...newListingIds(params)]).toEqual([12, 15, 40]);
  });

  it('leaves the address as it was without ids, and reads none from it', () => {
    const params = withNewListings(new URLSearchParams('city=1'), []);
    expect(params.toString()).toBe('city=1');
    expect(newListingIds(params).size).toBe(0);
  });

  it('leaves out malformed parts and keeps at most 100 ids', () => {
    expect([...newListingIds(new URLSearchParams('new=3,abc,,-4,0,3,99999999999,7'))]).toEqual([3, 7]);
    const many = Array.from({ length: 150 }, (_, index) => index + 1);
    expect(newListingIds(withNewListings(new URLSearchParams(), many)).size).toBe(100);
    expect(newListingIds(new URLSearchParams(`new=${many.join(',')}`)).size).toBe(100);
  });
});
