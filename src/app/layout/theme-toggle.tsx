import { useEffect } from 'react';
import type { ThemeChoice } from '../../lib/theme-cookie.ts';
import { followSystemTheme, saveThemeChoice, themeStore } from './theme.ts';
import { Select } from '../../components/ui/select.tsx';
import { useExternalStore } from '../../hooks/use-external-store.ts';

const CHOICES = ['system', 'light', 'dark'] as const satisfies readonly ThemeChoice[];
const LABELS: Record<ThemeChoice, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' };

export function ThemeToggle() {
  // The server's render shows "system" (themeStore's server value), corrected once hydrated; the page
  // itself is in the saved theme before its first paint (server/page-hints.ts, or public/theme.js).
  const choice = useExternalStore(themeStore);
  useEffect(() => followSystemTheme(), []);
  return (
    <label className="flex items-center">
      <span className="sr-only">Colour theme</span>
      <Select
        value={choice}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'system' || value === 'light' || value === 'dark') saveThemeChoice(value);
        }}
        className="h-9 text-sm xl:h-8 xl:text-xs"
      >
        {CHOICES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </Select>
    </label>
  );
}
