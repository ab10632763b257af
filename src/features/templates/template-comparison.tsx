import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AllRecords, FetchAllProgress } from '../../api/records.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { PagingIgnoredNotice } from '../../components/paging-ignored-notice.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { useSaidEvery } from '../../hooks/use-said-every.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import type { PlanStatus } from './template-plan.ts';
import { PLAN_BADGES } from './template-records-table.tsx';
import { Mono } from '../../components/ui/mono.tsx';

export type TemplateComparisonProps = {
  templateId: string;
  domain: DomainName;
  /** Whether the comparison is on (the URL's `compare=yes`). */
  active: boolean;
  live: { query: UseQueryResult<AllRecords>; progress: FetchAllProgress | null };
  counts: Record<PlanStatus, number> | null;
  onStart: () => void;
  onCancel: () => void;
  onStop: () => void;
};

/**
 * "Compare with this domain's records": fetches every live record (progress bar, cancellable),
 * then says what applying the template would do. The verdict per record is in the table.
 */
export function TemplateComparison({
  templateId,
  domain,
  active,
  live,
  counts,
  onStart,
  onCancel,
  onStop,
}: TemplateComparisonProps) {
  const { query, progress } = live;
  const progressWords = progress
    ? `Fetched ${formatCountOf(progress.fetched, 'record')} of ${domain.unicode} (${formatCountOf(progress.pages, 'page')}) so far…`
    : `Fetching the records of ${domain.unicode}…`;
  const progressSaid = useSaidEvery(active && query.isFetching ? progressWords : null);
  const summary =
    active && counts && query.isSuccess && !query.isFetching
      ? `Template ${templateId} against the ${formatCount(query.data.records.length)} live records of ${domain.unicode}: ${PLAN_STATUSES.map((status) => countWords(counts, status)).join(', ')}.`
      : null;
  return (
    <section
      aria-labelledby="template-comparison-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="template-comparison-heading" className="mr-auto text-lg font-semibold">
          What applying it would do
        </h2>
        {/* On a phone the buttons have a line of their own in every state: one button while the
            records come, two after, and the box below the heading keeps its height. */}
        <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
          {!active ? (
            <Button variant="primary" onClick={onStart}>
              Compare with this domain's records
            </Button>
          ) : query.isFetching ? (
            <Button onClick={onCancel}>Cancel</Button>
          ) : (
            <>
              {query.isSuccess ? <Button onClick={() => void query.refetch()}>Fetch again</Button> : null}
              <Button variant="ghost" onClick={onStop}>
                Stop comparing
              </Button>
            </>
          )}
        </div>
      </div>

      {!active ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Fetches every live record of <Mono>{domain.unicode}</Mono> and marks each template record as already present,
          conflicting or new.
        </p>
      ) : null}

      {/* The box's one status line, there from the start so that each change is read out (a status
          put in with its words already in it is not, by every screen reader): the fetch's progress
          (at the start, then every 10 s) and what it found. */}
      <p role="status" className="sr-only">
        {progressSaid ?? summary ?? ''}
      </p>

      {active && query.isError && !query.isFetching ? (
        <ApiErrorNotice
          what={`the records of ${domain.unicode}`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : null}

      {/* While the records come, a line of text and the bar stand where the summary's line of text and
          counts will be, and the rules are there already: the page below does not move when they arrive
          (and rules opened meanwhile stay open). */}
      {active && (query.isFetching || (counts && query.isSuccess)) ? (
        <div className="flex flex-col gap-2">
          {query.isFetching ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              <p className="text-slate-600 dark:text-slate-300">{progressWords}</p>
              <div className="flex h-5 w-full items-center sm:w-60">
                <ProgressBar
                  label={`Fetching the records of ${domain.unicode}`}
                  valueText={progress ? formatCountOf(progress.fetched, 'record') : 'starting'}
                />
              </div>
            </div>
          ) : counts && query.isSuccess ? (
            <>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span>
                  Template {templateId} against the {formatCount(query.data.records.length)} live records of{' '}
                  <Mono>{domain.unicode}</Mono>:
                </span>
                {PLAN_STATUSES.map((status) => (
                  // None of a kind is no news: not drawn in its colour (a red "0 conflicts" reads as trouble).
                  <Badge key={status} tone={counts[status] === 0 ? 'neutral' : PLAN_BADGES[status].tone}>
                    {countWords(counts, status)}
                  </Badge>
                ))}
              </p>
              {counts.conflict > 0 ? (
                <p className="text-sm text-red-800 dark:text-red-200">
                  {counts.conflict === 1 ? 'One record conflicts' : `${counts.conflict} records conflict`} with what is
                  there: applying the template would fail or break those names. See “If applied” below.
                </p>
              ) : null}
              {query.data.pagingIgnored ? (
                <PagingIgnoredNotice
                  count={query.data.records.length}
                  absent="A record it did not send is not compared: a template record that matches it, or conflicts with it, shows as new."
                />
              ) : null}
            </>
          ) : null}
          <ComparisonRules />
        </div>
      ) : null}
    </section>
  );
}

/** The verdicts in the order the summary gives them. */
const PLAN_STATUSES = ['new', 'present', 'conflict'] as const satisfies readonly PlanStatus[];

/** One verdict's count in words, as its badge and the status line say it: `7 new`, `2 conflicts`. */
function countWords(counts: Record<PlanStatus, number>, status: PlanStatus): string {
  return status === 'conflict'
    ? formatCountOf(counts.conflict, 'conflict')
    : `${formatCount(counts[status])} ${PLAN_BADGES[status].label.toLowerCase()}`;
}

function ComparisonRules() {
  return (
    <details className="text-sm">
      <summary className="font-medium">How records are compared</summary>
      <ul className="mt-2 flex max-w-3xl list-disc flex-col gap-1 pl-5 text-slate-700 dark:text-slate-300">
        <li>
          The template's records are compared as the DNS API substituted them for this domain, with all of the domain's
          live records, enabled and disabled (a disabled record is still in the zone).
        </li>
        <li>
          <strong>Already present</strong>: a live record has the same name, type and value. TTL is not compared; a
          different live TTL is noted.
        </li>
        <li>
          <strong>Conflict</strong>: a CNAME where other records (or another CNAME) exist at that name, any record where
          a CNAME exists, or a second SOA; checked against the live records and against the template's other new
          records.
        </li>
        <li>
          <strong>New</strong>: neither; applying the template would add it.
        </li>
        <li>
          Names — record names and the names inside values (CNAME, ALIAS, NS and PTR targets, MX and SRV targets, SOA
          names) — compare without regard to case or a trailing dot, and a name's Unicode and Punycode forms are the
          same name. MX and SRV numbers compare as numbers, IPv6 addresses in their canonical form, and runs of spaces
          between fields count as one. A TXT text and a CAA value are the same quoted or not; text compares exactly,
          case included.
        </li>
      </ul>
    </details>
  );
}
