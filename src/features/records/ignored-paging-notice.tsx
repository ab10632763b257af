import { Notice } from '../../components/ui/notice.tsx';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { requestLimit, type IgnoredPaging } from './offset-paging.ts';
import type { InBrowserState } from './unapplied-filter-notice.tsx';

/**
 * Says that the service did not page the records as asked (see findIgnoredPaging), and what the
 * page did about it: read every record of the view and paged them here, or, until that has worked,
 * what it sent, what the table shows of it, and what that means for Next and the count.
 */
export function IgnoredPagingNotice({
  ignored,
  limit,
  offset,
  filtered,
  state,
}: {
  ignored: IgnoredPaging;
  limit: number;
  offset: number;
  /** Whether the records read are those of the view's filters rather than the whole zone. */
  filtered: boolean;
  state: InBrowserState;
}) {
  const which = filtered ? 'that match the filters' : 'of the zone';
  const offsetWords = ignored.offset
    ? 'Asked for another page, it sent the same first records again: it seems to ignore “offset”. '
    : '';
  return (
    <Notice tone="warning" title="The DNS API did not page the records as asked">
      {ignored.received === null
        ? null
        : `It sent ${formatCount(ignored.received)} records where ${formatCount(requestLimit(limit))} were asked for: it seems to ignore “limit”. `}
      {state.kind === 'done'
        ? `${offsetWords}So Zonescope read all ${formatCountOf(state.read, 'record')} ${which} and pages them here.`
        : state.kind === 'reading'
          ? `${offsetWords}So Zonescope is reading every record ${which}, to page them here.`
          : asSent(ignored, limit, offset)}
    </Notice>
  );
}

/** What the table shows of the answer as sent, and what that means for Next and the count. */
function asSent(ignored: IgnoredPaging, limit: number, offset: number): string {
  return [
    ignored.received === null ? '' : `The table shows the first ${formatCount(limit)} of them. `,
    ignored.offset
      ? `Asked for the records after these, it sent the ones this page begins with again: it seems to ignore “offset”, so Next is off${offset > 0 ? `, and the rows below may be the zone’s first rather than those from ${formatCount(offset + 1)}` : ''}. `
      : '',
    'How many records there are is not known.',
  ].join('');
}
