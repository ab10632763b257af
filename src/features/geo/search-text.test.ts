import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFoldedMatches, foldSearchText } from './search-text.ts';

/** Text with the letters that make folding interesting, mixed with anything at all. */
const awkwardText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      'a',
      'S',
      'ã',
      'Ã',
      'ß',
      'ẞ',
      'Ø',
      'ł',
      'İ',
      'ı',
      'Σ',
      'ς',
      '\u0301',
      '\u0327',
      'Z̧',
      '’',
      '한',
      ' ',
      '.',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

describe('foldSearchText', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['Baden-Württemberg', 'baden-wurttemberg'],
    ['ÎLE-DE-FRANCE', 'ile-de-france'],
    ['Abū Z̧aby', 'abu zaby'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['Møre og Romsdal', 'more og romsdal'],
    ['Ra’s al Khaymah', "ra's al khaymah"],
    ['İstanbul', 'istanbul'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['Москва', 'москва'],
    ['DE.BY', 'de.by'],
    // Letters without a decomposition, spelled out as people type them.
    ['Ærø', 'aero'],
    ['Œuvre', 'oeuvre'],
    ['Đakovo', 'dakovo'],
    ['Ðrangey', 'drangey'],
    ['Ħamrun', 'hamrun'],
    ['Diyarbakır', 'diyarbakir'],
    ['Ŀlíria', 'lliria'],
    ['Ŧrøndelag', 'trondelag'],
    ['Þingvellir', 'thingvellir'],
    // Quote marks and the ʻokina are typed as an apostrophe.
    ['‘Ajmān’', "'ajman'"],
    ['Hawaiʻi', "hawai'i"],
    ['Taʼizz', "ta'izz"],
  ])('%s → %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('is idempotent (property)', () => {
    fc.assert(fc.property(awkwardText, (text) => foldSearchText(foldSearchText(text)) === foldSearchText(text)));
  });

  it('folds a text as it folds its characters one by one (property)', () => {
    fc.assert(
      fc.property(awkwardText, (text) => {
        expect([...text].map(foldSearchText).join('')).toBe(foldSearchText(text));
      }),
    );
  });
});

describe('findFoldedMatches', () => {
  it('finds accented and differently cased text, in the original offsets', () => {
    expect(findFoldedMatches('São Paulo', 'sao')).toEqual([[0, 3]]);
    expect(findFoldedMatches('Abū Z̧aby', 'zab')).toEqual([[4, 8]]);
    expect(findFoldedMatches('Bayern', 'bay')).toEqual([[0, 3]]);
    expect(findFoldedMatches('Banana', 'an')).toEqual([[1, 5]]);
    expect(findFoldedMatches('Banana', 'a')).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
  });

  it('covers the combining marks that follow a letter', () => {
    // “São” written with a separate combining tilde (U+0303).
    expect(findFoldedMatches('Sa\u0303o Paulo', 'sa')).toEqual([[0, 3]]);
    expect(findFoldedMatches('Sa\u0303\u0301o', 'a')).toEqual([[1, 4]]);
  });

  it('covers a whole letter that folds to several', () => {
    expect(findFoldedMatches('Straße', 's')).toEqual([
      [0, 1],
      [4, 5],
    ]);
    expect(findFoldedMatches('Straße', 'sse')).toEqual([[4, 6]]);
  });

  it('gives nothing for no match or an empty needle', () => {
    expect(findFoldedMatches('Bayern', 'xyz')).toEqual([]);
    expect(findFoldedMatches('Bayern', '')).toEqual([]);
  });

  it('gives sorted ranges that neither overlap nor touch, of whole characters, each containing the needle (property)', () => {
    fc.assert(
      fc.property(
        awkwardText.filter((text) => foldSearchText(text).length > 0),
        fc.nat(),
        fc.nat(),
        (text, a, b) => {
          const folded = foldSearchText(text);
          const start = a % folded.length;
          const needle = folded.slice(start, start + 1 + (b % (folded.length - start)));
          const ranges = findFoldedMatches(text, needle);
          expect(ranges.length).toBeGreaterThan(0);
          let previousEnd = -1;
          for (const [from, to] of ranges) {
            expect(from).toBeGreaterThan(previousEnd);
            expect(to).toBeGreaterThan(from);
            expect(to).toBeLessThanOrEqual(text.length);
            expect(foldSearchText(text.slice(from, to))).toContain(needle);
            previousEnd = to;
          }
        },
      ),
    );
  });
});
