import { queryOptions } from '@tanstack/react-query';
import type { DomainName } from '../lib/domain-name.ts';
import { parseSnapshotFast } from './fast-record-parsers.ts';
import { apiGet, type RequestOptions } from './http.ts';
import { shareUnchangedRecords } from './shared-snapshot-records.ts';
import { snapshotSchema, snapshotSummaryListSchema, type Snapshot, type SnapshotSummary } from '../contract/schemas.ts';

function snapshotsPath(domain: DomainName): string {
  return `/dns/v1/domains/${encodeURIComponent(domain.ascii)}/snapshots`;
}

/** GET /dns/v1/domains/{domain}/snapshots (spec 4.2). */
export function listSnapshots(domain: DomainName, options: RequestOptions = {}): Promise<SnapshotSummary[]> {
  return apiGet(snapshotsPath(domain), snapshotSummaryListSchema, options);
}

/**
 * GET /dns/v1/domains/{domain}/snapshots/{snapshotId}/records (spec 4.3). `snapshotId` must be
 * checked with parseResourceId. Its records that equal those of the domain's snapshot read before
 * are those very objects (shareUnchangedRecords).
 */
export async function getSnapshot(
  domain: DomainName,
  snapshotId: string,
  options: RequestOptions = {},
): Promise<Snapshot> {
  const snapshot = await apiGet(`${snapshotsPath(domain)}/${encodeURIComponent(snapshotId)}/records`, snapshotSchema, {
    ...options,
    fastParse: parseSnapshotFast,
  });
  return shareUnchangedRecords(domain, snapshot);
}

/** `all` and `domain` are the keys the others start with; the others are the queries themselves. */
export const snapshotQueries = {
  all: () => ['snapshots'] as const,
  domain: (domain: DomainName) => [...snapshotQueries.all(), domain.ascii] as const,
  list: (domain: DomainName) =>
    queryOptions({
      queryKey: [...snapshotQueries.domain(domain), 'list'] as const,
      queryFn: ({ signal }) => listSnapshots(domain, { signal }),
      staleTime: 60_000,
    }),
  detail: (domain: DomainName, snapshotId: string) =>
    queryOptions({
      queryKey: [...snapshotQueries.domain(domain), 'detail', snapshotId] as const,
      queryFn: ({ signal }) => getSnapshot(domain, snapshotId, { signal }),
      // A snapshot is a saved copy: its content never changes.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 5 * 60_000,
    }),
};
