/**
 * Differences between two lists of records, read as the edit that turns `from` into `to`:
 * `added` are in `to` only, `removed` in `from` only, `changed` are matched pairs whose compared
 * fields differ (field by field), `unchanged` counts the matched pairs that are equal.
 *
 * Matching: two items are the same record when both carry a `record_id` and the ids are equal;
 * else when their content key (name, type and value, each compared as it means: names without
 * case, values by recordValueKey) is equal — when either lacks an id, or when the ids differ (a
 * record deleted and created again: the same record to the zone). Ids are matched first; what is
 * left is matched by content, items without an id first. Duplicates pair up in order of
 * appearance. Every pass is a Map lookup, so 50,000 against 50,000 items stays linear.
 *
 * ```ts
 * const live = [{ record_id: '1', record_name: 'www.example.com', record_type: 'A', record_value: '192.0.2.2', … }];
 * const snapshot = [{ record_id: '1', …, record_value: '192.0.2.1' }];
 * diffRecords(live, snapshot).changed[0].changes
 * // → [{ field: 'record_value', from: '192.0.2.2', to: '192.0.2.1' }]
 * ```
 *
 * Invariants (tested as properties): `diff(a, a)` is empty; what `diff(a, b)` adds, `diff(b, a)`
 * removes; `added + changed + unchanged = |to|` and `removed + changed + unchanged = |from|`.
 */
import { dnsNameKey } from './domain-name.ts';
import { recordValueKey } from './record-value-key.ts';

export type MatchedBy = 'record_id' | 'content';

/**
 * How the two lists were matched: `record_id` when every item on both sides has an id (those
 * whose ids differ may still pair by content: `pairedByContent`), `content` when no pair could be
 * matched by id (one side has no ids at all), else `mixed`.
 */
export type MatchingMethod = 'record_id' | 'content' | 'mixed';

export type Matching = {
  method: MatchingMethod;
  /** Items of `from` and of `to` without a `record_id`. */
  fromWithoutId: number;
  toWithoutId: number;
  /** Matched pairs (changed or not) by id and by content. */
  pairedByRecordId: number;
  pairedByContent: number;
};

export type FieldChange<Field extends string = string> = {
  field: Field;
  /** The field's value in `from`, as text (lists as JSON). */
  from: string;
  /** The field's value in `to`, as text (lists as JSON). */
  to: string;
};

export type ChangedItem<Item, Field extends string = string> = {
  from: Item;
  to: Item;
  matchedBy: MatchedBy;
  changes: FieldChange<Field>[];
};

export type ItemDiff<Item, Field extends string = string> = {
  /** In `to` only, in `to`'s order. */
  added: Item[];
  /** In `from` only, in `from`'s order. */
  removed: Item[];
  /** Matched pairs that differ, in `from`'s order. */
  changed: ChangedItem<Item, Field>[];
  /** Matched pairs that are equal in every compared field. */
  unchanged: number;
  matching: Matching;
};

export type DiffSpec<Item, Field extends string> = {
  /** The fields compared between matched items, in the order changes are listed. */
  fields: readonly Field[];
  /** Key of an item for matching by content. */
  contentKey: (item: Item) => string;
  /** A field's value as text. */
  read: (item: Item, field: Field) => string;
  /** A field's value as compared, where texts written otherwise mean the same; `read` if absent. */
  key?: (item: Item, field: Field) => string;
};

type Identified = { readonly record_id?: string | undefined };

/**
 * How the items of two lists pair up (see the module comment): for each item of `from`, the index
 * of its partner in `to` (or -1) and whether it was paired by content. The one matcher behind
 * {@link diffItems}, for callers that follow items from list to list (a record's history).
 */
export type ItemPairing = {
  /** `partnerOfFrom[i]`: index in `to` of the partner of `from[i]`, or -1. */
  readonly partnerOfFrom: Int32Array;
  /** 1 where `from[i]` was paired by content (one side had no id, or the ids differ). */
  readonly matchedByContent: Uint8Array;
  /** 1 where `to[j]` has a partner. */
  readonly toTaken: Uint8Array;
  readonly matching: Matching;
};

