/**
 * Light, dark, or the system's choice, kept in storage. Before the first paint, the page comes in
 * it: drawn so by the server, which reads it from a cookie this module writes (server/page-hints.ts),
 * or, where the server cannot know it, applied by public/theme.js (keep the storage key in sync).
 * This module applies it once the app starts, changes it afterwards and follows system changes.
 */
import { createExternalStore } from '../../lib/external-store.ts';
import { rememberThemeChoice, type ThemeChoice } from '../../lib/theme-cookie.ts';

const STORAGE_KEY = 'zonescope.theme';

/**
 * The choice, read from storage on first use; a choice storage could not keep lasts for the page.
 * "system" in a server render, which cannot read it.
 */
export const themeStore = createExternalStore<ThemeChoice>(readStoredTheme, () => 'system');

function readStoredTheme(): ThemeChoice {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') globalThis.localStorage?.removeItem(STORAGE_KEY);
    else globalThis.localStorage?.setItem(STORAGE_KEY, choice);
  } catch {
    // Applied for this page only.
  }
  rememberThemeChoice(choice);
  applyTheme(choice);
  themeStore.set(choice);
}

/**
 * At the app's start: the choice in storage is applied (where the server drew the page in the
 * system's theme for want of the cookie, a choice made before the cookie existed is put right) and
 * told to the server for the next page.
 */
export function startTheme(): void {
  const choice = themeStore.get();
  rememberThemeChoice(choice);
  applyTheme(choice);
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyTheme(choice: ThemeChoice = themeStore.get()): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
  // The server's stand-in for the system's theme until the app is there (src/index.css).
  document.documentElement.classList.remove('system-theme');
}

/** Keeps "system" in step with the operating system's setting while the page is open. */
function onSystemThemeChange(): void {
  if (themeStore.get() === 'system') applyTheme('system');
}

export function followSystemTheme(): () => void {
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  if (!media) return () => {};
  const onChange = onSystemThemeChange;
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
