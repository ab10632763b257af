import { describe, expect, it } from 'vitest';
import { describeDelta, formatDelta } from './format-delta.ts';

describe('formatDelta', () => {
  it.each([
    [12, '+12', '12 more'],
    [-3, '−3', '3 fewer'],
    [0, '±0', 'no change'],
    [1234, '+1,234', '1,234 more'],
  ])('%i → %s', (delta, text, words) => {
    expect(formatDelta(delta)).toBe(text);
    expect(describeDelta(delta)).toBe(words);
  });
});
