import { Notice } from '../../components/ui/notice.tsx';
import type { UnappliedFilter } from './unapplied-filter.ts';

/** Says that the service did not apply the filter the view asked for, so the rows shown are not filtered. */
export function UnappliedFilterNotice({
  unapplied,
  filterWords,
}: {
  unapplied: UnappliedFilter;
  filterWords: readonly string[];
}) {
  return (
    <Notice tone="warning" title="The DNS API did not apply the filter">
      {unapplied.reason} The records below are what it sent: they are not limited to{' '}
      {filterWords.length > 0 ? filterWords.join(' and ') : 'the filter'}, and the app does not filter them itself.
    </Notice>
  );
}
