import type { SnapshotSummary } from '../../contract/schemas.ts';
import { GEO_RECORD_TYPES } from './geo-eligible-groups.ts';
import { parseRegionCode } from './region-code.ts';
import { parseRecordName } from '../../lib/domain-name.ts';
import { idProblem, parseCompareSide, parseResourceId } from '../../lib/resource-id.ts';
import {
  defineUrlState,
  idParam,
  optionalEnumParam,
  textParam,
  type ParamProblem,
  type ParamResult,
} from '../../lib/url-state.ts';

function snapshotId(raw: string): ParamResult<string> {
  const id = parseResourceId(raw, 'snapshot');
  return id.ok ? { ok: true, value: id.id } : { ok: false, reason: idProblem('is not a snapshot id', id.reason) };
}

/**
 * The GEO screen's view state: `name` and `type` filter the eligible record groups, `q` searches
 * the regions and `region` is the selected region's code (`?q=bay&region=DE.BY`). A region code
 * is checked by its shape here and against the regions table once it has arrived.
 *
 * Who gets which answer: `record` and `record_type` name a GEO record set, whose answer the tree
 * shows at every region; `at` shows a snapshot's instead of the live zone's; `compare` (`current`
 * or another snapshot id) lists the regions a rollback from it to `at` would change; `value` lists
 * the regions that get one value (`?record=www.example.com&record_type=A&at=9040&compare=current`).
 */
export const geoUrlState = defineUrlState({
  name: textParam({ maxLength: 253 }),
  type: optionalEnumParam(GEO_RECORD_TYPES),
  q: textParam({ maxLength: 100 }),
  region: idParam(parseRegionCode),
  record: textParam({ maxLength: 253 }),
  record_type: optionalEnumParam(GEO_RECORD_TYPES),
  at: idParam(snapshotId),
  compare: idParam((raw) => {
    const side = parseCompareSide(raw);
    return side.ok
      ? { ok: true, value: side.id }
      : { ok: false, reason: idProblem('must be “current” or a snapshot id', side.reason) };
  }),
  value: textParam({ maxLength: 500 }),
});

export type GeoView = ReturnType<typeof geoUrlState.parse>['state'];

/** The coverage a GEO view asks for, and what of it cannot be used (a name without a type…). */
export function coverageRequest(view: GeoView): {
  record: { name: string; type: string } | null;
  at: string | undefined;
  compare: string | undefined;
  value: string;
  problems: ParamProblem[];
} {
  const problems: ParamProblem[] = [];
  const given = view.record.trim();
  // In the service's form (Unicode, lower case, no trailing dot), or said to be no record's name.
  const parsed = given === '' ? null : parseRecordName(given);
  if (parsed?.ok === false) {
    problems.push({ param: 'record', value: view.record, reason: `is not a record name: it ${parsed.reason}` });
  }
  const name = parsed?.ok ? parsed.name : '';
  let record: { name: string; type: string } | null = null;
  if (name !== '' && view.record_type !== undefined) record = { name, type: view.record_type };
  else if (name !== '') problems.push({ param: 'record', value: view.record, reason: 'needs a record_type beside it' });
  else if (view.record_type !== undefined && parsed === null) {
    problems.push({ param: 'record_type', value: view.record_type, reason: 'needs a record beside it' });
  }
  let compare = view.compare;
  if (compare !== undefined && view.at === undefined) {
    problems.push({ param: 'compare', value: compare, reason: 'needs a snapshot (at) to compare with; ignored' });
    compare = undefined;
  } else if (compare !== undefined && compare === view.at) {
    problems.push({ param: 'compare', value: compare, reason: 'is the snapshot shown; nothing to compare' });
    compare = undefined;
  }
  // Without a record there is no answer to show: a snapshot, a comparison or a value asked for is unused.
  if (record === null) {
    const unused = { at: view.at, compare, value: view.value.trim() === '' ? undefined : view.value };
    for (const [param, value] of Object.entries(unused)) {
      if (value !== undefined)
        problems.push({ param, value, reason: 'needs a record and record_type beside it; ignored' });
    }
    return { record, at: undefined, compare: undefined, value: '', problems };
  }
  return { record, at: view.at, compare, value: view.value, problems };
}

/** The newest of a list of snapshots, by time. */
export function newestOf(list: readonly SnapshotSummary[] | undefined): SnapshotSummary | undefined {
  return list?.reduce<SnapshotSummary | undefined>(
    (newest, each) =>
      newest === undefined || Number(each.snapshot_time) > Number(newest.snapshot_time) ? each : newest,
    undefined,
  );
}

/**
 * Which snapshots a coverage reads: the one shown (`at`, else the newest, whose GEO records stand
 * for the live zone's) and, with `compare` and `at`, the one a rollback starts from. Undefined
 * until the list says which is newest, where it is needed.
 */
export function coverageSnapshotIds(
  list: readonly SnapshotSummary[] | undefined,
  at: string | undefined,
  compare: string | undefined,
): { shownId: string | undefined; otherId: string | undefined } {
  const newest = newestOf(list)?.snapshot_id;
  const otherId = at === undefined ? undefined : compare === 'current' ? newest : compare;
  return { shownId: at ?? newest, otherId };
}
