import { useQuery } from '@tanstack/react-query';
import { isNotFoundError } from '../../api/api-error.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The way up from a snapshot (to the domain's snapshots) or from its comparison (to it, then them).
 * A comparison whose snapshot the DNS API does not have links to it nowhere (as to a missing
 * snapshot to compare with): its page would only say so again.
 */
export function SnapshotBreadcrumbs({
  domain,
  snapshotId,
  page,
}: {
  domain: DomainName;
  snapshotId: string;
  page: 'snapshot' | 'compare';
}) {
  const snapshots: Crumb = { label: `Snapshots of ${domain.unicode}`, to: paths.snapshots(domain.unicode) };
  return page === 'snapshot' ? (
    <Breadcrumbs trail={[snapshots]} current={snapshotId} />
  ) : (
    <CompareBreadcrumbs domain={domain} snapshotId={snapshotId} snapshots={snapshots} />
  );
}

function CompareBreadcrumbs({
  domain,
  snapshotId,
  snapshots,
}: {
  domain: DomainName;
  snapshotId: string;
  snapshots: Crumb;
}) {
  // Reads what the comparison asks for; asks for nothing itself.
  const snapshot = useQuery({ ...snapshotQueries.detail(domain, snapshotId), enabled: false });
  return isNotFoundError(snapshot.error) ? (
    <Breadcrumbs trail={[snapshots]} current={`Compare ${snapshotId}`} />
  ) : (
    <Breadcrumbs
      trail={[snapshots, { label: snapshotId, to: paths.snapshot(domain.unicode, snapshotId) }]}
      current="Compare"
    />
  );
}
