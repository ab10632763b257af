import type { Snapshot } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { safeFileName } from '../../lib/download.ts';
import { parseUnixSeconds, toIsoSeconds } from '../../lib/format-time.ts';
import { writeZoneFile, type AliasRecords } from '../../lib/zone-file.ts';

/**
 * A snapshot's records as the zone file the page downloads: named after the domain and snapshot,
 * headed with where it came from. Snapshots keep no enabled/disabled status, so every record is
 * written as active. `snapshotZoneFile(example, snapshot9050, 'comment')` →
 * `{ fileName: 'example.com-snapshot-9050.zone', text: '; Snapshot 9050 of example.com, taken …' }`.
 */
export function snapshotZoneFile(
  domain: DomainName,
  snapshot: Snapshot,
  aliasRecords: AliasRecords,
): { fileName: string; text: string } {
  const id = snapshot.snapshot_id;
  const time = parseUnixSeconds(snapshot.snapshot_time);
  const comments = [
    `Snapshot ${id} of ${domain.unicode}${time ? `, taken ${toIsoSeconds(time)}` : ''}${
      snapshot.snapshot_created_by ? ` by ${snapshot.snapshot_created_by}` : ''
    }`,
    'Exported by Zonescope. Snapshots keep no enabled/disabled status: every record is written as active.',
  ];
  return {
    fileName: `${snapshotFileBase(domain, snapshot)}.zone`,
    text: writeZoneFile(snapshot.snapshot.records, { origin: domain.ascii, comments, aliasRecords }),
  };
}

/** `example.com-snapshot-9050`: the name of each of a snapshot's downloads, before the extension. */
export function snapshotFileBase(domain: DomainName, snapshot: Snapshot): string {
  return safeFileName(domain.ascii, 'snapshot', snapshot.snapshot_id);
}
