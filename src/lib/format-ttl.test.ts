import { describe, expect, it } from 'vitest';
import { formatTtl } from './format-ttl.ts';

describe('formatTtl', () => {
  it.each([
    ['0', '0 s'],
    ['1', '1 s'],
    ['60', '1 min'],
    ['90', '1 min 30 s'],
    ['300', '5 min'],
    ['3600', '1 h'],
    ['3660', '1 h 1 min'],
    ['3601', '1 h'],
    ['5400', '1 h 30 min'],
    ['86400', '1 d'],
    ['90061', '1 d 1 h'],
    ['604800', '7 d'],
    ['abc', 'abc'],
    ['', ''],
    // Only whole seconds are converted: a sign, a decimal point or a unit is shown as sent.
    ['-60', '-60'],
    ['1.5', '1.5'],
    ['60s', '60s'],
  ])('%j → %j', (ttl, text) => {
    expect(formatTtl(ttl)).toBe(text);
  });
});
