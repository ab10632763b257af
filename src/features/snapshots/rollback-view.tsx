import { useMemo } from 'react';
import type { FailoverRecord, GeoRecord, Snapshot, SnapshotRecord } from '../../contract/schemas.ts';
import { Tabs, tabPanelProps } from '../../components/ui/tabs.tsx';
import { diffFailoverRecords, diffGeoRecords, diffRecords } from '../../lib/diff-records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { rollbackFailoverColumns, rollbackGeoColumns, rollbackRecordColumns } from './rollback-columns.tsx';
import { downloadRollbackReport } from './rollback-export.ts';
import { PartDiff, type RollbackPart } from './rollback-part-diff.tsx';
import { rollbackSideNames, type RollbackOrigin, type RollbackReportPart } from './rollback-report.ts';
import { findRollbackRisks } from './rollback-risks.ts';
import { RollbackRisksNotice } from './rollback-risks-notice.tsx';
import { RollbackSummary } from './rollback-summary.tsx';
import { separateManagedSoa } from './managed-soa.ts';
import { ManagedSoaNote } from './managed-soa-note.tsx';
import { PartTabLabel } from './part-tab-label.tsx';
import type { ComparePart, RollbackActionFilter } from './snapshot-url-state.ts';

export type RollbackViewProps = {
  domain: DomainName;
  /** The snapshot rolled back to. */
  target: Snapshot;
  /** Where the rollback starts. */
  origin: RollbackOrigin;
  /** Records before the rollback: the live records, or those of the other snapshot. */
  fromRecords: readonly SnapshotRecord[];
  /** GEO and failover records before the rollback; only known when starting from a snapshot. */
  fromGeo?: readonly GeoRecord[] | undefined;
  fromFailover?: readonly FailoverRecord[] | undefined;
  part: ComparePart;
  show: RollbackActionFilter;
  onPart: (part: ComparePart) => void;
  onShow: (show: RollbackActionFilter) => void;
};

/** What of the comparison is shown, from the URL: the part, and which actions. */
export type RollbackViewControls = Pick<RollbackViewProps, 'part' | 'show' | 'onPart' | 'onShow'>;

const RECORD_COLUMNS = {
  withStatus: rollbackRecordColumns({ status: true }),
  withoutStatus: rollbackRecordColumns({ status: false }),
};
const GEO_COLUMNS = rollbackGeoColumns();
const FAILOVER_COLUMNS = rollbackFailoverColumns();

/** What rolling back from `origin` to `target` would do: summary, risks, and every item it would touch. */
export function RollbackView({
  domain,
  target,
  origin,
  fromRecords,
  fromGeo,
  fromFailover,
  part,
  show,
  onPart,
  onShow,
}: RollbackViewProps) {
  const content = target.snapshot;
  // The SOA is told apart: the service maintains it, a rollback does not set it.
  const { records, soa } = useMemo(
    () => separateManagedSoa(diffRecords<SnapshotRecord>(fromRecords, content.records)),
    [fromRecords, content],
  );
  const geo = useMemo(() => (fromGeo ? diffGeoRecords(fromGeo, content.geo_records) : null), [fromGeo, content]);
  const failover = useMemo(
    () => (fromFailover ? diffFailoverRecords(fromFailover, content.failover_records) : null),
    [fromFailover, content],
  );
  const risks = useMemo(() => findRollbackRisks(records, [domain.unicode, domain.ascii]), [records, domain]);

  const parts = useMemo(() => {
    const list: RollbackPart[] = [{ part: 'records', title: 'records', one: 'record', diff: records }];
    if (geo) list.push({ part: 'geo', title: 'GEO records', one: 'GEO record', diff: geo });
    if (failover) list.push({ part: 'failover', title: 'failover records', one: 'failover record', diff: failover });
    return list;
  }, [records, geo, failover]);
  const active = parts.find((info) => info.part === part) ?? parts[0];
  const snapshotId = target.snapshot_id;
  const sides = rollbackSideNames(snapshotId, origin);

  return (
    <div className="flex flex-col gap-4">
      <RollbackSummary
        snapshotId={snapshotId}
        origin={origin}
        records={records}
        parts={parts}
        onExport={(format) =>
          downloadRollbackReport(format, domain, {
            snapshotId,
            origin,
            parts: parts.map((info): RollbackReportPart => ({ title: info.title, diff: info.diff })),
            soa,
            risks,
          })
        }
      />

      {soa ? <ManagedSoaNote soa={soa} sides={sides} /> : null}

      <RollbackRisksNotice risks={risks} />

      {parts.length > 1 ? (
        <Tabs
          label="Parts of the comparison"
          idPrefix="compare"
          value={active?.part ?? 'records'}
          onChange={onPart}
          items={parts.map((info) => ({
            value: info.part,
            label: (
              <PartTabLabel
                part={info.part}
                count={info.diff.added.length + info.diff.removed.length + info.diff.changed.length}
              />
            ),
          }))}
        />
      ) : null}
      {active ? (
        <div {...(parts.length > 1 ? tabPanelProps('compare', active.part) : {})} className="flex flex-col gap-3">
          {active.part === 'records' ? (
            <PartDiff
              info={active}
              columns={origin.kind === 'current' ? RECORD_COLUMNS.withStatus : RECORD_COLUMNS.withoutStatus}
              show={show}
              onShow={onShow}
            />
          ) : active.part === 'geo' ? (
            <PartDiff info={active} columns={GEO_COLUMNS} show={show} onShow={onShow} />
          ) : (
            <PartDiff info={active} columns={FAILOVER_COLUMNS} show={show} onShow={onShow} />
          )}
        </div>
      ) : null}
    </div>
  );
}
