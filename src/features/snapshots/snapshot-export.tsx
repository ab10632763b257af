import { useState } from 'react';
import type { Snapshot } from '../../contract/schemas.ts';
import { AliasRecordsOption } from '../../components/alias-records-option.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText } from '../../lib/download.ts';
import { writeRecordsCsv } from '../../lib/record-export.ts';
import { hasAliasRecords, type AliasRecords } from '../../lib/zone-file.ts';
import { snapshotFileBase, snapshotZoneFile } from './snapshot-export-file.ts';

/**
 * Downloads of one snapshot: its records as a BIND zone file and as CSV, and the whole snapshot
 * (records, GEO and failover records) as JSON, values as the API sent them. Where the snapshot holds
 * ALIAS records, the user may keep them as ALIAS lines in the zone file.
 */
export function SnapshotExport({ domain, snapshot }: { domain: DomainName; snapshot: Snapshot }) {
  const [aliasRecords, setAliasRecords] = useState<AliasRecords>('comment');
  const base = snapshotFileBase(domain, snapshot);
  const records = snapshot.snapshot.records;
  const hasAlias = hasAliasRecords(records);

  return (
    <div role="group" aria-label="Export this snapshot" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-300">Export:</span>
        <Button
          size="sm"
          onClick={() => {
            const file = snapshotZoneFile(domain, snapshot, aliasRecords);
            downloadText(file.fileName, file.text, 'text/dns');
          }}
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
      {hasAlias ? <AliasRecordsOption value={aliasRecords} onChange={setAliasRecords} /> : null}
    </div>
  );
}
