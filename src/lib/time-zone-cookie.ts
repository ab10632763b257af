import { readCookie, writeCookie } from './cookies.ts';

/**
 * The browser tells the server its time zone in a cookie, so that the next page the server renders
 * shows local times as the browser would (see `hooks/use-page-time.ts`). Only the zone's name, for
 * this origin only; no other use.
 */
export const TIME_ZONE_COOKIE = 'zonescope-tz';

/** Writes the browser's time zone into {@link TIME_ZONE_COOKIE} (a year; renewed on every start). */
export function rememberTimeZone(timeZone: string): void {
  writeCookie(TIME_ZONE_COOKIE, timeZone);
}

/**
 * The zone a `Cookie` header names in {@link TIME_ZONE_COOKIE}, if it is one this runtime knows
 * (`Europe/Berlin`, `UTC`); null for none, junk or an unknown zone.
 */
export function timeZoneFromCookies(cookieHeader: string | null): string | null {
  const zone = readCookie(cookieHeader, TIME_ZONE_COOKIE);
  if (zone === null || !/^[A-Za-z0-9_+\-/]{1,64}$/.test(zone)) return null;
  try {
    // Throws for a zone the runtime does not know. The name stays as the browser wrote it (not
    // canonicalised): the page shows it, and must show what the browser would.
    new Intl.DateTimeFormat('en', { timeZone: zone }).format(0);
    return zone;
  } catch {
    return null;
  }
}
