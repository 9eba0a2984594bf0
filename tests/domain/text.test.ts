import { displayName, oneLine } from '../../domain/text.ts';

describe('displayName', () => {
  it('keeps names of 19 and 20 characters unchanged', () => {
    expect(displayName('a'.repeat(19))).toBe('a'.repeat(19));
    expect(displayName('a'.repeat(20))).toBe('a'.repeat(20));
  });

  it('cuts a 21-character name to 20 plus an ellipsis', () => {
    expect(displayName('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopqrst…');
  });

  it('counts Cyrillic letters as one character each', () => {
    const twenty = 'Александър Петров Ив'; // 20 letters and spaces
    expect(displayName(twenty)).toBe(twenty);
    expect(displayName('Александър Петров Иванов')).toBe('Александър Петров Ив…');
  });

  it('never splits an emoji or a letter with a combining mark', () => {
    const family = '👨‍👩‍👧';
    expect(displayName(family.repeat(21))).toBe(family.repeat(20) + '…');
    const decomposedI = 'и\u0306'; // й written as и + combining breve
    expect(displayName('a'.repeat(19) + decomposedI + 'b')).toBe('a'.repeat(19) + decomposedI + '…');
  });

  it('gives an empty string for a missing name', () => {
    expect(displayName(undefined)).toBe('');
    expect(displayName(null)).toBe('');
    expect(displayName('')).toBe('');
  });
});

describe('oneLine', () => {
  it('puts a text on one line, its runs of white space made one space', () => {
    expect(oneLine('  Светъл\n\nдвустаен   апартамент\t ')).toBe('Светъл двустаен апартамент');
  });

  it('keeps a text of the length allowed, and cuts a longer one with an ellipsis, the ellipsis counted', () => {
    expect(oneLine('x'.repeat(160))).toBe('x'.repeat(160));
    expect(oneLine('x'.repeat(161))).toBe(`${'x'.repeat(159)}…`);
    expect(oneLine('една две три', 6)).toBe('една…');
  });

  it('cuts between letters as a reader sees them (grapheme clusters), never inside one', () => {
    expect(oneLine('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽…');
  });
});
