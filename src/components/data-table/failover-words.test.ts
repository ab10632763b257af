import { describe, expect, it } from 'vitest';
import { describeCheckInterval, describeReturnToMain } from './failover-words.ts';

describe('describeCheckInterval', () => {
  it.each([
    ['60', 'every 1 min'],
    ['30', 'every 30 s'],
    ['120', 'every 2 min'],
    ['5 min', 'every 5 min'],
    ['', ''],
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
