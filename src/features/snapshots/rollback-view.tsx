import type { RowData, TableOptions } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { FailoverRecord, GeoRecord, Snapshot, SnapshotRecord } from '../../contract/schemas.ts';
import { MemoryTable } from '../../components/data-table/memory-table.tsx';
import type { DnsTableFeatures } from '../../components/data-table/table-features.ts';
import { Button } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { tabPanelProps, Tabs } from '../../components/ui/tabs.tsx';
import {
  diffFailoverRecords,
  diffGeoRecords,
  diffRecords,
  isEmptyDiff,
  type ItemDiff,
} from '../../lib/diff-records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText, safeFileName } from '../../lib/download.ts';
import { separateManagedSoa } from './managed-soa.ts';
import {
  describeMatching,
  describeRollback,
  rollbackCounts,
  rollbackSideNames,
  writeRollbackJson,
  writeRollbackText,
  type RollbackOrigin,
  type RollbackReportPart,
} from './rollback-report.ts';
import { findRollbackRisks, LARGE_CHANGE_SHARE, TTL_CUT_FACTOR } from './rollback-risks.ts';
import {
  diffRows,
  rollbackFailoverColumns,
  rollbackGeoColumns,
  rollbackRecordColumns,
  rollbackTone,
  type DiffRow,
} from './rollback-columns.tsx';
import { ManagedSoaNote } from './managed-soa-note.tsx';
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

