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

  it.each(['', 'de', 'de.by', 'DE-BY', 'EUR', '_E', '_EUR', 'DE.', '.BY', 'DE.BY.X', ' DE', 'DE.B Y'])(
    'refuses %j',
    (code) => {
      expect(regionCodeKind(code)).toBeNull();
    },
  );
});

describe('parseRegionCode', () => {
  it('passes a well-shaped code through and explains a bad one', () => {
    expect(parseRegionCode('DE.BY')).toEqual({ ok: true, value: 'DE.BY' });
    expect(parseRegionCode('bayern')).toEqual({ ok: false, reason: 'is not a region code such as _EU, DE or DE.BY' });
  });
});
