import { describe, expect, it } from 'vitest';
import { describeCheckInterval, describeReturnToMain } from './failover-words.ts';

describe('describeCheckInterval', () => {
  it.each([
    // No unit is put to it: the API does not state one.
    ['60', 'every 60'],
    ['30', 'every 30'],
    [' 120 ', 'every 120'],
    ['5 min', 'every 5 min'],
    ['60s', 'every 60s'],
    ['', ''],
    ['   ', ''],
  ])('%j reads %j', (interval, words) => {
    expect(describeCheckInterval(interval)).toBe(words);
  });
});

describe('describeReturnToMain', () => {
  it.each([
    ['1', 'back to the main value once it recovers'],
    ['0', 'stays on the backup'],
    [' YES ', 'back to the main value once it recovers'],
    ['', ''],
    ['manual', 'return to main: manual'],
  ])('%j reads %j', (value, words) => {
    expect(describeReturnToMain(value)).toBe(words);
  });
});