/** Pairs the items of `from` with those of `to`: by `record_id` first, then by `contentKey`. */
export function pairItems<Item extends Identified>(
  from: readonly Item[],
  to: readonly Item[],
  contentKey: (item: Item) => string,
): ItemPairing {
  const partnerOfFrom = new Int32Array(from.length).fill(-1);
  const toTaken = new Uint8Array(to.length);
  const matchedByContent = new Uint8Array(from.length);

  // Pass 1: by id. Items of `to` sharing an id form a chain (head in the map, next in `nextSameId`).
  const headById = new Map<string, number>();
  const tailById = new Map<string, number>();
  const nextSameId = new Int32Array(to.length).fill(-1);
  for (const [index, { record_id: id }] of to.entries()) {
    if (id === undefined) continue;
    const tail = tailById.get(id);
    if (tail === undefined) headById.set(id, index);
    else nextSameId[tail] = index;
    tailById.set(id, index);
  }
  let fromWithoutId = 0;
  let pairedByRecordId = 0;
  for (const [index, { record_id: id }] of from.entries()) {
    if (id === undefined) {
      fromWithoutId += 1;
      continue;
    }
    const partner = headById.get(id);
    if (partner === undefined || partner < 0) continue;
    headById.set(id, nextSameId[partner] ?? -1);
    partnerOfFrom[index] = partner;
    toTaken[partner] = 1;
    pairedByRecordId += 1;
  }
  const toWithoutId = to.reduce((count, item) => (item.record_id === undefined ? count + 1 : count), 0);

  // Pass 2: by content, what is left. Items of `from` with an id take `to` items without one;
  // items without an id prefer `to` items with one (which nothing else can take), then those
  // without. Last, an item with an id and one with another id: a record deleted and created again
  // (with the same name, type and value, under a new id) is the same record to the zone, and to a
  // rollback. This greedy order finds the most pairs and is symmetric.
  let pairedByContent = 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with every item paired by id the pass pairs nothing; the guard only skips it
  if (pairedByRecordId < from.length && pairedByRecordId < to.length) {
    const bucketsWithoutId = new ContentBuckets();
    const bucketsWithId = new ContentBuckets();
    for (const [index, item] of to.entries()) {
      if (toTaken[index] === 1) continue;
      (item.record_id === undefined ? bucketsWithoutId : bucketsWithId).add(contentKey(item), index);
    }
    const pair = (fromIndex: number, toIndex: number | undefined) => {
      if (toIndex === undefined) return;
      partnerOfFrom[fromIndex] = toIndex;
      toTaken[toIndex] = 1;
      matchedByContent[fromIndex] = 1;
      pairedByContent += 1;
    };
    const keys: (string | undefined)[] = [];
    const keyOf = (index: number, item: Item) => (keys[index] ??= contentKey(item));
    for (const [index, item] of from.entries()) {
      if (item.record_id === undefined || partnerOfFrom[index] !== -1) continue;
      pair(index, bucketsWithoutId.take(keyOf(index, item)));
    }
    for (const [index, item] of from.entries()) {
      if (item.record_id !== undefined) continue;
      const key = keyOf(index, item);
      pair(index, bucketsWithId.take(key) ?? bucketsWithoutId.take(key));
    }
    for (const [index, item] of from.entries()) {
      if (item.record_id === undefined || partnerOfFrom[index] !== -1) continue;
      pair(index, bucketsWithId.take(keyOf(index, item)));
    }
  }

  const method: MatchingMethod =
    fromWithoutId === 0 && toWithoutId === 0
      ? 'record_id'
      : (from.length > 0 && fromWithoutId === from.length) || (to.length > 0 && toWithoutId === to.length)
        ? 'content'
        : 'mixed';
  return {
    partnerOfFrom,
    matchedByContent,
    toTaken,
    matching: { method, fromWithoutId, toWithoutId, pairedByRecordId, pairedByContent },
  };
}

