import { classNames } from './class-names.ts';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={classNames('animate-pulse rounded bg-slate-200 dark:bg-slate-800', className)} />
  );
}

/** Placeholder lines for a list or table; announces "Loading…" once. */
export function SkeletonRows({ rows = 8, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 py-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-7 w-full" />
      ))}
    </div>
  );
}
