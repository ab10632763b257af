import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useDomain } from '../../hooks/use-domain.ts';
import { useUrlState, type UnusedParams } from '../../hooks/use-url-state.tsx';
import type { RollbackOrigin } from './rollback-report.ts';
import type { RollbackViewControls } from './rollback-view.tsx';
import { SnapshotBreadcrumbs } from './snapshot-breadcrumbs.tsx';
import { CompareWithCurrent } from './snapshot-compare-with-current.tsx';
import { CompareWithSnapshot } from './snapshot-compare-with-snapshot.tsx';
import { InvalidSnapshotIdPage } from './snapshot-notices.tsx';
import { useSnapshotIdParam } from './snapshot-id-param.ts';
import { compareUrlState } from './snapshot-url-state.ts';

/** The live zone's GEO and failover records cannot be listed: against it only records compare. */
const unusedCompareParams: UnusedParams<typeof compareUrlState.defaults> = (view) =>
  view.with === 'current' && view.part !== 'records'
    ? {
        problems: [
          { param: 'part', value: view.part, reason: 'needs another snapshot to compare with; records are shown' },
        ],
        drop: { part: 'records' },
      }
    : { problems: [], drop: {} };

export function SnapshotComparePage() {
  const domain = useDomain();
  const id = useSnapshotIdParam();
  const { state, problems, link, setState, dropProblems } = useUrlState(compareUrlState, unusedCompareParams);

  if (!id.ok) {
    return (
      <InvalidSnapshotIdPage
        domain={domain}
        title={`Compare a snapshot of ${domain.unicode}`}
        input={id.input}
        reason={id.reason}
      />
    );
  }

  const origin: RollbackOrigin =
    state.with === 'current' ? { kind: 'current' } : { kind: 'snapshot', snapshotId: state.with };
  const view: RollbackViewControls = {
    part: origin.kind === 'current' ? 'records' : state.part,
    show: state.show,
    onPart: (part) => setState({ part, show: 'all' }, { history: 'push' }),
    onShow: (show) => setState({ show }, { history: 'push' }),
  };
  const title =
    origin.kind === 'current'
      ? `Compare snapshot ${id.id} with the current zone`
      : `Compare snapshot ${id.id} with snapshot ${origin.snapshotId}`;

  return (
    <div className="flex flex-col gap-4">
      <title>{`Roll back to snapshot ${id.id}? · ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        breadcrumbs={<SnapshotBreadcrumbs domain={domain} snapshotId={id.id} page="compare" />}
        title={title}
        description={
          origin.kind === 'current'
            ? `Read as a rollback: what would change if ${domain.unicode}, as it is now, were rolled back to snapshot ${id.id}.`
            : `Read as a rollback: what would change if ${domain.unicode} were as in snapshot ${origin.snapshotId} and were rolled back to snapshot ${id.id}.`
        }
        actions={<CopyLinkButton search={link} />}
      />
      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />
      {origin.kind === 'snapshot' && origin.snapshotId === id.id ? (
        <Notice tone="warning" title="The snapshot is compared with itself">
          Choose another snapshot or the current zone to see what a rollback would change.
        </Notice>
      ) : null}
      {origin.kind === 'current' ? (
        <CompareWithCurrent domain={domain} snapshotId={id.id} view={view} />
      ) : (
        <CompareWithSnapshot domain={domain} snapshotId={id.id} otherId={origin.snapshotId} view={view} />
      )}
    </div>
  );
}
