/**
 * One record's history across the states of its zone — the live zone and the snapshots — built
 * from what each state holds, newest first, with what changed since the state before marked.
 *
 * Records are followed from state to state with the compare page's matcher (`pairItems`): by
 * `record_id` where both sides have one, else by name, type and value. So a record set (`name` and
 * `type`) has one line per value, and a value change of a record without ids reads as one line
 * removed and another first seen, as a comparison of the two states would say.
 *
 * ```ts
 * const identity = { kind: 'id', id: '986' };
 * const states = [live, s9050, s9040].map((state) => ({ ...state, candidates: selectCandidates(identity, state.records) }));
 * buildRecordHistory(identity, states).rows
 * // → live: unchanged; 9050: changed (record_ttl 3600 → 300); 9040: first seen
 * ```
 *
 * `selectCandidates` is the only pass over a state's records (up to 50,000); run it once per state
 * (the history page does it in the snapshot query's `select`). The rest works on the few records
 * it keeps, so the whole history can be built again each time a snapshot arrives.
 */
import type { FailoverRecord, GeoRecord, SnapshotRecord } from '../../contract/schemas.ts';
import {
  changedFields,
  diffGeoRecords,
  failoverDiffSpec,
  pairItems,
  recordContentKey,
  recordDiffSpec,
  recordSetKey,
  type FailoverDiffField,
  type FieldChange,
  type GeoDiffField,
  type ItemDiff,
  type MatchedBy,
  type RecordDiffField,
} from '../../lib/diff-records.ts';

/** Which record a history follows: one record by its id, or a record set by name and type. */
export type RecordIdentity =
  { readonly kind: 'id'; readonly id: string } | { readonly kind: 'set'; readonly name: string; readonly type: string };

/** A record of any state: a snapshot's (no status) or a live one (its status kept). */
export type HistoryRecord = SnapshotRecord;

/** What one state holds that may be the record. */
export type StateCandidates = {
  /** The record's id (id) or the set's name and type (set). */
  readonly matches: readonly HistoryRecord[];
  /** By id only: the state's records without an id, of which one may be the record, found by content. */
  readonly withoutId: readonly HistoryRecord[];
};

const NONE: readonly HistoryRecord[] = [];

/** The one pass over a state's records: those that are, or may be, the record followed. */
export function selectCandidates(identity: RecordIdentity, records: readonly HistoryRecord[]): StateCandidates {
  const matches: HistoryRecord[] = [];
  if (identity.kind === 'set') {
    const key = recordSetKey({ record_name: identity.name, record_type: identity.type });
    for (const record of records) if (recordSetKey(record) === key) matches.push(record);
    return { matches, withoutId: NONE };
  }
  const withoutId: HistoryRecord[] = [];
  for (const record of records) {
    if (record.record_id === identity.id) matches.push(record);
    else if (record.record_id === undefined) withoutId.push(record);
  }
  return { matches, withoutId };
}

/** A state of the zone that was read. */
export type HistoryState = {
  /** `live`, or the snapshot's id. */
  readonly key: string;
  readonly candidates: StateCandidates;
  /** Undefined where the API does not list them (the live zone). */
  readonly geoRecords: readonly GeoRecord[] | undefined;
  readonly failoverRecords: readonly FailoverRecord[] | undefined;
  /**
   * A state older than this one was not read (reading was stopped, or a snapshot failed): a record
   * that none of the older states read holds is `seen` here, not `first-seen`.
   */
  readonly olderUnread?: boolean;
};

/**
 * `seen`: the record in a state, where no older state read holds it but one older was not read —
 * it may have been there too, so it is not said to be first seen.
 */
export type HistoryEvent = 'first-seen' | 'seen' | 'added-back' | 'changed' | 'unchanged' | 'removed' | 'absent';

/** The GEO records of the record's name and type in a state, and how they differ from the state before. */
export type GeoEntries = {
  readonly entries: readonly GeoRecord[];
  /** From the state before that lists GEO records to this one; undefined for the oldest. */
  readonly diff: ItemDiff<GeoRecord, GeoDiffField> | undefined;
};

