import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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
    expect(formatDateTime(snapshot9050, 'UTC')).toBe('18 Nov 2026, 16:27:35 UTC');
    expect(formatTimeOfDay(snapshot9050, 'UTC')).toBe('16:27:35 UTC');
    expect(formatDay(snapshot9050, 'UTC')).toBe('Wednesday, 18 November 2026');
    expect(formatShortDate(snapshot9050, 'UTC')).toBe('18 Nov 2026');
    expect(toIsoSeconds(snapshot9050)).toBe('2026-11-18T16:27:35Z');
  });

  it('groups by the calendar day of the zone', () => {
    expect(dayKey(new Date('2026-11-18T00:00:00Z'), 'UTC')).toBe('2026-11-18');
    expect(dayKey(new Date('2026-11-18T23:59:59Z'), 'UTC')).toBe('2026-11-18');
    expect(dayKey(new Date('2026-11-19T00:00:00Z'), 'UTC')).toBe('2026-11-19');
    expect(dayKey(new Date('2026-03-08T12:00:00Z'), 'UTC')).toBe('2026-03-08');
  });
});

describe('formatting in a zone that is not UTC (Asia/Kolkata, UTC+5:30), whatever zone the runtime is in', () => {
  it('writes times in the zone it is given, and UTC times in UTC', () => {
    expect(formatDateTime(snapshot9050, 'Asia/Kolkata')).toBe('18 Nov 2026, 21:57:35 GMT+5:30');
    expect(formatDateTime(snapshot9050, 'UTC')).toBe('18 Nov 2026, 16:27:35 UTC');
    expect(formatTimeOfDay(snapshot9050, 'Asia/Kolkata')).toBe('21:57:35 GMT+5:30');
    expect(formatTimeOfDay(snapshot9050, 'UTC')).toBe('16:27:35 UTC');
    expect(formatDateTime(snapshot9050, 'Europe/Berlin')).toBe('18 Nov 2026, 17:27:35 CET');
  });

  it('puts an evening in UTC on the next local day', () => {
    // 20:00 UTC on the 18th is 01:30 on the 19th in Kolkata.
    const evening = new Date('2026-11-18T20:00:00Z');
    expect(formatDay(evening, 'Asia/Kolkata')).toBe('Thursday, 19 November 2026');
    expect(formatDay(evening, 'UTC')).toBe('Wednesday, 18 November 2026');
    expect(formatShortDate(evening, 'Asia/Kolkata')).toBe('19 Nov 2026');
    expect(formatShortDate(evening, 'UTC')).toBe('18 Nov 2026');
    expect(dayKey(evening, 'Asia/Kolkata')).toBe('2026-11-19');
    expect(dayKey(evening, 'UTC')).toBe('2026-11-18');
  });

  it('does not depend on the runtime zone', async () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    vi.resetModules();
    try {
      const time = await import('./format-time.ts');
      expect(time.formatDateTime(snapshot9050, 'Asia/Kolkata')).toBe('18 Nov 2026, 21:57:35 GMT+5:30');
      expect(time.dayKey(new Date('2026-11-18T20:00:00Z'), 'UTC')).toBe('2026-11-18');
    } finally {
      vi.unstubAllEnvs();
    }
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
    // Each unit starts at its first whole one: a minute, an hour, a day, a month (30 days), a year (365).
    [59, 'just now'],
    [60, '1 minute ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [86_399, '23 hours ago'],
    [30 * 86_400 - 1, '29 days ago'],
    [30 * 86_400, 'last month'],
    [365 * 86_400 - 1, '12 months ago'],
    [365 * 86_400, 'last year'],
  ])('%i seconds before now → %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });
});
