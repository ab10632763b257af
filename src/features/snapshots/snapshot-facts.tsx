import type { ReactNode } from 'react';
import type { SnapshotSummary } from '../../contract/schemas.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { useMountTime } from '../../hooks/use-page-time.ts';
import { formatRelativeTime, parseUnixSeconds } from '../../lib/format-time.ts';
import { TextOrDash } from '../../components/data-table/dns-cells.tsx';
import { SnapshotTime } from './snapshot-time.tsx';
import { Mono } from '../../components/ui/mono.tsx';

type SnapshotFactsProps = {
  snapshot: SnapshotSummary & { snapshot_created_by?: string | undefined };
  className?: string;
};

/** Id, time, creator and the three counts of one snapshot. */
export function SnapshotFacts({ snapshot, className }: SnapshotFactsProps) {
  const now = useMountTime();
  const time = parseUnixSeconds(snapshot.snapshot_time);
  const facts: [string, ReactNode][] = [
    [
      'Snapshot id',
      <span key="id" className="flex items-center gap-1">
        <Mono>{snapshot.snapshot_id}</Mono>
        <CopyButton text={snapshot.snapshot_id} label={`Copy snapshot id ${snapshot.snapshot_id}`} />
      </span>,
    ],
    [
      'Taken',
      <span key="time">
        <SnapshotTime time={snapshot.snapshot_time} />
        {time ? (
          <span className="block text-slate-500 dark:text-slate-400">{formatRelativeTime(time, now)}</span>
        ) : null}
      </span>,
    ],
    ['Created by', <TextOrDash key="by" text={snapshot.snapshot_created_by} />],
    ['Records', snapshot.snapshot_records.toLocaleString('en')],
    ['GEO records', snapshot.snapshot_geo_records.toLocaleString('en')],
    ['Failover records', snapshot.snapshot_failover_records.toLocaleString('en')],
  ];
  return (
    <dl
      className={classNames(
        'grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-4 text-sm md:grid-cols-3 xl:grid-cols-6 dark:border-slate-800',
        className,
      )}
    >
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{term}</dt>
          <dd className="mt-0.5 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
