import type { Snapshot } from '../../api/schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText, safeFileName } from '../../lib/download.ts';
import { parseUnixSeconds, toIsoSeconds } from '../../lib/format-time.ts';
import { writeRecordsCsv } from '../../lib/record-export.ts';
import { writeZoneFile } from '../../lib/zone-file.ts';

/**
 * Downloads of one snapshot: its records as a BIND zone file and as CSV, and the whole snapshot
 * (records, GEO and failover records) as JSON. Snapshots keep no enabled/disabled status, so every
 * record is written as active.
 */
export function SnapshotExport({ domain, snapshot }: { domain: DomainName; snapshot: Snapshot }) {
  const id = snapshot.snapshot_id;
  const base = safeFileName(domain.ascii, 'snapshot', id);
  const time = parseUnixSeconds(snapshot.snapshot_time);
  const about = [
    `Snapshot ${id} of ${domain.unicode}${time ? `, taken ${toIsoSeconds(time)}` : ''}${
      snapshot.snapshot_created_by ? ` by ${snapshot.snapshot_created_by}` : ''
    }`,
    'Exported by Zonescope. Snapshots keep no enabled/disabled status: every record is written as active.',
  ];
  const records = snapshot.snapshot.records;

  return (
    <div role="group" aria-label="Export this snapshot" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600 dark:text-slate-300">Export:</span>
      <Button
        size="sm"
        onClick={() =>
          downloadText(`${base}.zone`, writeZoneFile(records, { origin: domain.ascii, comments: about }), 'text/dns')
        }
      >
        Zone file
      </Button>
      <Button size="sm" onClick={() => downloadText(`${base}.csv`, writeRecordsCsv(records), 'text/csv')}>
        CSV
      </Button>
      <Button
        size="sm"
        onClick={() =>
          downloadText(
            `${base}.json`,
            `${JSON.stringify({ domain: domain.unicode, ...snapshot }, null, 2)}\n`,
            'application/json',
          )
        }
      >
        JSON
      </Button>
    </div>
  );
}