/** The fields of `spec` that differ between two matched items, in `spec.fields` order. */
export function changedFields<Item, Field extends string>(
  before: Item,
  after: Item,
  spec: Pick<DiffSpec<Item, Field>, 'fields' | 'read' | 'key'>,
): FieldChange<Field>[] {
  const changes: FieldChange<Field>[] = [];
  for (const field of spec.fields) {
    const from = spec.read(before, field);
    const to = spec.read(after, field);
    if (from !== to && (spec.key === undefined || spec.key(before, field) !== spec.key(after, field))) {
      changes.push({ field, from, to });
    }
  }
  return changes;
}

/** The generic diff behind {@link diffRecords}, {@link diffGeoRecords} and {@link diffFailoverRecords}. */
export function diffItems<Item extends Identified, Field extends string>(
  from: readonly Item[],
  to: readonly Item[],
  spec: DiffSpec<Item, Field>,
): ItemDiff<Item, Field> {
  const { partnerOfFrom, matchedByContent, toTaken, matching } = pairItems(from, to, spec.contentKey);
  const removed: Item[] = [];
  const changed: ChangedItem<Item, Field>[] = [];
  let unchanged = 0;
  for (const [index, item] of from.entries()) {
    // -1 (no partner) reads as undefined, like any index outside `to`.
    const other = to[partnerOfFrom[index] ?? -1];
    if (other === undefined) {
      removed.push(item);
      continue;
    }
    const changes = changedFields(item, other, spec);
    if (changes.length === 0) unchanged += 1;
    else {
      changed.push({
        from: item,
        to: other,
        matchedBy: matchedByContent[index] === 1 ? 'content' : 'record_id',
        changes,
      });
    }
  }
  const added = to.filter((_, index) => toTaken[index] !== 1);
  return { added, removed, changed, unchanged, matching };
}

/** Indices grouped by content key, taken first-in first-out. */
class ContentBuckets {
  private readonly buckets = new Map<string, number[]>();

  add(key: string, index: number): void {
    const bucket = this.buckets.get(key);
    if (bucket === undefined) this.buckets.set(key, [index]);
    else bucket.push(index);
  }

  take(key: string): number | undefined {
    return this.buckets.get(key)?.shift();
  }
}

/** A value of any compared field as text: lists as JSON, so that `['a', '']` differs from `['a']`. */
function fieldText(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A record set's key: its name as {@link dnsNameKey} compares names (no case, no trailing dot,
 * Unicode and Punycode alike), and its type without case.
 */
export function recordSetKey(item: { readonly record_name: string; readonly record_type: string }): string {
  return `${dnsNameKey(item.record_name)}\u0000${item.record_type.toUpperCase()}`;
}

/** The key records are matched by when a side has no ids: {@link recordSetKey} and the value. */
export function recordContentKey(item: {
  readonly record_name: string;
  readonly record_type: string;
  readonly record_value: string;
}): string {
  return `${recordSetKey(item)}\u0000${recordValueKey(item.record_type, item.record_value)}`;
}

/**
 * A record's field as compared: its name as a name (case, a trailing dot, Unicode or Punycode do
 * not matter: {@link dnsNameKey}), its value by {@link recordValueKey} (a name in it without case or trailing dot, a TXT value quoted or bare), any
 * other field as `text`, what the spec reads of it.
 */
function comparedText(
  item: { readonly record_name: string; readonly record_type: string; readonly record_value: string },
  field: string,
  text: string,
): string {
  if (field === 'record_name') return dnsNameKey(item.record_name);
  return field === 'record_value' ? recordValueKey(item.record_type, item.record_value) : text;
}

/** What the record diff needs of a record: live, snapshot and failover records all fit. */
export type DiffableRecord = {
  readonly record_id?: string | undefined;
  readonly record_name: string;
  readonly record_type: string;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly is_geo: string;
  readonly is_failover: string;
};

