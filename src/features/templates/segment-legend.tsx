import { MARK_CLASSES } from '../../components/data-table/dns-text.tsx';
import { classNames } from '../../components/ui/class-names.ts';

/** What the marks mean, shown once above a table. */
export function SegmentLegend({ substitutedSample }: { substitutedSample?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      <span>
        <span className={classNames(MARK_CLASSES.variable, 'font-mono')}>{'{domain_name}'}</span> the template's
        variable
      </span>
      {substitutedSample === undefined ? null : (
        <span className="min-w-0 wrap-anywhere">
          <span className={classNames(MARK_CLASSES.substituted, 'font-mono')}>{substitutedSample}</span> what the DNS
          API put in its place
        </span>
      )}
    </p>
  );
}
