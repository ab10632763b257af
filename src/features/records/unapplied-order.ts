import type { DnsRecord, OrderBy, OrderParam } from '../../contract/schemas.ts';
import { asciiNameForDisplay } from '../../lib/domain-name.ts';

/**
 * A sort the service was sent but did not apply: two neighbouring rows of its answer, the first of
 * which should come after the second in the order asked for.
 */
export type UnappliedOrder = { before: DnsRecord; after: DnsRecord };

type Compare = (one: string, other: string) => number;

const byCodeUnit: Compare = (one, other) => (one < other ? -1 : one > other ? 1 : 0);
/** By code point (a binary collation): unlike code units, astral characters after U+E000–U+FFFF. */
const byCodePoint: Compare = (one, other) => {
  const first = [...one];
  const second = [...other];
  for (let index = 0; index < Math.min(first.length, second.length); index += 1) {
    const difference = (first[index]?.codePointAt(0) ?? 0) - (second[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return first.length - second.length;
};
/** Unicode's root collation, blind to case and accents: coarser than the others of its kind, so it stands for them. */
const collation = new Intl.Collator('und', { sensitivity: 'base' });
const byNumber: Compare = (one, other) => Number(one) - Number(other);
const folded =
  (fold: (text: string) => string, compare: Compare): Compare =>
  (one, other) =>
    compare(fold(one), fold(other));
/**
 * DNS's canonical order (RFC 4034, 6.1), as DNS software keeps names: label by label from the
 * right, a name before the names under it — `example.com`, `a.example.com`, `z.a.example.com`,
 * `b.example.com`.
 */
const byLabelsFromTheRight: Compare = (one, other) => {
  const first = one.split('.').toReversed();
  const second = other.split('.').toReversed();
  for (const [index, label] of first.entries()) {
    // Past the other's last label, an empty one: the name under it comes after.
    const difference = byCodeUnit(label, second[index] ?? '');
    if (difference !== 0) return difference;
  }
  return first.length - second.length;
};
const lower = (text: string) => text.toLowerCase();
const upper = (text: string) => text.toUpperCase();

/** Text as a database might compare it: binary, case-folded either way, or by a Unicode collation. */
const TEXT_ORDERS: readonly Compare[] = [
  collation.compare,
  byCodeUnit,
  byCodePoint,
  folded(lower, byCodePoint),
  folded(upper, byCodePoint),
];

/**
 * How each order's field is read from a record, and every way the service might compare it (any
 * one of them in which the rows are in order is taken as the sort applied); the first is the one
 * the evidence is read with. Ids and TTLs are digit strings (observed-service.md): as numbers or
 * as text. Names also as their Punycode form, the form on the wire, and in DNS's canonical order.
 */
const ORDERS: Record<OrderBy, { field: (record: DnsRecord) => string; compares: readonly Compare[] }> = {
  record_id: { field: (record) => record.record_id, compares: [byNumber, byCodeUnit] },
  record_ttl: { field: (record) => record.record_ttl, compares: [byNumber, byCodeUnit] },
  record_type: { field: (record) => record.record_type, compares: TEXT_ORDERS },
  idn_record_name: {
    field: (record) => record.record_name,
    compares: [
      ...TEXT_ORDERS,
      folded(asciiNameForDisplay, byCodeUnit),
      folded((name) => lower(asciiNameForDisplay(name)), byCodeUnit),
      folded((name) => lower(asciiNameForDisplay(name)), byLabelsFromTheRight),
    ],
  },
  idn_record_value: { field: (record) => record.record_value, compares: TEXT_ORDERS },
};

/** The first neighbours out of order (`compare` in `direction`: 1 ascending, -1 descending), if any. */
function firstOutOfOrder(
  records: readonly DnsRecord[],
  field: (record: DnsRecord) => string,
  compare: Compare,
  direction: number,
): UnappliedOrder | undefined {
  let before: DnsRecord | undefined;
  for (const after of records) {
    // Equal keys may come in any order; a comparison that cannot tell (NaN) is not held against it.
    if (before && direction * compare(field(before), field(after)) > 0) return { before, after };
    before = after;
  }
  return undefined;
}

/**
 * Reads an answer for signs that the sort it was asked for was not applied. Said only when the rows
 * are in the service's own order — by id, ascending, as a request without parameters is answered
 * (observed-service.md) — and in the order asked for by none of the ways a database might compare
 * that field (TEXT_ORDERS; ids and TTLs as numbers or text): a service that sorts by a collation of
 * its own is not called wrong. A sort by id ascending, which is that order, is never questioned.
 *
 * `findUnappliedOrder([{ record_id: '1', record_ttl: '300' }, { record_id: '2', record_ttl: '3600' }], 'record_ttl', 'desc')`
 * → `{ before: <record 1>, after: <record 2> }`
 */
export function findUnappliedOrder(
  records: readonly DnsRecord[],
  orderBy: OrderBy,
  orderParam: OrderParam,
): UnappliedOrder | null {
  if (firstOutOfOrder(records, ORDERS.record_id.field, byNumber, 1)) return null;
  const { field, compares } = ORDERS[orderBy];
  const direction = orderParam === 'asc' ? 1 : -1;
  const outOfOrder = compares.map((compare) => firstOutOfOrder(records, field, compare, direction));
  const [evidence] = outOfOrder;
  return evidence && !outOfOrder.includes(undefined) ? evidence : null;
}

/** Texts longer than this (in characters) are cut in the evidence. */
const TEXT_SHOWN = 40;

const FIELD_LABELS: Record<OrderBy, string | null> = {
  record_id: null,
  idn_record_name: 'name',
  record_type: 'type',
  idn_record_value: 'value',
  record_ttl: 'TTL',
};

/**
 * What the evidence shows of a record besides its id: the field of the order asked for, named, and
 * its text (cut past 40 characters) — `{ label: 'TTL', text: '300' }`; null by id, which the id says.
 */
export function orderedField(record: DnsRecord, orderBy: OrderBy): { label: string; text: string } | null {
  const label = FIELD_LABELS[orderBy];
  if (label === null) return null;
  const characters = [...ORDERS[orderBy].field(record)];
  const text =
    characters.length > TEXT_SHOWN ? `${characters.slice(0, TEXT_SHOWN - 1).join('')}…` : characters.join('');
  return { label, text };
}

/**
 * The order a view asks for, for sorting in the browser records the service did not sort: the field
 * read as {@link ORDERS} reads it, with the first of its comparisons (ids and TTLs as numbers, text
 * by Unicode's root collation, blind to case and accents), ties by id ascending, so that paging
 * through the result is stable.
 *
 * `records.toSorted(compareRecords('record_ttl', 'desc'))` → the longest TTL first
 */
export function compareRecords(orderBy: OrderBy, orderParam: OrderParam): (one: DnsRecord, other: DnsRecord) => number {
  const { field, compares } = ORDERS[orderBy];
  const [compare = byCodeUnit] = compares;
  const direction = orderParam === 'asc' ? 1 : -1;
  return (one, other) =>
    direction * (compare(field(one), field(other)) || 0) ||
    byNumber(one.record_id, other.record_id) ||
    byCodeUnit(one.record_id, other.record_id);
}
