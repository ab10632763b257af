import { afterEach, describe, expect, it } from 'vitest';
import { themeChoiceFromCookies } from '../../lib/theme-cookie.ts';
import { saveThemeChoice, startTheme, themeStore } from './theme.ts';

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  themeStore.set('system');
  html.className = '';
});

describe('the theme at the app start and when chosen', () => {
  it('the start puts the stored choice over the system theme the server drew, and tells the cookie', () => {
    localStorage.setItem('zonescope.theme', 'dark');
    themeStore.set('dark');
    html.className = 'system-theme';
    startTheme();
    expect([...html.classList]).toEqual(['dark']);
    expect(themeChoiceFromCookies(document.cookie)).toBe('dark');
  });

  it('with no choice stored, the start follows the system (light here) and the cookie says so', () => {
    html.className = 'system-theme';
    startTheme();
    expect([...html.classList]).toEqual([]);
    expect(themeChoiceFromCookies(document.cookie)).toBe('system');
  });

  it('a choice is stored, applied, and written for the next page the server draws', () => {
    saveThemeChoice('dark');
    expect(localStorage.getItem('zonescope.theme')).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
    expect(themeChoiceFromCookies(document.cookie)).toBe('dark');
    saveThemeChoice('light');
    expect(html.classList.contains('dark')).toBe(false);
    expect(themeChoiceFromCookies(document.cookie)).toBe('light');
    saveThemeChoice('system');
    expect(localStorage.getItem('zonescope.theme')).toBeNull();
    expect(themeChoiceFromCookies(document.cookie)).toBe('system');
  });
});
