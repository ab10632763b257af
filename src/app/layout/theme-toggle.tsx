import { useEffect } from 'react';
import { followSystemTheme, saveThemeChoice, themeStore, type ThemeChoice } from './theme.ts';
import { Select } from '../../components/ui/select.tsx';
import { useExternalStore } from '../../hooks/use-external-store.ts';

const CHOICES = ['system', 'light', 'dark'] as const satisfies readonly ThemeChoice[];
const LABELS: Record<ThemeChoice, string> = { system: 'System theme', light: 'Light theme', dark: 'Dark theme' };

export function ThemeToggle() {
  // The server cannot read the saved choice: its render shows "system" (themeStore's server value),
  // corrected once hydrated (public/theme.js has applied the saved theme before the first paint).
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
