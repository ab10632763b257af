import { formatCountOf } from '../lib/format-count.ts';
import { Notice } from './ui/notice.tsx';

/**
 * Said wherever records read as a whole set (`AllRecords.pagingIgnored`) are used: the service sent
 * the same records for every page, so they were taken as all there are — which they may not be.
 * `absent` says what a record it never sent would look like on this screen.
 */
export function PagingIgnoredNotice({ count, absent }: { count: number; absent: string }) {
  return (
    <Notice tone="warning" title="The DNS API does not page the live records">
      Asked for the records after the first {formatCountOf(count, 'record')}, it sent the same ones again, and the same
      in the opposite order: they are taken as the whole zone. {absent}
    </Notice>
  );
}
