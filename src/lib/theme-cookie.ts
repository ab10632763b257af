import { readCookie, writeCookie } from './cookies.ts';

/** Light, dark, or the system's choice. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/**
 * The browser tells the server the theme chosen (src/app/layout/theme.ts keeps it in storage) in a
 * cookie, so that a page the server renders comes in that theme, with no script in its way before
 * the first paint (server/page-hints.ts). Only the choice, for this origin only; no other use.
 */
export const THEME_COOKIE = 'zonescope-theme';

/** Writes the choice into {@link THEME_COOKIE} (a year; renewed on every start). */
export function rememberThemeChoice(choice: ThemeChoice): void {
  writeCookie(THEME_COOKIE, choice);
}

/** The choice a `Cookie` header names in {@link THEME_COOKIE}; null for none or junk. */
export function themeChoiceFromCookies(cookieHeader: string | null): ThemeChoice | null {
  const choice = readCookie(cookieHeader, THEME_COOKIE);
  return choice === 'system' || choice === 'light' || choice === 'dark' ? choice : null;
}
