import { describe, expect, it } from 'vitest';
import { parseRegionCode, regionCodeKind } from './region-code.ts';

describe('regionCodeKind', () => {
  it.each([
    ['_EU', 'continent'],
    ['_OC', 'continent'],
    ['DE', 'country'],
    ['DE.BY', 'subdivision'],
    ['FR.75C', 'subdivision'],
    ['GB.1', 'subdivision'],
  ])('%s is a %s', (code, kind) => {
    expect(regionCodeKind(code)).toBe(kind);
  });

  // Tables other than the ISO one may write subdivision codes in another form (spec 2.7 says only
  // `<country_code>.<subdivision_code>`); each must stay selectable and linkable.
  it.each([
    'ES.ca-b',
    'US.ca',
    'GB.ENG.LND',
    'FR.IDF_75',
    'JP.TOKYO-TO',
    'CN.beijing-municipality',
    'DE.BY2',
    'RU.МОС',
    'PL.łódzkie',
    'DE.BY.X',
    `XX.${'A'.repeat(32)}`,
  ])('%j is a subdivision', (code) => {
    expect(regionCodeKind(code)).toBe('subdivision');
  });

  it.each([
    '',
    'de',
    'de.by',
    'DE-BY',
    'EUR',
    '_E',
    '_EUR',
    'DE.',
    '.BY',
    '..',
    'DE..',
    'DE.-BY',
    ' DE',
    'DE ',
    'DE.B Y',
    'DE.BY ',
    'DE.BY\t',
    'DE.B\u0000Y',
    'DE.B\u200bY',
    'DE.BY/geo',
    'DE.BY?x=1',
    'DE.BY#top',
    'DE.B%59',
    'DEU.BY',
    'D.BY',
    'X_EU',
    'EU_EU',
    `XX.${'A'.repeat(33)}`,
  ])('refuses %j', (code) => {
    expect(regionCodeKind(code)).toBeNull();
  });
});

describe('parseRegionCode', () => {
  it('passes a well-shaped code through and explains a bad one', () => {
    expect(parseRegionCode('DE.BY')).toEqual({ ok: true, value: 'DE.BY' });
    expect(parseRegionCode('ES.ca-b')).toEqual({ ok: true, value: 'ES.ca-b' });
    expect(parseRegionCode('bayern')).toEqual({ ok: false, reason: 'is not a region code such as _EU, DE or DE.BY' });
  });
});
