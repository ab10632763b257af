import { Notice } from '../../components/ui/notice.tsx';
import { formatCountOf } from '../../lib/format-count.ts';
import type { UnappliedFilter } from './unapplied-filter.ts';

/**
 * Where the records page stands with a view the service did not apply (see useRecordsInBrowser):
 * reading every live record, done (read and filtered or sorted here), or left with what it sent
 * (the read failed or was stopped).
 */
export type InBrowserState = { kind: 'reading' } | { kind: 'done'; read: number } | { kind: 'as-sent' };

/** `Zonescope read all 41 records of the zone and filtered them here: …` */
function readAll(read: number, what: string): string {
  return `Zonescope read all ${formatCountOf(read, 'record')} of the zone and ${what} here`;
}

/**
 * Says that the service did not apply the filter the view asked for, and what the page did about
 * it: read every record and filtered them itself, or, until that has worked, the rows it sent.
 */
export function UnappliedFilterNotice({
  unapplied,
  filterWords,
  state,
}: {
  unapplied: UnappliedFilter;
  filterWords: readonly string[];
  state: InBrowserState;
}) {
  const words = filterWords.length > 0 ? filterWords.join(' and ') : 'the filter';
  return (
    <Notice tone="warning" title="The DNS API did not apply the filter">
      {unapplied.reason}{' '}
      {state.kind === 'done'
        ? `So ${readAll(state.read, 'filtered them')}: the records below are those with ${words}.`
        : state.kind === 'reading'
          ? `So Zonescope is reading every record of the zone, to filter them here.`
          : `The records below are what it sent: they are not limited to ${words}.`}
    </Notice>
  );
}

/** The sentence of the sort notice for a sort done here, or the one for the order as sent. */
export function sortedHereWords(state: InBrowserState): string {
  return state.kind === 'done'
    ? `So ${readAll(state.read, 'sorted them')}.`
    : state.kind === 'reading'
      ? 'So Zonescope is reading every record of the zone, to sort them here.'
      : 'The records below are in the order it sent.';
}
