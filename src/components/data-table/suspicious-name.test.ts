import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeNameWarnings, findHiddenCharacters, findNameWarnings } from './suspicious-name.ts';

describe('findNameWarnings', () => {
  it.each([
    'www.example.com',
    'пример.рф',
    'почта.пример.рф',
    '_dmarc.example.com',
    '*.example.com',
    'ελληνικά.gr',
    'bücher.de',
    '東京タワー.jp',
    'xn--e1afmkfd.xn--p1ai',
    // Scripts written together: Japanese kana and kanji with Latin, Korean hangul and hanja with Latin.
    'ひらがな漢字.jp',
    'ソニーtv.jp',
    'ポケモンgo.jp',
    '한국어abc.kr',
    '한자漢字.kr',
    '漢字abc.cn',
  ])('finds nothing wrong in %s', (name) => {
    expect(findNameWarnings(name)).toEqual([]);
  });

  it('flags a label mixing Cyrillic and Latin letters', () => {
    expect(findNameWarnings('аpple.hostile.example')).toEqual([
      { kind: 'mixed-script', label: 'аpple', scripts: ['Cyrillic', 'Latin'] },
    ]);
    expect(findNameWarnings('gооgle.example')).toEqual([
      { kind: 'mixed-script', label: 'gооgle', scripts: ['Cyrillic', 'Latin'] },
    ]);
  });

  it('flags scripts not written together, also in a name without any ASCII', () => {
    expect(findNameWarnings('한ひ.jp')).toEqual([
      { kind: 'mixed-script', label: '한ひ', scripts: ['Hangul', 'Hiragana'] },
    ]);
    // Cyrillic а and е around a Greek ρ.
    expect(findNameWarnings('аρе.рф')).toEqual([
      { kind: 'mixed-script', label: 'аρе', scripts: ['Cyrillic', 'Greek'] },
    ]);
    expect(findNameWarnings('пример\u200B.рф')).toEqual([{ kind: 'invisible', codePoints: ['U+200B'] }]);
    // A record name of one label, without even a dot.
    expect(findNameWarnings('аρе')).toEqual([{ kind: 'mixed-script', label: 'аρе', scripts: ['Cyrillic', 'Greek'] }]);
  });

  it('flags a Greek omicron among Latin letters', () => {
    expect(findNameWarnings('micrοsoft.com')[0]).toMatchObject({ kind: 'mixed-script', scripts: ['Greek', 'Latin'] });
  });

  it('flags zero-width and bidirectional control characters', () => {
    expect(findNameWarnings('pay\u200Bpal\u200D.example')).toEqual([
      { kind: 'invisible', codePoints: ['U+200B', 'U+200D'] },
    ]);
    expect(findNameWarnings('invoice\u202Egpj.exe')).toEqual([{ kind: 'invisible', codePoints: ['U+202E'] }]);
  });

  it('names a character below U+1000 with four hex digits', () => {
    expect(findNameWarnings('soft\u00ADhyphen.example')).toEqual([{ kind: 'invisible', codePoints: ['U+00AD'] }]);
  });

  it('describes the warnings in words', () => {
    expect(describeNameWarnings(findNameWarnings('аpple.example'))).toMatch(/“аpple” mixes Cyrillic and Latin letters/);
    expect(describeNameWarnings(findNameWarnings('аpple\u200B\u202E.example'))).toBe(
      '“аpple\u200B\u202E” mixes Cyrillic and Latin letters, a common trick to imitate another name; ' +
        'contains invisible or text-reordering characters (U+200B, U+202E)',
    );
  });

  it('never flags plain ASCII names (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_*-]{1,20}(\.[a-z0-9-]{1,20}){1,3}$/), (name) => {
        expect(findNameWarnings(name)).toEqual([]);
      }),
    );
  });
});

describe('findHiddenCharacters', () => {
  it('finds a right-to-left override in a value, once', () => {
    expect(findHiddenCharacters('invoice\u202Egpj.exe \u202E')).toEqual(['U+202E']);
  });

  it('finds nothing in ordinary text of any script', () => {
    expect(findHiddenCharacters('v=spf1 include:_spf.example.com ~all')).toEqual([]);
    expect(findHiddenCharacters('مرحبا بالعالم — שלום עולם')).toEqual([]);
  });
});
