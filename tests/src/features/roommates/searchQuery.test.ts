/** The flatmate search's state in the URL: read leniently, written canonically, sent in cents. */
import { isFiltered, pageCount, parseRoommateQuery, roommateQueryParams, searchArgs } from '../../../../src/features/roommates/searchQuery.ts';

const parse = (query: string) => parseRoommateQuery(new URLSearchParams(query));

describe('the flatmate search in the URL', () => {
  it('reads the four filters and the page', () => {
    expect(parse('city=1&university=4&from=150&to=300&page=2')).toEqual({ page: 2, city: 1, university: 4, priceFrom: 150, priceTo: 300 });
    expect(parse('')).toEqual({ page: 1, city: undefined, university: undefined, priceFrom: undefined, priceTo: undefined });
  });

  it('leaves out what is malformed or out of range, and reads a reversed range the right way round', () => {
    expect(parse('city=sofia&university=0&from=-5&to=1e3&page=x')).toEqual({ page: 1, city: undefined, university: undefined, priceFrom: undefined, priceTo: undefined });
    expect(parse('city=2147483648&from=1000001')).toMatchObject({ city: undefined, priceFrom: undefined });
    expect(parse('from=400&to=200')).toMatchObject({ priceFrom: 200, priceTo: 400 });
  });

  it('writes only what is set, so the plain link is canonical and a round trip is stable', () => {
    expect(roommateQueryParams({ page: 1 }).toString()).toBe('');
    const query = { page: 3, city: 1, university: 4, priceFrom: 0, priceTo: 300 };
    expect(roommateQueryParams(query).toString()).toBe('city=1&university=4&from=0&to=300&page=3');
    expect(parse(roommateQueryParams(query).toString())).toEqual(query);
  });

  it('asks the server for the page in cents, 12 at a time', () => {
    expect(searchArgs({ page: 2, city: 1, priceFrom: 150, priceTo: 300 })).toEqual({
      offset: 12,
      limit: 12,
      city: 1,
      university: undefined,
      priceFrom: 15_000,
      priceTo: 30_000,
    });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(3);
    expect(isFiltered({ page: 4 })).toBe(false);
    expect(isFiltered({ page: 1, priceTo: 0 })).toBe(true);
  });
});
