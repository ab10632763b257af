/**
 * Snapshot times: the API sends UNIX seconds as a string (`'1763483255'`); people read them in
 * their own time zone or in UTC, and as "3 days ago". English wording, day before month.
 */

/** Where times are shown, as a link says it: the browser's time zone or UTC. */
export type TimeZoneChoice = 'local' | 'utc';

/**
 * The formatters below take the IANA zone to write in (`UTC`, `Europe/Berlin`), never "the
 * runtime's own": the server renders pages for browsers in other zones (see hooks/use-page-time.ts,
 * whose `useTimeZone` turns a {@link TimeZoneChoice} into the zone).
 */

/** `'1763483255'` → that instant; anything that is not whole seconds within the Date range → null. */
export function parseUnixSeconds(text: string): Date | null {
  const digits = text.trim();
  if (!/^\d{1,12}$/.test(digits)) return null;
  const date = new Date(Number(digits) * 1000);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per key, built on first use: building one takes far longer than formatting with it. */
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.DateTimeFormat('en-GB', options);
    // Stryker disable next-line all: without the cache every call builds the same formatter anew, with the same result
    formatters.set(key, found);
  }
  return found;
}

/** Hours, minutes and seconds on a 24-hour clock, with the zone's abbreviation. */
const TIME_OF_DAY: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};

/** `'18 Nov 2026, 16:27:35 UTC'` (or the zone's abbreviation: `CET`, `GMT+5:30`). */
export function formatDateTime(date: Date, timeZone: string): string {
  return formatter(`datetime-${timeZone}`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...TIME_OF_DAY,
    timeZone,
  }).format(date);
}

/** `'16:27:35 UTC'`: the time of day only, for entries under a day heading. */
export function formatTimeOfDay(date: Date, timeZone: string): string {
  return formatter(`time-${timeZone}`, { ...TIME_OF_DAY, timeZone }).format(date);
}

/** `'Wednesday, 18 November 2026'`: a day heading. */
export function formatDay(date: Date, timeZone: string): string {
  return formatter(`day-${timeZone}`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** `'18 Nov 2026'`: a short date, for chart axes and where a date may go on a line of its own. */
export function formatShortDate(date: Date, timeZone: string): string {
  return formatter(`short-${timeZone}`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** `'2026-11-18'`: the calendar day of an instant in the zone, for grouping. */
export function dayKey(date: Date, timeZone: string): string {
  const parts = formatter(`key-${timeZone}`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(date);
  const part = Object.fromEntries(parts.map((item) => [item.type, item.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** `'2026-11-18T16:27:35Z'`: for `<time dateTime>` and exports. */
export function toIsoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * How long ago (or ahead) `date` is from `now`, in the largest whole unit, rounded towards zero:
 * 3 days 20 hours before → `'3 days ago'`, 1 day before → `'yesterday'`, under a minute →
 * `'just now'`. Months count 30 days, years 365.
 */
export function formatRelativeTime(date: Date, now: Date): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const size = Math.abs(seconds);
  const format = (unit: Intl.RelativeTimeFormatUnit, length: number) =>
    relative.format(Math.trunc(seconds / length), unit);
  if (size < MINUTE) return 'just now';
  if (size < HOUR) return format('minute', MINUTE);
  if (size < DAY) return format('hour', HOUR);
  if (size < MONTH) return format('day', DAY);
  if (size < YEAR) return format('month', MONTH);
  return format('year', YEAR);
}
