import { describe, expect, it } from 'vitest';
import { rememberTimeZone, TIME_ZONE_COOKIE, timeZoneFromCookies } from './time-zone-cookie.ts';

describe('the time zone cookie', () => {
  it('is read back by the server as the zone the browser wrote', () => {
    rememberTimeZone('America/Argentina/Buenos_Aires');
    expect(timeZoneFromCookies(document.cookie)).toBe('America/Argentina/Buenos_Aires');
    expect(timeZoneFromCookies(`theme=dark; ${TIME_ZONE_COOKIE}=Europe%2FBerlin; other=1`)).toBe('Europe/Berlin');
  });

  it('gives nothing for no cookie, junk, a zone the runtime does not know, or an over-long value', () => {
    expect(timeZoneFromCookies(null)).toBeNull();
    expect(timeZoneFromCookies('theme=dark')).toBeNull();
    expect(timeZoneFromCookies(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(timeZoneFromCookies(`${TIME_ZONE_COOKIE}=Mars%2FOlympus_Mons`)).toBeNull();
    expect(timeZoneFromCookies(`${TIME_ZONE_COOKIE}=%3Cscript%3E`)).toBeNull();
    expect(timeZoneFromCookies(`${TIME_ZONE_COOKIE}=${'Europe/'.repeat(20)}Berlin`)).toBeNull();
  });
});
