import { Link } from 'react-router';
import type { SnapshotSummary } from '../../contract/schemas.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import type { TimelineEntry } from '../../lib/snapshot-timeline.ts';

/** The pseudo-entry for the live zone in a comparison choice (and the compare link's `with`). */
export const CURRENT_ZONE = 'current';

type CompareBarProps = {
  domain: DomainName;
  timeline: readonly TimelineEntry<SnapshotSummary>[];
  selected: readonly string[];
  onClear: () => void;
};

/**
 * The chosen pair as a rollback: to the older snapshot, from the newer one or the current zone.
 */
export function CompareBar({ domain, timeline, selected, onClear }: CompareBarProps) {
  const position = (id: string) =>
    id === CURRENT_ZONE ? -1 : timeline.findIndex((entry) => entry.summary.snapshot_id === id);
  const [newer, older] = [...selected].sort((a, b) => position(a) - position(b));
  const ready = newer !== undefined && older !== undefined;

  return (
    <section
      aria-label="Compare"
      className="sticky top-(--app-header-height) z-20 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 text-sm shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <p className="min-w-0 flex-1" aria-live="polite">
        {selected.length === 0
          ? 'Choose two snapshots, or a snapshot and the current zone, to compare them.'
          : ready
            ? `Compare: what rolling back from ${describeChoice(newer)} to ${describeChoice(older)} would do.`
            : `Chosen: ${describeChoice(selected[0] ?? '')}. Choose one more.`}
      </p>
      {ready ? (
        <Link to={paths.compare(domain.unicode, older, newer)} className={buttonClasses('primary', 'sm')}>
          Compare
        </Link>
      ) : (
        <Button size="sm" variant="primary" disabled>
          Compare
        </Button>
      )}
      {selected.length > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear choice
        </Button>
      ) : null}
    </section>
  );
}

function describeChoice(id: string): string {
  return id === CURRENT_ZONE ? 'the current zone' : `snapshot ${id}`;
}