type PartTexts = {
  /** Plural noun: "records", "GEO records". */
  title: string;
  one: string;
};
type PartInfo =
  | (PartTexts & { part: 'records'; diff: ItemDiff<SnapshotRecord> })
  | (PartTexts & { part: 'geo'; diff: ItemDiff<GeoRecord> })
  | (PartTexts & { part: 'failover'; diff: ItemDiff<FailoverRecord> });

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
    const list: PartInfo[] = [{ part: 'records', title: 'records', one: 'record', diff: records }];
    if (geo) list.push({ part: 'geo', title: 'GEO records', one: 'GEO record', diff: geo });
    if (failover) list.push({ part: 'failover', title: 'failover records', one: 'failover record', diff: failover });
    return list;
  }, [records, geo, failover]);
  const active = parts.find((info) => info.part === part) ?? parts[0];
  const snapshotId = target.snapshot_id;
  const sides = rollbackSideNames(snapshotId, origin);

  const exportReport = (format: 'json' | 'text') => {
    const report = {
      domain: domain.unicode,
      snapshotId,
      origin,
      generatedAt: new Date(),
      parts: parts.map((info): RollbackReportPart => ({ title: info.title, diff: info.diff })),
      soa,
      risks,
    };
    const from = origin.kind === 'current' ? 'current' : origin.snapshotId;
    const name = safeFileName(domain.ascii, 'rollback', `${from}-to-${snapshotId}`);
    if (format === 'json') downloadText(`${name}.json`, writeRollbackJson(report), 'application/json');
    else downloadText(`${name}.txt`, writeRollbackText(report), 'text/plain');
  };

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="rollback-summary-heading"
        className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2
          id="rollback-summary-heading"
          className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300"
        >
          What the rollback would do
        </h2>
        <p className="text-lg font-semibold">{describeRollback(snapshotId, origin, rollbackCounts(records))}</p>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {records.unchanged.toLocaleString('en')} {records.unchanged === 1 ? 'record' : 'records'} would stay as{' '}
          {records.unchanged === 1 ? 'it is' : 'they are'}. {describeMatching(records.matching)}
        </p>
        {parts.slice(1).map((info) => (
          <p key={info.part} className="text-sm">
            {describeRollback(snapshotId, origin, rollbackCounts(info.diff), { one: info.one, many: info.title })}
          </p>
        ))}
        {origin.kind === 'current' ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Snapshots do not keep whether a record is enabled or disabled, so the live status is shown but not compared.
            GEO and failover records of the live zone cannot be listed, so only records are compared.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <span className="text-sm text-slate-600 dark:text-slate-300">Export the comparison:</span>
          <Button size="sm" onClick={() => exportReport('json')}>
            JSON
          </Button>
          <Button size="sm" onClick={() => exportReport('text')}>
            Text report
          </Button>
        </div>
      </section>

      {soa ? <ManagedSoaNote soa={soa} sides={sides} /> : null}

      {risks.length > 0 ? (
        <Notice
          tone="warning"
          title={`This rollback is risky: ${risks.length} ${risks.length === 1 ? 'warning' : 'warnings'}`}
        >
          <ul className="mt-1 flex flex-col gap-2">
            {risks.map((risk) => (
              <li key={risk.kind}>
                <p className="font-medium">{risk.title}</p>
                {risk.details.length > 0 ? (
                  <ul className="list-disc pl-5 font-mono text-xs break-all">
                    {risk.details.slice(0, 20).map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                    {risk.details.length > 20 ? <li>… and {risk.details.length - 20} more</li> : null}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Notice>
      ) : (
        <Notice tone="success" title="No risky changes found">
          Checked: apex NS records, MX removals, TTL cuts of {TTL_CUT_FACTOR}× or more, and changes to more than{' '}
          {Math.round(LARGE_CHANGE_SHARE * 100)}% of the zone. The SOA record is the service&apos;s own and not checked.
        </Notice>
      )}

      {parts.length > 1 ? (
        <Tabs
          label="Parts of the comparison"
          idPrefix="compare"
          value={active?.part ?? 'records'}
          onChange={onPart}
          items={parts.map((info) => ({
            value: info.part,
            label: `${info.title.charAt(0).toUpperCase()}${info.title.slice(1)} (${(
              info.diff.added.length +
              info.diff.removed.length +
              info.diff.changed.length
            ).toLocaleString('en')})`,
          }))}
        />
      ) : null}
      {active ? (
        <div
          {...(parts.length > 1 ? tabPanelProps('compare', active.part) : {})}
          className="flex flex-col gap-3 outline-none"
        >
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

const FILTER_LABELS: Record<RollbackActionFilter, string> = {
  all: 'Everything',
  remove: 'Would remove',
  add: 'Would add',
  change: 'Would change',
};

function PartDiff<Item extends RowData>({
  info,
  columns,
  show,
  onShow,
}: {
  info: PartTexts & { part: ComparePart; diff: ItemDiff<Item> };
  columns: TableOptions<DnsTableFeatures, DiffRow<Item>>['columns'];
  show: RollbackActionFilter;
  onShow: (show: RollbackActionFilter) => void;
}) {
  const rows = useMemo(() => diffRows(info.diff), [info.diff]);
  const order = useMemo(
    () => rows.flatMap((row, index) => (show === 'all' || row.action === show ? [index] : [])),
    [rows, show],
  );
  const counts: Record<RollbackActionFilter, number> = {
    all: rows.length,
    remove: info.diff.removed.length,
    add: info.diff.added.length,
    change: info.diff.changed.length,
  };

  if (isEmptyDiff(info.diff)) {
    return (
      <Notice tone="success" title={`No ${info.title} would change`}>
        {info.diff.unchanged.toLocaleString('en')} {info.title} are the same on both sides.{' '}
        {describeMatching(info.diff.matching, info.title)}
      </Notice>
    );
  }
  return (
    <>
      {info.part !== 'records' ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {describeMatching(info.diff.matching, info.title)} {info.diff.unchanged.toLocaleString('en')} unchanged.
        </p>
      ) : null}
      <div role="group" aria-label={`Show ${info.title}`} className="flex flex-wrap gap-1">
        {(['all', 'remove', 'add', 'change'] as const).map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={show === filter}
            onClick={() => onShow(filter)}
            className={classNames(
              'rounded-full border px-3 py-1 text-sm',
              show === filter
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800',
            )}
          >
            {FILTER_LABELS[filter]} ({counts[filter].toLocaleString('en')})
          </button>
        ))}
      </div>
      <MemoryTable
        caption={`${info.title.charAt(0).toUpperCase()}${info.title.slice(1)} the rollback would change`}
        columns={columns}
        rows={rows}
        order={order}
        tone={rollbackTone}
        empty={`The rollback would not ${show === 'all' ? 'change' : show} any ${info.title}.`}
      />
    </>
  );
}
