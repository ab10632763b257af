import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayKey,
  formatDateTime,
  formatDay,
  formatRelativeTime,
  formatShortDate,
  formatTimeOfDay,
  parseUnixSeconds,
  toIsoSeconds,
} from './format-time.ts';

const snapshot9050 = new Date('2026-11-18T16:27:35Z');

describe('parseUnixSeconds', () => {
  it('reads whole seconds', () => {
    expect(parseUnixSeconds('1795537655')?.toISOString()).toBe('2026-11-24T16:27:35.000Z');
    expect(parseUnixSeconds(' 0 ')?.getTime()).toBe(0);
  });

  it.each(['', 'abc', '-5', '1.5', '1e9', '9999999999999'])('refuses %j', (text) => {
    expect(parseUnixSeconds(text)).toBeNull();
  });

  it('round-trips any instant in whole seconds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 32_503_680_000 }), (seconds) => {
        expect(parseUnixSeconds(String(seconds))?.getTime()).toBe(seconds * 1000);
      }),
    );
  });
});

describe('formatting in UTC', () => {
  it('writes date and time with the zone', () => {
    expect(formatDateTime(snapshot9050, 'utc')).toBe('18 Nov 2026, 16:27:35 UTC');
    expect(formatTimeOfDay(snapshot9050, 'utc')).toBe('16:27:35 UTC');
    expect(formatDay(snapshot9050, 'utc')).toBe('Wednesday, 18 November 2026');
    expect(formatShortDate(snapshot9050, 'utc')).toBe('18 Nov 2026');
    expect(toIsoSeconds(snapshot9050)).toBe('2026-11-18T16:27:35Z');
  });

  it('groups by the calendar day of the zone', () => {
    expect(dayKey(new Date('2026-11-18T00:00:00Z'), 'utc')).toBe('2026-11-18');
    expect(dayKey(new Date('2026-11-18T23:59:59Z'), 'utc')).toBe('2026-11-18');
    expect(dayKey(new Date('2026-11-19T00:00:00Z'), 'utc')).toBe('2026-11-19');
  });

  it('formats in the local zone too', () => {
    expect(formatDateTime(snapshot9050, 'local')).toMatch(/2026, \d\d:27:35 /);
    expect(dayKey(snapshot9050, 'local')).toMatch(/^2026-11-(18|19)$/);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T16:27:35Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [10, 'just now'],
    [-10, 'just now'],
    [90, '1 minute ago'],
    [2 * 3600 + 59, '2 hours ago'],
    [86_400, 'yesterday'],
    [3 * 86_400 + 20 * 3600, '3 days ago'],
    [-2 * 86_400, 'in 2 days'],
    [45 * 86_400, 'last month'],
    [100 * 86_400, '3 months ago'],
    [800 * 86_400, '2 years ago'],
  ])('%i seconds before now → %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });
});
