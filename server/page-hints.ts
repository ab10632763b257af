import { readCookie } from '../src/lib/cookies.ts';
import { themeChoiceFromCookies, type ThemeChoice } from '../src/lib/theme-cookie.ts';
import { TIME_ZONE_COOKIE } from '../src/lib/time-zone-cookie.ts';

/**
 * What a navigation tells about the browser that shapes its page before the first paint: the
 * theme to draw it in, and the height of the window its rows fill. Each is null where the browser
 * has not said: the page then applies the theme with public/theme.js (a script the first paint
 * waits for) and holds the rows of a tall window.
 */
export type PageHints = { theme: ThemeChoice | null; windowHeight: number | null };

/**
 * The client hint a page asks for (`Accept-CH`; Chromium sends it from the next navigation on, on
 * HTTPS and on localhost): the window's height. Not `Critical-CH`, which would have a first visit
 * ask for its page twice: that costs more than the rows it saves (bench #2).
 */
export const PAGE_CLIENT_HINTS = ['Sec-CH-Viewport-Height'] as const;

/**
 * The theme: the choice the app wrote in its cookie; for a browser with no cookie of ours at all
 * (a first visit), the system's, which the page's CSS follows by itself (`system-theme`,
 * src/index.css). A browser that has run the app but has no theme cookie (the time zone's, only)
 * may hold a choice made before the cookie existed: not known.
 */
export function pageHintsOf(headers: Headers): PageHints {
  const cookies = headers.get('Cookie');
  const choice = themeChoiceFromCookies(cookies);
  const theme = choice ?? (readCookie(cookies, TIME_ZONE_COOKIE) === null ? 'system' : null);
  return { theme, windowHeight: windowHeightOf(headers.get('Sec-CH-Viewport-Height')) };
}

/** A height in CSS pixels, 1 to 99,999; null for anything else. */
function windowHeightOf(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,5}$/.test(text)) return null;
  const height = Number(text);
  return height > 0 ? height : null;
}
