import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { snapshotQueries } from '../../api/snapshots.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { RollbackView, type RollbackViewControls } from './rollback-view.tsx';
import { Sides, SnapshotSide } from './snapshot-compare-sides.tsx';
import { SnapshotLoadError, useSnapshotDomainCheck } from './snapshot-notices.tsx';

export function CompareWithSnapshot({
  domain,
  snapshotId,
  otherId,
  view,
}: {
  domain: DomainName;
  snapshotId: string;
  otherId: string;
  view: RollbackViewControls;
}) {
  const target = useQuery(snapshotQueries.detail(domain, snapshotId));
  const other = useQuery(snapshotQueries.detail(domain, otherId));
  const domainCheck = useSnapshotDomainCheck(domain, [target.error, other.error]);
  // Nothing to compare, nor to swap: the notice alone.
  if (domainCheck?.status === 'unknown') return <UnknownDomainNotice domain={domain} error={domainCheck.error} />;

  return (
    <>
      <Sides
        from={<SnapshotSide domain={domain} snapshotId={otherId} snapshot={other.data} error={other.error} />}
        to={<SnapshotSide domain={domain} snapshotId={snapshotId} snapshot={target.data} error={target.error} />}
        // No link to a comparison with a snapshot that failed to load: the swap needs both, the
        // comparison with the current zone the one rolled back to.
        actions={
          target.isError ? null : (
            <>
              {other.isError ? null : (
                <Link
                  to={paths.compare(domain.unicode, otherId, snapshotId)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Swap: roll back from {snapshotId} to {otherId}
                </Link>
              )}
              <Link
                to={paths.compare(domain.unicode, snapshotId, 'current')}
                className={buttonClasses('secondary', 'sm')}
              >
                Compare {snapshotId} with the current zone
              </Link>
            </>
          )
        }
      />
      <SnapshotLoadError domain={domain} snapshotId={snapshotId} query={target} domainCheck={domainCheck} />
      <SnapshotLoadError domain={domain} snapshotId={otherId} query={other} domainCheck={domainCheck} />
      {((target.isPending || other.isPending) && !target.isError && !other.isError) ||
      domainCheck?.status === 'checking' ? (
        <SkeletonRows rows={6} label="Loading both snapshots…" />
      ) : null}
      {target.data && other.data ? (
        <RollbackView
          domain={domain}
          target={target.data}
          origin={{ kind: 'snapshot', snapshotId: otherId }}
          fromRecords={other.data.snapshot.records}
          fromGeo={other.data.snapshot.geo_records}
          fromFailover={other.data.snapshot.failover_records}
          {...view}
        />
      ) : null}
    </>
  );
}
