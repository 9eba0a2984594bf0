import { bulgarianToLatin, latinToBulgarian, searchForms, searchWords } from '../../domain/search.ts';

describe('the search words', () => {
  it('reads Latin letters typed for Bulgarian words with the official table', () => {
    expect(latinToBulgarian('divan')).toBe('диван');
    expect(latinToBulgarian('Shtora')).toBe('щора');
    expect(latinToBulgarian('zhilishte')).toBe('жилище');
    expect(latinToBulgarian('yagoda')).toBe('ягода');
  });

  it('writes Bulgarian words out in Latin with the official table', () => {
    expect(bulgarianToLatin('Щора')).toBe('shtora');
    expect(bulgarianToLatin('Юлия')).toBe('yuliya');
  });

  it('splits a query into its words, in lower case, without punctuation or repeats', () => {
    expect(searchWords('  Диван, диван!  ъглов 3D ')).toEqual(['диван', 'ъглов', '3d']);
    expect(searchWords(' %_\' ')).toEqual([]);
  });

  it('searches a query in its own letters and in the other alphabet, each form once', () => {
    expect(searchForms('divan')).toEqual([['divan'], ['диван']]);
    expect(searchForms('диван')).toEqual([['диван'], ['divan']]);
    expect(searchForms('2025')).toEqual([['2025']]);
    expect(searchForms('--')).toEqual([]);
  });
});
