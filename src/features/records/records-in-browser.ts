import type { RecordsFilter } from '../../api/records.ts';
import type { DnsRecord, OrderBy, OrderParam } from '../../contract/schemas.ts';
import type { RecordsView } from './records-view.ts';
import { matchesFilter } from './unapplied-filter.ts';
import { compareRecords } from './unapplied-order.ts';

/** A view of records done in the browser: the page's rows, and how many records the view has. */
export type RecordsInBrowser = { rows: readonly DnsRecord[]; total: number };

/**
 * The records of a view, filtered and sorted in the browser: what the records page shows when the
 * service did not apply the view's filter or sort (observed-service.md: public clients filter the
 * answer themselves). Filtered with the predicate that found the filter unapplied (matchesFilter),
 * so the rows kept are the ones the detection reads as matching; sorted as `order_by` and
 * `order_param` ask (compareRecords). `filter` is the view's (recordsFilter).
 *
 * `matchingRecords(zone, { search_record_type: 'CNAME' }, 'record_id', 'asc')` → the zone's CNAMEs, by id
 */
export function matchingRecords(
  records: readonly DnsRecord[],
  filter: RecordsFilter,
  orderBy: OrderBy,
  orderParam: OrderParam,
): readonly DnsRecord[] {
  return records.filter(matchesFilter(filter)).sort(compareRecords(orderBy, orderParam));
}

/**
 * The page of `matching` (from {@link matchingRecords}) the view's `offset` and `limit` ask for.
 *
 * `pageInBrowser(matching, { …view, offset: 100, limit: 100 })` → `{ rows: matching[100…199], total }`
 */
export function pageInBrowser(matching: readonly DnsRecord[], view: RecordsView): RecordsInBrowser {
  return { rows: matching.slice(view.offset, view.offset + view.limit), total: matching.length };
}
