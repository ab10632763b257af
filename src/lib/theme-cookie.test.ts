import { describe, expect, it } from 'vitest';
import { rememberThemeChoice, THEME_COOKIE, themeChoiceFromCookies } from './theme-cookie.ts';

describe('the theme cookie', () => {
  it('is read back by the server as the choice the browser wrote', () => {
    for (const choice of ['dark', 'light', 'system'] as const) {
      rememberThemeChoice(choice);
      expect(themeChoiceFromCookies(document.cookie)).toBe(choice);
    }
    expect(themeChoiceFromCookies(`zonescope-tz=UTC; ${THEME_COOKIE}=dark; other=1`)).toBe('dark');
  });

  it('gives nothing for no cookie, another cookie, or a value the app never writes', () => {
    expect(themeChoiceFromCookies(null)).toBeNull();
    expect(themeChoiceFromCookies('zonescope-tz=UTC')).toBeNull();
    expect(themeChoiceFromCookies(`x${THEME_COOKIE}=dark`)).toBeNull();
    expect(themeChoiceFromCookies(`${THEME_COOKIE}=Dark`)).toBeNull();
    expect(themeChoiceFromCookies(`${THEME_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(themeChoiceFromCookies(`${THEME_COOKIE}=dark%20`)).toBeNull();
  });
});
