import type { Snapshot } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { safeFileName } from '../../lib/download.ts';
import { parseUnixSeconds, toIsoSeconds } from '../../lib/format-time.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { writeZoneFile, type AliasRecords } from '../../lib/zone-file.ts';

/**
 * A snapshot's records as the zone file the page downloads: named after the domain and snapshot,
 * headed with where it came from and with what the snapshot says of the records' status (see
 * {@link snapshotStatusNote}). `snapshotZoneFile(example, snapshot9050, 'comment')` →
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
    `Exported by Zonescope. ${snapshotStatusNote(snapshot.snapshot.records)}`,
  ];
  return {
    fileName: `${snapshotFileBase(domain, snapshot)}.zone`,
    text: writeZoneFile(snapshot.snapshot.records, { origin: domain.ascii, comments, aliasRecords }),
  };
}

/**
 * What the header says of status, by what the snapshot carries: snapshots usually keep none (spec
 * 2.3), and then every record is written as active; where the service sent `record_status`, a
 * disabled record is written as a comment, as in the live zone's file.
 */
export function snapshotStatusNote(records: readonly { record_status?: string | undefined }[]): string {
  const kept = records.filter((record) => record.record_status !== undefined).length;
  if (kept === 0) return 'This snapshot keeps no enabled/disabled status: every record is written as active.';
  const disabled = records.filter((record) => isDisabledStatus(record.record_status)).length;
  const which =
    disabled === 0 ? 'none is disabled' : `disabled ones (${formatCount(disabled)}) are written as comments`;
  if (kept === records.length) return `This snapshot keeps each record's enabled/disabled status: ${which}.`;
  return (
    `This snapshot keeps the enabled/disabled status of ${formatCount(kept)} of ${formatCountOf(records.length, 'record')}: ` +
    `${which}; the others, without a status, are written as active.`
  );
}

/** `example.com-snapshot-9050`: the name of each of a snapshot's downloads, before the extension. */
export function snapshotFileBase(domain: DomainName, snapshot: Snapshot): string {
  return safeFileName(domain.ascii, 'snapshot', snapshot.snapshot_id);
}