/** Fields compared between matched records; `record_status` is not one (snapshots do not keep it). */
export const RECORD_DIFF_FIELDS = [
  'record_name',
  'record_type',
  'record_value',
  'record_ttl',
  'is_geo',
  'is_failover',
] as const;
export type RecordDiffField = (typeof RECORD_DIFF_FIELDS)[number];

/** Records of `from` against records of `to` (see the module comment for direction and matching). */
export function diffRecords<Item extends DiffableRecord>(
  from: readonly Item[],
  to: readonly Item[],
): ItemDiff<Item, RecordDiffField> {
  return diffItems(from, to, recordDiffSpec());
}

/** How records are compared: {@link RECORD_DIFF_FIELDS}, matched by {@link recordContentKey} without ids. */
export function recordDiffSpec<Item extends DiffableRecord>(): DiffSpec<Item, RecordDiffField> {
  return {
    fields: RECORD_DIFF_FIELDS,
    contentKey: recordContentKey,
    read: (item, field) => item[field],
    key: (item, field) => comparedText(item, field, item[field]),
  };
}

export type DiffableGeoRecord = {
  readonly record_id?: string | undefined;
  readonly record_name: string;
  readonly record_type: string;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly geo_region: string;
};

/** Fields compared between matched GEO records; the region's full name follows from its code. */
export const GEO_DIFF_FIELDS = ['record_name', 'record_type', 'record_value', 'record_ttl', 'geo_region'] as const;
export type GeoDiffField = (typeof GEO_DIFF_FIELDS)[number];

/** GEO records; matched by content they also need the same region (one value may serve many). */
export function diffGeoRecords<Item extends DiffableGeoRecord>(
  from: readonly Item[],
  to: readonly Item[],
): ItemDiff<Item, GeoDiffField> {
  return diffItems(from, to, {
    fields: GEO_DIFF_FIELDS,
    contentKey: (item) => `${recordContentKey(item)}\u0000${item.geo_region.toUpperCase()}`,
    read: (item, field) => item[field],
    key: (item, field) => comparedText(item, field, item[field]),
  });
}

export type DiffableFailoverRecord = DiffableRecord & {
  readonly failover_record_main_value: string;
  readonly failover_check_type: string;
  readonly failover_check_interval: string;
  readonly failover_return_to_main_value: string;
  readonly failover_notification_email: string;
  readonly failover_notification_sms: string;
  readonly failover_backup_values: readonly string[];
  readonly failover_additional_port: string;
  readonly failover_additional_request: string;
  readonly failover_additional_response: string;
};

export const FAILOVER_DIFF_FIELDS = [
  ...RECORD_DIFF_FIELDS,
  'failover_record_main_value',
  'failover_check_type',
  'failover_check_interval',
  'failover_return_to_main_value',
  'failover_notification_email',
  'failover_notification_sms',
  'failover_backup_values',
  'failover_additional_port',
  'failover_additional_request',
  'failover_additional_response',
] as const;
export type FailoverDiffField = (typeof FAILOVER_DIFF_FIELDS)[number];

/** Failover records; `failover_backup_values` compares as a list (order and empty values count). */
export function diffFailoverRecords<Item extends DiffableFailoverRecord>(
  from: readonly Item[],
  to: readonly Item[],
): ItemDiff<Item, FailoverDiffField> {
  return diffItems(from, to, failoverDiffSpec());
}

/** How failover records are compared (see {@link diffFailoverRecords}). */
export function failoverDiffSpec<Item extends DiffableFailoverRecord>(): DiffSpec<Item, FailoverDiffField> {
  return {
    fields: FAILOVER_DIFF_FIELDS,
    contentKey: recordContentKey,
    read: (item, field) => fieldText(item[field]),
    key: (item, field) => comparedText(item, field, fieldText(item[field])),
  };
}

/** Whether a diff found nothing to add, remove or change. */
export function isEmptyDiff(diff: ItemDiff<unknown>): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}
