import { Notice } from '../../components/ui/notice.tsx';
import type { DnsRecord, OrderBy } from '../../contract/schemas.ts';
import { orderedField, type UnappliedOrder } from './unapplied-order.ts';
import { Mono } from '../../components/ui/mono.tsx';
import { sortedHereWords, type InBrowserState } from './unapplied-filter-notice.tsx';

/** `record 7 (TTL 300)`: the record's id and the field it was to be sorted by, its text isolated. */
function RecordShown({ record, orderBy }: { record: DnsRecord; orderBy: OrderBy }) {
  const shown = orderedField(record, orderBy);
  return (
    <>
      record {record.record_id}
      {shown ? (
        <>
          {' '}
          ({shown.label} <Mono>{shown.text}</Mono>)
        </>
      ) : null}
    </>
  );
}

/**
 * Says that the service did not sort the records as asked (see findUnappliedOrder), with the two
 * neighbouring rows that prove it, and what the page did about it (see UnappliedFilterNotice).
 */
export function UnappliedOrderNotice({
  unapplied,
  orderBy,
  orderWords,
  state,
}: {
  unapplied: UnappliedOrder;
  orderBy: OrderBy;
  /** The order asked for: `by TTL, descending`. */
  orderWords: string;
  state: InBrowserState;
}) {
  return (
    <Notice tone="warning" title="The DNS API did not apply the sort">
      It sent the records in its own order, by ID, not {orderWords}:{' '}
      <RecordShown record={unapplied.before} orderBy={orderBy} /> comes before{' '}
      <RecordShown record={unapplied.after} orderBy={orderBy} />. {sortedHereWords(state)}
    </Notice>
  );
}
