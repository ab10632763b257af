import type { RowData, TableOptions } from '@tanstack/react-table';
import { useMemo } from 'react';
import { MemoryTable } from '../../components/data-table/memory-table.tsx';
import type { DnsTableFeatures } from '../../components/data-table/table-features.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { Notice } from '../../components/ui/notice.tsx';
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../contract/schemas.ts';
import { isEmptyDiff, type ItemDiff } from '../../lib/diff-records.ts';
import { formatCountOf } from '../../lib/format-count.ts';
import { diffRows, rollbackTone, type DiffRow } from './rollback-columns.tsx';
import { describeMatching } from './rollback-report.ts';
import type { ComparePart, RollbackActionFilter } from './snapshot-url-state.ts';

type PartTexts = {
  /** Plural noun: "records", "GEO records". */
  title: string;
  one: string;
};
/** One part of a comparison (records, GEO or failover records) and its diff. */
export type RollbackPart =
  | (PartTexts & { part: 'records'; diff: ItemDiff<SnapshotRecord> })
  | (PartTexts & { part: 'geo'; diff: ItemDiff<GeoRecord> })
  | (PartTexts & { part: 'failover'; diff: ItemDiff<FailoverRecord> });

const FILTER_LABELS: Record<RollbackActionFilter, string> = {
  all: 'Everything',
  remove: 'Would remove',
  add: 'Would add',
  change: 'Would change',
};

export function PartDiff<Item extends RowData>({
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
        {formatCountOf(info.diff.unchanged, info.one, info.title)} {info.diff.unchanged === 1 ? 'is' : 'are'} the same
        on both sides. {describeMatching(info.diff.matching, info.title)}
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
