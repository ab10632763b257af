import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFoundError } from '../../api/api-error.ts';
import { TextOrDash } from '../../components/data-table/dns-cells.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import type { Snapshot } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { SnapshotTime } from './snapshot-time.tsx';

/** The two ends of the rollback, side by side. */
export function Sides({ from, to, actions }: { from: ReactNode; to: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Side label="Before the rollback" border="border-slate-200 dark:border-slate-800">
          {from}
        </Side>
        <Side label="After the rollback" border="border-brand-500/60 dark:border-brand-500/60">
          {to}
        </Side>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

function Side({ label, border, children }: { label: string; border: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={classNames('rounded-lg border p-3 text-sm', border)}>
      <h2 className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-300">{label}</h2>
      <div className="mt-1 flex flex-col gap-0.5">{children}</div>
    </section>
  );
}

/**
 * One end of the comparison: the snapshot's facts, a placeholder while it loads, a word when it
 * failed. A snapshot the DNS API does not have is named without a link: there is no page to open.
 */
export function SnapshotSide({
  domain,
  snapshotId,
  snapshot,
  error,
}: {
  domain: DomainName;
  snapshotId: string;
  snapshot: Snapshot | undefined;
  /** Why the snapshot could not be read; null while it has not failed. */
  error: Error | null;
}) {
  const missing = isNotFoundError(error);
  return (
    <>
      <p className="font-semibold">
        {missing ? (
          `Snapshot ${snapshotId}`
        ) : (
          <Link to={paths.snapshot(domain.unicode, snapshotId)} className={textLinkClasses}>
            Snapshot {snapshotId}
          </Link>
        )}
      </p>
      {snapshot ? (
        <>
          <SnapshotTime time={snapshot.snapshot_time} />
          <p>
            by <TextOrDash text={snapshot.snapshot_created_by} /> · {snapshot.snapshot_records.toLocaleString('en')}{' '}
            records, {snapshot.snapshot_geo_records.toLocaleString('en')} GEO,{' '}
            {snapshot.snapshot_failover_records.toLocaleString('en')} failover
          </p>
        </>
      ) : error !== null ? (
        <p className="text-slate-600 dark:text-slate-300">
          {missing ? 'No such snapshot: see the message below.' : 'Not loaded: see the message below.'}
        </p>
      ) : (
        <Skeleton className="h-8 w-64" />
      )}
    </>
  );
}
