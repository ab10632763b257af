import type { RecordsFilter } from '../../api/records.ts';
import type { DnsRecord } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { safeFileName } from '../../lib/download.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { writeRecordsCsv, writeRecordsJson, type ExportFormat } from '../../lib/record-export.ts';
import { writeZoneFile, type AliasRecords } from '../../lib/zone-file.ts';
import type { UnappliedFilter } from './unapplied-filter.ts';

export const EXPORT_FORMATS: readonly { format: ExportFormat; label: string; extension: string }[] = [
  { format: 'zone', label: 'BIND zone file', extension: 'zone' },
  { format: 'csv', label: 'CSV', extension: 'csv' },
  { format: 'json', label: 'JSON', extension: 'json' },
];

const MIME_TYPES: Record<ExportFormat, string> = {
  zone: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
};

export type ExportFile = { fileName: string; text: string; mimeType: string };

/**
 * The downloadable file of a domain's records in one format. Disabled records stay visible as
 * such: commented out in the zone file, `record_status: disabled` in CSV and JSON. The file says
 * where it came from and which filter chose its records; when the service did not apply the filter
 * (`unapplied`: the records were then filtered here, out of the `read` it sent), it says that too. The
 * zone file loads in BIND (see `writeZoneFile`; ALIAS lines are kept only with `aliasRecords: 'keep'`);
 * CSV and JSON keep every value as the API sent it.
 *
 * `recordsExportFile('zone', records, { domain, filter: {}, exportedAt })` →
 * `{ fileName: 'example.com-records.zone', text: '; Records of example.com …', … }`
 */
export function recordsExportFile(
  format: ExportFormat,
  records: readonly DnsRecord[],
  about: {
    domain: DomainName;
    filter: RecordsFilter;
    filterWords: readonly string[];
    exportedAt: Date;
    unapplied?: (UnappliedFilter & { read: number }) | null;
    /** The service sent the same records for every page: they were taken as all there are (`AllRecords`). */
    pagingIgnored?: boolean;
    aliasRecords?: AliasRecords;
  },
): ExportFile {
  const { domain, filter, filterWords, exportedAt, unapplied, pagingIgnored, aliasRecords } = about;
  const asked = filter.search_text !== undefined || filter.search_record_type !== undefined;
  const filtered = asked;
  const filteredHere = unapplied
    ? `The DNS API did not apply the filter: ${unapplied.reason} So Zonescope read all ${formatCountOf(unapplied.read, 'record')} of the zone and kept the ${formatCount(records.length)} with ${filterWords.join(' and ')}.`
    : undefined;
  const notPaged = pagingIgnored
    ? `The DNS API did not page the records: it sent these ${records.length} again when asked for the ones after them, and in either order, so they are taken as all there are.`
    : undefined;
  const extension = EXPORT_FORMATS.find((entry) => entry.format === format)?.extension ?? format;
  const fileName = `${safeFileName(domain.ascii, 'records', ...(filtered ? ['filtered'] : []))}.${extension}`;
  const named = domain.ascii === domain.unicode ? domain.unicode : `${domain.unicode} (${domain.ascii})`;

  let text: string;
  if (format === 'zone') {
    text = writeZoneFile(records, {
      origin: domain.ascii,
      comments: [
        `Live records of ${named}, exported by Zonescope at ${exportedAt.toISOString()}`,
        ...(filtered ? [`Only records with ${filterWords.join(' and ')}`] : []),
        ...(filteredHere === undefined ? [] : [filteredHere]),
        ...(notPaged === undefined ? [] : [notPaged]),
      ],
      ...(aliasRecords ? { aliasRecords } : {}),
    });
  } else if (format === 'csv') {
    text = writeRecordsCsv(records);
  } else {
    text = writeRecordsJson(records, {
      domain: domain.unicode,
      domain_punycode: domain.ascii,
      exported_at: exportedAt.toISOString(),
      ...filter,
      ...(filteredHere === undefined ? {} : { filter_applied_here: filteredHere }),
      ...(notPaged === undefined ? {} : { paging_not_applied: notPaged }),
    });
  }
  return { fileName, text, mimeType: MIME_TYPES[format] };
}
