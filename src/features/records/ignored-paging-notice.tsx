import { Notice } from '../../components/ui/notice.tsx';
import { formatCount } from '../../lib/format-count.ts';
import { requestLimit, type IgnoredPaging } from './offset-paging.ts';

/**
 * Says that the service did not page the records as asked (see findIgnoredPaging): what it sent,
 * what the table shows of it, and what that means for Next and the count.
 */
export function IgnoredPagingNotice({
  ignored,
  limit,
  offset,
}: {
  ignored: IgnoredPaging;
  limit: number;
  offset: number;
}) {
  return (
    <Notice tone="warning" title="The DNS API did not page the records as asked">
      {ignored.received === null
        ? null
        : `It sent ${formatCount(ignored.received)} records where ${formatCount(requestLimit(limit))} were asked for: it seems to ignore “limit”. The table shows the first ${formatCount(limit)} of them. `}
      {ignored.offset
        ? `Asked for the records after these, it sent the ones this page begins with again: it seems to ignore “offset”, so Next is off${offset > 0 ? `, and the rows below may be the zone’s first rather than those from ${formatCount(offset + 1)}` : ''}. `
        : null}
      How many records there are is not known.
    </Notice>
  );
}