/** The record's failover settings in a state, and what changed since the state before. */
export type FailoverEntry = {
  readonly record: FailoverRecord | undefined;
  readonly change: 'set-up' | 'removed' | 'changed' | 'same' | 'none';
  readonly changes: readonly FieldChange<FailoverDiffField>[];
};

/** Besides the record's own fields, what of it may change between two states. */
export type HistoryPart = 'geo' | 'failover';

export type HistoryRow = {
  readonly stateKey: string;
  /** Which of the followed lines (a record set has one per value); -1 in a state that has none. */
  readonly line: number;
  readonly event: HistoryEvent;
  /** The record in this state; for `removed`, as it was in the state before. */
  readonly record: HistoryRecord | undefined;
  /** For `changed`: from the state before to this one. */
  readonly changes: readonly FieldChange<RecordDiffField>[];
  /** For `changed`: its GEO records or failover settings changed too (or alone). */
  readonly partsChanged: readonly HistoryPart[];
  /** The state this one is compared with: the next older one read. */
  readonly comparedWith: string | undefined;
  /** How the record was matched with the state before. */
  readonly matchedBy: MatchedBy | undefined;
  /** Undefined where the state does not list GEO records (the live zone). */
  readonly geo: GeoEntries | undefined;
  /** Undefined where the state does not list failover records (the live zone). */
  readonly failover: FailoverEntry | undefined;
};

export type LineEvent = {
  readonly stateKey: string;
  readonly event: HistoryEvent;
  readonly fields: readonly RecordDiffField[];
  readonly parts: readonly HistoryPart[];
};

export type HistoryLine = {
  readonly line: number;
  /** The record as last seen (the newest state that has it). */
  readonly latest: HistoryRecord;
  /** What happened to it, oldest first (unchanged states left out). */
  readonly events: readonly LineEvent[];
};

export type RecordHistory = {
  /** Newest state first; within a state, by line. */
  readonly rows: readonly HistoryRow[];
  readonly lines: readonly HistoryLine[];
  /** States (keys) whose records carry no ids, where the record was matched by content. */
  readonly matchedByContentIn: readonly string[];
};

type Placed = { record: HistoryRecord; line: number; matchedBy: MatchedBy | undefined };

/** A state and its items, each placed on a line. */
type PlacedState = { state: HistoryState; row: readonly Placed[] };

/**
 * The history of `identity` over `states` (newest first, each read once): a row per state and
 * line, and per line what happened when. States not (yet) read are left out: each state is
 * compared with the next older one given.
 */
