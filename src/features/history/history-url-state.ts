import type { RecordsFilter } from '../../api/records.ts';
import { RECORD_TYPES, SEARCH_RECORD_TYPES, type SnapshotSummary } from '../../contract/schemas.ts';
import { parseRecordName } from '../../lib/domain-name.ts';
import { idProblem, parseResourceId } from '../../lib/resource-id.ts';
import { defineUrlState, idParam, optionalEnumParam, textParam, type ParamProblem } from '../../lib/url-state.ts';
import type { RecordIdentity } from './record-history.ts';

/**
 * A history's record: `id=986`, or `name=www.example.com&type=A` where records have no id (a
 * record set: each of its values has a line). A name is read in any case, with or without a
 * trailing dot, in Unicode or Punycode, and followed in the service's form (parseRecordName).
 */
export const historyUrlState = defineUrlState({
  id: idParam((raw) => {
    const id = parseResourceId(raw, 'record');
    return id.ok ? { ok: true, value: id.id } : { ok: false, reason: idProblem('is not a record id', id.reason) };
  }),
  name: textParam({ maxLength: 253 }),
  type: optionalEnumParam(RECORD_TYPES),
});

export type HistoryView = ReturnType<typeof historyUrlState.parse>['state'];

/**
 * The record a history view follows, and what in its link was left unused: an id wins over a name
 * and type given beside it; a name needs a type and a type a name. Null when no record is named.
 */
export function historyIdentity(view: HistoryView): { identity: RecordIdentity | null; problems: ParamProblem[] } {
  const name = view.name.trim();
  if (view.id !== undefined) {
    const ignored: ParamProblem[] = [
      ...(name === ''
        ? []
        : [{ param: 'name', value: view.name, reason: 'is ignored: the record is named by its id' }]),
      ...(view.type === undefined
        ? []
        : [{ param: 'type', value: view.type, reason: 'is ignored: the record is named by its id' }]),
    ];
    return { identity: { kind: 'id', id: view.id }, problems: ignored };
  }
  if (name !== '') {
    const parsed = parseRecordName(name);
    // Nothing is asked of the API for a name no record can have.
    if (!parsed.ok) {
      return {
        identity: null,
        problems: [{ param: 'name', value: view.name, reason: `is not a record name: it ${parsed.reason}` }],
      };
    }
    if (view.type === undefined) {
      return { identity: null, problems: [{ param: 'name', value: view.name, reason: 'needs a type beside it' }] };
    }
    return { identity: { kind: 'set', name: parsed.name, type: view.type }, problems: [] };
  }
  if (view.type !== undefined) {
    return { identity: null, problems: [{ param: 'type', value: view.type, reason: 'needs a name beside it' }] };
  }
  return { identity: null, problems: [] };
}

/**
 * What a history's link names but cannot use ({@link historyIdentity}'s problems), and the change
 * that leaves it out: the name and the type go together, as neither means anything alone.
 */
export function unusedHistoryParams(view: HistoryView): { problems: ParamProblem[]; drop: Partial<HistoryView> } {
  const { problems } = historyIdentity(view);
  return { problems, drop: problems.length === 0 ? {} : { name: '', type: undefined } };
}

/** Where the live zone's records come from: the record set's own search, or every record to find an id. */
export function liveFilter(identity: RecordIdentity): RecordsFilter {
  if (identity.kind === 'id') return {};
  const type = SEARCH_RECORD_TYPES.find((each) => each === identity.type);
  return {
    search_text: identity.name,
    strict_search: 'yes',
    ...(type === undefined ? {} : { search_record_type: type }),
  };
}

/**
 * How many snapshots a history fetches at once (use-snapshot-stream.ts), the newest first: enough to
 * keep the connection busy, few enough to stay light. Here, beside their order, for the route's
 * loader to ask for the same ones without loading the stream.
 */
export const SNAPSHOTS_AT_A_TIME = 3;

/** The snapshots newest first by time (the API's order is not relied on), the order they are read in. */
export function newestFirst(summaries: readonly SnapshotSummary[]): SnapshotSummary[] {
  return [...summaries].sort(
    (a, b) => Number(b.snapshot_time) - Number(a.snapshot_time) || b.snapshot_id.localeCompare(a.snapshot_id),
  );
}
