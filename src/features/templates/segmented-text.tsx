import { Fragment } from 'react';
import { classNames } from '../../components/ui/class-names.ts';
import type { TextSegment } from '../../lib/template-text-segments.ts';

const MARK_CLASSES: Record<Exclude<TextSegment['kind'], 'text'>, string> = {
  variable:
    'rounded-sm bg-violet-100 px-0.5 text-violet-900 ring-1 ring-violet-300 ring-inset dark:bg-violet-900/60 dark:text-violet-50 dark:ring-violet-700',
  substituted:
    'rounded-sm bg-amber-100 px-0.5 text-amber-950 ring-1 ring-amber-300 ring-inset dark:bg-amber-800/60 dark:text-amber-50 dark:ring-amber-700',
};

const MARK_TITLES: Record<Exclude<TextSegment['kind'], 'text'>, string> = {
  variable: 'Variable: replaced by the domain name when the template is applied',
  substituted: 'Substituted by the DNS API for {domain_name}',
};

/**
 * A record's name or value, with the variable or the server's substitution marked. Always text
 * nodes: record data is never read as HTML. `segments` null means the text could not be lined up
 * with its template, and it is shown unmarked.
 */
export function SegmentedText({ text, segments }: { text: string; segments: readonly TextSegment[] | null }) {
  if (segments === null) return <>{text}</>;
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <mark
            key={index}
            data-kind={segment.kind}
            title={MARK_TITLES[segment.kind]}
            className={MARK_CLASSES[segment.kind]}
          >
            {segment.text}
          </mark>
        ),
      )}
    </>
  );
}

/** What the marks mean, shown once above a table. */
export function SegmentLegend({ substitutedSample }: { substitutedSample?: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      <span>
        <span className={classNames(MARK_CLASSES.variable, 'font-mono')}>{'{domain_name}'}</span> the template's
        variable
      </span>
      {substitutedSample === undefined ? null : (
        <span>
          <span className={classNames(MARK_CLASSES.substituted, 'font-mono')}>{substitutedSample}</span> what the DNS
          API put in its place
        </span>
      )}
    </p>
  );
}
