/**
 * Which facts fit which kind of home: the rule the property form, the pages, the server and the
 * seed share (domain/propertyFacts.ts), and the advantages shown in the page's language.
 */
import { advantageIn, followsTypeFacts, propertyTypeFacts, withTypeFacts } from '../../domain/propertyFacts.ts';

describe('propertyTypeFacts', () => {
  it.each([
    ['room', { bedrooms: false, floor: true }],
    ['studio', { bedrooms: false, floor: true }],
    ['apartment', { bedrooms: true, floor: true }],
    ['maisonette', { bedrooms: true, floor: true }],
    ['house', { bedrooms: true, floor: false }],
    // The form before a type is chosen: every field.
    ['', { bedrooms: true, floor: true }],
  ])('%s', (type, facts) => {
    expect(propertyTypeFacts(type)).toEqual(facts);
  });
});

describe('withTypeFacts', () => {
  it('drops a room’s bedrooms and a house’s floor, keeping everything else', () => {
    expect(withTypeFacts({ type: 'room', bedrooms: 3, floor: 2, area: 14 })).toEqual({ type: 'room', bedrooms: 0, floor: 2, area: 14 });
    expect(withTypeFacts({ type: 'house', bedrooms: 4, floor: 1, totalFloors: 3 })).toEqual({ type: 'house', bedrooms: 4, floor: null, totalFloors: 3 });
    expect(withTypeFacts({ type: 'apartment', bedrooms: 2, floor: 5 })).toEqual({ type: 'apartment', bedrooms: 2, floor: 5 });
  });
});

describe('followsTypeFacts', () => {
  it('is false for a room with a bedroom and a house on a floor, true once they are dropped', () => {
    expect(followsTypeFacts({ type: 'room', bedrooms: 1, floor: 3 })).toBe(false);
    expect(followsTypeFacts({ type: 'house', bedrooms: 4, floor: 1 })).toBe(false);
    expect(followsTypeFacts(withTypeFacts({ type: 'room', bedrooms: 1, floor: 3 }))).toBe(true);
    expect(followsTypeFacts(withTypeFacts({ type: 'house', bedrooms: 4, floor: 1 }))).toBe(true);
    expect(followsTypeFacts({ type: 'maisonette', bedrooms: 3, floor: 4 })).toBe(true);
  });
});

describe('advantageIn', () => {
  it('shows a known advantage typed in either language in the page’s, any other as typed', () => {
    expect(advantageIn('Тераса', 'en')).toBe('Balcony');
    expect(advantageIn('близо до метро ', 'en')).toBe('Near the metro');
    expect(advantageIn('Balcony', 'bg')).toBe('Тераса');
    expect(advantageIn('Тераса', 'bg')).toBe('Тераса');
    expect(advantageIn('Камина в хола', 'en')).toBe('Камина в хола');
  });
});
