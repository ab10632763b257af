import { describe, expect, it } from 'vitest';
import { describeDelta, formatDelta } from './format-delta.ts';

describe('formatDelta', () => {
  it.each([
    [12, '+12', '12 more than snapshot 9040'],
    [-3, '−3', '3 fewer than snapshot 9040'],
    [0, '±0', 'as many as snapshot 9040'],
    [1234, '+1,234', '1,234 more than snapshot 9040'],
  ])('%i → %s', (delta, text, words) => {
    expect(formatDelta(delta)).toBe(text);
    expect(describeDelta(delta, 'snapshot 9040')).toBe(words);
  });
});
