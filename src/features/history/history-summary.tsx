import { DnsValue } from '../../components/data-table/dns-cells.tsx';
import type { RecordDiffField } from '../../lib/diff-records.ts';
import { stateName } from './history-columns.tsx';
import type { HistoryLine, HistoryPart, LineEvent, RecordHistory, RecordIdentity } from './record-history.ts';
import { Mono } from '../../components/ui/mono.tsx';
import { formatCount } from '../../lib/format-count.ts';

const FIELD_WORDS: Record<RecordDiffField, string> = {
  record_name: 'name',
  record_type: 'type',
  record_value: 'value',
  record_ttl: 'TTL',
  is_geo: 'GEO flag',
  is_failover: 'failover flag',
};

const PART_WORDS: Record<HistoryPart, string> = { geo: 'GEO records', failover: 'failover settings' };

function where(key: string): string {
  return key === 'live' ? 'the live zone' : stateName(key).replace('Snapshot', 'snapshot');
}

/** "value changed in snapshot 9030", "first seen in snapshot 9010", "removed in snapshot 9030". */
export function describeEvent(event: LineEvent): string {
  switch (event.event) {
    case 'first-seen':
      return `first seen in ${where(event.stateKey)}`;
    case 'seen':
      return `in ${where(event.stateKey)}, in none of the older snapshots read (not all were)`;
    case 'added-back':
      return `added back in ${where(event.stateKey)}`;
    case 'removed':
      return `removed in ${where(event.stateKey)}`;
    case 'changed': {
      const what = [...event.fields.map((field) => FIELD_WORDS[field]), ...event.parts.map((part) => PART_WORDS[part])];
      return `${what.join(' and ')} changed in ${where(event.stateKey)}`;
    }
    case 'unchanged':
    case 'absent':
      return '';
  }
}

/**
 * A story of more events than this (a record changed in hundreds of nightly snapshots) tells its
 * first and its latest, and counts those between: each is a row of the table below it.
 */
export const STORY_EVENTS_AT_MOST = 8;

/** One line's story, oldest first: "First seen in snapshot 9010; value changed in snapshot 9030; …". */
export function describeLine(line: HistoryLine, inLive: boolean | undefined): string {
  const told = line.events.map(describeEvent).filter((part) => part !== '');
  const latest = STORY_EVENTS_AT_MOST - 2;
  const parts =
    told.length <= STORY_EVENTS_AT_MOST
      ? told
      : [
          ...told.slice(0, 1),
          `then ${formatCount(told.length - 1 - latest)} more changes, each in the table below`,
          ...told.slice(-latest),
        ];
  if (inLive === false) parts.push('not in the live zone');
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

export type HistorySummaryProps = {
  identity: RecordIdentity;
  history: RecordHistory;
  /** Every state has been read. */
  complete: boolean;
};

/** What happened to the record, in words, before the table that shows it state by state. */
export function HistorySummary({ identity, history, complete }: HistorySummaryProps) {
  const liveRead = history.rows.some((row) => row.stateKey === 'live');
  const isSoa =
    (identity.kind === 'set' && identity.type.toUpperCase() === 'SOA') ||
    history.lines.some((line) => line.latest.record_type.toUpperCase() === 'SOA');
  return (
    <section aria-label="Summary" className="flex flex-col gap-2 text-sm">
      {history.lines.length === 0 ? (
        // Found nowhere once every state is read: the page says so in place of the summary (HistoryNotFound).
        <p>Not found in the states read so far.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {history.lines.map((line) => {
            const inLive = liveRead
              ? history.rows.some(
                  (row) =>
                    row.stateKey === 'live' &&
                    row.line === line.line &&
                    row.record !== undefined &&
                    row.event !== 'removed',
                )
              : undefined;
            return (
              // The record above its story, not beside it: a value that wraps (a long TXT, with its "Show all")
              // is a block, and a colon after it was left on a line of its own.
              <li key={line.line} className="flex flex-col">
                {history.lines.length > 1 || identity.kind === 'id' ? (
                  <span className="font-medium">
                    <span className="sr-only">Record </span>
                    <Mono>{line.latest.record_name}</Mono> {line.latest.record_type}{' '}
                    <span className="inline-block max-w-full align-baseline">
                      <DnsValue value={line.latest.record_value} />
                    </span>
                    <span className="sr-only">:</span>
                  </span>
                ) : null}
                <span>{describeLine(line, inLive)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {history.matchedByContentIn.length > 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          {history.matchedByContentIn.map((key) => stateName(key)).join(', ')}{' '}
          {history.matchedByContentIn.length === 1 ? 'keeps' : 'keep'} no record ids: there the record was matched by
          name, type and value, as a comparison matches.
        </p>
      ) : null}
      {isSoa ? (
        <p className="text-slate-600 dark:text-slate-300">
          The SOA is the service’s own: its serial is the time of the zone’s last change, so it differs from state to
          state, and a rollback does not set it back.
        </p>
      ) : null}
      {complete ? null : (
        <p className="text-slate-600 dark:text-slate-300">
          Some states are not read yet: the history below is incomplete.
        </p>
      )}
    </section>
  );
}
