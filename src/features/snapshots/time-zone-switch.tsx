import { useId } from 'react';
import { useLocalTimeZoneName } from '../../hooks/use-page-time.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';
import type { TimeZoneChoice } from '../../lib/format-time.ts';

/** “Times in”: the browser's time zone or UTC, for every time the timeline shows. */
export function TimeZoneSwitch({ zone, onChange }: { zone: TimeZoneChoice; onChange: (zone: TimeZoneChoice) => void }) {
  const name = useId();
  // The radios show a choice at once, while the router applies it, and follow the URL (Back).
  const shown = useUrlDraft(zone, (choice) => onChange(choice === 'utc' ? 'utc' : 'local'));
  // Its zone named where known: a first visit's page of UTC times, drawn by the server, says "Local time".
  const localZone = useLocalTimeZoneName(shown.draft === 'local');
  const options: [TimeZoneChoice, string][] = [
    ['local', localZone === null ? 'Local time' : `Local time (${localZone})`],
    ['utc', 'UTC'],
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="sr-only">Show times in</legend>
      <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
        Times in
      </span>
      {options.map(([value, label]) => (
        // 24 px tall to a finger (WCAG 2.5.8), the room given back so that the line is no taller.
        <label key={value} className="-my-0.5 flex items-center gap-1.5 py-0.5">
          <input
            type="radio"
            name={name}
            value={value}
            checked={shown.draft === value}
            onChange={() => shown.commit(value)}
            className="accent-brand-600"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