export function buildRecordHistory(identity: RecordIdentity, states: readonly HistoryState[]): RecordHistory {
  const oldestFirst = states.toReversed();
  // By id, records without ids are candidates only where they are of a set the record was in (by
  // set, `withoutId` is empty).
  const setKeys = new Set(oldestFirst.flatMap((state) => state.candidates.matches.map(recordSetKey)));
  const itemsOf = (state: HistoryState): readonly HistoryRecord[] => [
    ...state.candidates.matches,
    // Stryker disable next-line MethodExpression: a shortcut past up to 50,000 records; one of another set cannot pair with the record (its content differs), so its lines are never kept
    ...state.candidates.withoutId.filter((record) => setKeys.has(recordSetKey(record))),
  ];

  // Place every item of every state on a line, oldest state first.
  const placed: PlacedState[] = [];
  const lastOfLine: HistoryRecord[] = [];
  let lineCount = 0;
  let previous: readonly Placed[] = [];
  for (const state of oldestFirst) {
    const items = itemsOf(state);
    const pairing = pairItems(
      previous.map((each) => each.record),
      items,
      recordContentKey,
    );
    const paired = new Map<number, Omit<Placed, 'record'>>();
    previous.forEach((before, index) => {
      // Stryker disable next-line UnaryOperator: partnerOfFrom has an entry for each item of `previous`
      const partner = pairing.partnerOfFrom[index] ?? -1;
      const matchedBy = pairing.matchedByContent[index] === 1 ? 'content' : 'record_id';
      if (partner >= 0) paired.set(partner, { line: before.line, matchedBy });
    });
    // The lines of the state before are either paired above or removed here: not free to come back to.
    const taken = new Set(previous.map((each) => each.line));
    const row = items.map((record, index): Placed => {
      const pair = paired.get(index);
      if (pair !== undefined) return { record, ...pair };
      // Back after an absence: the line whose record it was last, matched as the pairing matches.
      const back = lastOfLine.findIndex((last, line) => !taken.has(line) && isSameRecord(last, record));
      const line = back === -1 ? lineCount++ : back;
      taken.add(line);
      return { record, line, matchedBy: undefined };
    });
    for (const each of row) lastOfLine[each.line] = each.record;
    placed.push({ state, row });
    previous = row;
  }

  // By id, only the lines that are the record: records without ids matched nothing else.
  const kept = new Set(
    [...lastOfLine.keys()].filter(
      (line) =>
        identity.kind === 'set' ||
        placed.some(({ row }) => row.some((each) => each.line === line && each.record.record_id === identity.id)),
    ),
  );

  const rowsOldestFirst: HistoryRow[][] = [];
  const seen = new Set<number>();
  const geoMemo = new Map<string, GeoEntries | undefined>();
  placed.forEach(({ state, row: herePlaced }, stateIndex) => {
    const before = placed[stateIndex - 1];
    const rows: HistoryRow[] = [];
    const geoOf = (record: HistoryRecord | undefined) =>
      geoEntries(oldestFirst, stateIndex, state.geoRecords, record ?? identityRecord(identity), geoMemo);
    for (const line of kept) {
      const now = herePlaced.find((each) => each.line === line);
      const then = before?.row.find((each) => each.line === line);
      const base = { stateKey: state.key, line, comparedWith: before?.state.key };
      if (now !== undefined) {
        const changes = then === undefined ? [] : changedFields(then.record, now.record, recordDiffSpec());
        const geo = geoOf(now.record);
        const failover = failoverEntry(state, now.record, before?.state, then?.record);
        const partsChanged = then === undefined ? [] : changedParts(geo, failover);
        const event: HistoryEvent =
          then !== undefined
            ? changes.length > 0 || partsChanged.length > 0
              ? 'changed'
              : 'unchanged'
            : seen.has(line)
              ? 'added-back'
              : state.olderUnread === true
                ? 'seen'
                : 'first-seen';
        seen.add(line);
        rows.push({
          ...base,
          event,
          record: now.record,
          changes,
          partsChanged,
          matchedBy: now.matchedBy,
          geo,
          failover,
        });
      } else if (then !== undefined) {
        rows.push({
          ...base,
          event: 'removed',
          record: then.record,
          changes: [],
          partsChanged: [],
          matchedBy: undefined,
          geo: geoOf(then.record),
          // Stryker disable next-line OptionalChaining: a record removed here was in the state before
          failover: failoverEntry(state, undefined, before?.state, then.record),
        });
      } else if (identity.kind === 'id') {
        rows.push({
          ...base,
          event: 'absent',
          record: undefined,
          changes: [],
          partsChanged: [],
          matchedBy: undefined,
          geo: geoOf(lastOfLine[line]),
          failover: undefined,
        });
      }
    }
    if (rows.length === 0) {
      rows.push({
        stateKey: state.key,
        line: -1,
        event: 'absent',
        record: undefined,
        changes: [],
        partsChanged: [],
        comparedWith: before?.state.key,
        matchedBy: undefined,
        geo: geoOf(undefined),
        failover: undefined,
      });
    }
    rowsOldestFirst.push(rows);
  });

  const lines: HistoryLine[] = lastOfLine.flatMap((latest, line) => {
    if (!kept.has(line)) return [];
    const events = rowsOldestFirst.flatMap((rows) =>
      rows
        .filter((row) => row.line === line && row.event !== 'unchanged' && row.event !== 'absent')
        .map((row) => ({
          stateKey: row.stateKey,
          event: row.event,
          fields: row.changes.map((change) => change.field),
          parts: row.partsChanged,
        })),
    );
    return [{ line, latest, events }];
  });

  const matchedByContentIn = placed
    .filter(({ row }) => row.some((each) => kept.has(each.line) && each.record.record_id === undefined))
    .map(({ state }) => state.key);

  return { rows: rowsOldestFirst.toReversed().flat(), lines, matchedByContentIn };
}

