import { useId } from 'react';
import type { AliasRecords } from '../lib/zone-file.ts';

/**
 * The one control, shared by the records, snapshot and template exports, with which the user asks
 * for ALIAS records to be kept as `ALIAS` lines in a zone file (for a server that knows the type)
 * instead of the comments BIND needs.
 */
export function AliasRecordsOption({
  value,
  onChange,
  disabled = false,
}: {
  value: AliasRecords;
  onChange: (value: AliasRecords) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value === 'keep'}
          onChange={(event) => onChange(event.target.checked ? 'keep' : 'comment')}
          aria-describedby={hintId}
          disabled={disabled}
          className="size-4"
        />
        Keep ALIAS lines
      </label>
      <p id={hintId} className="max-w-prose text-xs text-slate-600 dark:text-slate-400">
        ALIAS is the provider’s own record type. BIND does not know it, so the zone file writes ALIAS records as
        comments; keep them as ALIAS lines for a server that knows the type, such as PowerDNS.
      </p>
    </div>
  );
}
