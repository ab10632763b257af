/**
 * Light, dark, or the system's choice. public/theme.js applies the saved choice before first paint
 * (keep the storage key in sync); this module changes it afterwards and follows system changes.
 */
import { createExternalStore } from '../../lib/external-store.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

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
  applyTheme(choice);
  themeStore.set(choice);
}

function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyTheme(choice: ThemeChoice = themeStore.get()): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
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
