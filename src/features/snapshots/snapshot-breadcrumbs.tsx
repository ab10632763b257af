import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';

/** The way up from a snapshot (to the domain's snapshots) or from its comparison (to it, then them). */
export function SnapshotBreadcrumbs({
  domain,
  snapshotId,
  page,
}: {
  domain: DomainName;
  snapshotId: string;
  page: 'snapshot' | 'compare';
}) {
  const snapshots = { label: `Snapshots of ${domain.unicode}`, to: paths.snapshots(domain.unicode) };
  return page === 'snapshot' ? (
    <Breadcrumbs trail={[snapshots]} current={snapshotId} />
  ) : (
    <Breadcrumbs
      trail={[snapshots, { label: snapshotId, to: paths.snapshot(domain.unicode, snapshotId) }]}
      current="Compare"
    />
  );
}