/** Which of the record's GEO records and failover settings differ from the state before. */
function changedParts(geo: GeoEntries | undefined, failover: FailoverEntry | undefined): HistoryPart[] {
  const parts: HistoryPart[] = [];
  const diff = geo?.diff;
  if (diff && diff.added.length + diff.removed.length + diff.changed.length > 0) parts.push('geo');
  if (failover && failover.change !== 'same' && failover.change !== 'none') parts.push('failover');
  return parts;
}

/** Whether two records are one, as the pairing decides: by id where both have one, else by content. */
function isSameRecord(a: HistoryRecord, b: HistoryRecord): boolean {
  if (a.record_id !== undefined && b.record_id !== undefined) return a.record_id === b.record_id;
  return recordContentKey(a) === recordContentKey(b);
}

/** A record standing for the identity where no state has it (a set's name and type). */
function identityRecord(identity: RecordIdentity): { record_name: string; record_type: string } | undefined {
  return identity.kind === 'set' ? { record_name: identity.name, record_type: identity.type } : undefined;
}

/** The GEO records of the record's name and type in state `index`, against the older state that lists them. */
function geoEntries(
  oldestFirst: readonly HistoryState[],
  index: number,
  list: readonly GeoRecord[] | undefined,
  record: { record_name: string; record_type: string } | undefined,
  memo: Map<string, GeoEntries | undefined>,
): GeoEntries | undefined {
  if (list === undefined || record === undefined) return undefined;
  const setKey = recordSetKey(record);
  const memoKey = `${index}\u0000${setKey}`;
  if (memo.has(memoKey)) return memo.get(memoKey);
  const ofTheSet = (records: readonly GeoRecord[]) => records.filter((each) => recordSetKey(each) === setKey);
  const entries = ofTheSet(list);
  const older = oldestFirst.slice(0, index).findLast((state) => state.geoRecords !== undefined)?.geoRecords;
  const result: GeoEntries = {
    entries,
    diff: older === undefined ? undefined : diffGeoRecords(ofTheSet(older), entries),
  };
  // Stryker disable next-line all: the memo only saves building the same entries again for each line
  memo.set(memoKey, result);
  return result;
}

/** The failover record of `record` in a state's list: by id where both have one, else by content. */
function failoverOf(list: readonly FailoverRecord[], record: HistoryRecord): FailoverRecord | undefined {
  // Stryker disable next-line LogicalOperator,UnaryOperator: partnerOfFrom has one entry, the index of the partner or -1
  // (-1, no partner, reads undefined.)
  return list[pairItems([record], list, recordContentKey).partnerOfFrom[0] ?? -1];
}

function failoverEntry(
  state: HistoryState,
  record: HistoryRecord | undefined,
  before: HistoryState | undefined,
  recordBefore: HistoryRecord | undefined,
): FailoverEntry | undefined {
  if (state.failoverRecords === undefined) return undefined;
  const now = record === undefined ? undefined : failoverOf(state.failoverRecords, record);
  const then =
    before?.failoverRecords === undefined || recordBefore === undefined
      ? undefined
      : failoverOf(before.failoverRecords, recordBefore);
  const comparable = before?.failoverRecords !== undefined && recordBefore !== undefined;
  if (now === undefined) {
    return { record: undefined, change: then === undefined ? 'none' : 'removed', changes: [] };
  }
  if (!comparable) return { record: now, change: 'same', changes: [] };
  if (then === undefined) return { record: now, change: 'set-up', changes: [] };
  const changes = changedFields(then, now, failoverDiffSpec());
  return { record: now, change: changes.length > 0 ? 'changed' : 'same', changes };
}
