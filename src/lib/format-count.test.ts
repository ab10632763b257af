import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(50_000)).toBe('50,000');
    expect(formatCount(-1_234_567)).toBe('-1,234,567');
    // Found by the property below: Intl keeps the sign of negative zero.
    expect(formatCount(-0)).toBe('-0');
  });

  it('writes what Intl writes, for any number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true })), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en'));
      }),
    );
  });
});

describe('formatCountOf', () => {
  it('writes the noun in the singular for one alone', () => {
    expect(formatCountOf(1, 'failover record')).toBe('1 failover record');
    expect(formatCountOf(0, 'record')).toBe('0 records');
    expect(formatCountOf(2500, 'GEO record')).toBe('2,500 GEO records');
    expect(formatCountOf(-1, 'record')).toBe('-1 records');
    expect(formatCountOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(formatCountOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});
