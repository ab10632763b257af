import { idProblem, parseCompareSide } from '../../lib/resource-id.ts';
import { defineUrlState, enumParam, optionalEnumParam, textParam, type ParamSpec } from '../../lib/url-state.ts';

/**
 * What the timeline chose to compare: at most two of `current` and snapshot ids, comma-separated,
 * in the order chosen (`chosen=9040,9020`), each read as a comparison's `with` is.
 */
const chosenParam: ParamSpec<readonly string[]> = {
  fallback: [],
  parse(raw) {
    const items = raw.split(',');
    if (items.length > 2)
      return { ok: false, reason: 'names at most two: a snapshot and another, or the current zone' };
    const sides: string[] = [];
    for (const item of items) {
      const side = parseCompareSide(item);
      if (!side.ok) return { ok: false, reason: idProblem('must name “current” or snapshot ids', side.reason) };
      sides.push(side.id);
    }
    if (new Set(sides).size < sides.length) return { ok: false, reason: 'names the same one twice' };
    return { ok: true, value: sides };
  },
  serialize: (value) => value.join(','),
  isDefault: (value) => value.length === 0,
};

/**
 * Timeline: `tz=utc` shows times in UTC instead of the browser's time zone; `chosen`, the
 * snapshots (or the current zone) ticked to compare.
 */
export const timelineUrlState = defineUrlState({
  tz: enumParam(['local', 'utc'], 'local'),
  chosen: chosenParam,
});

export const SNAPSHOT_TABS = ['records', 'geo', 'failover'] as const;
export type SnapshotTab = (typeof SNAPSHOT_TABS)[number];

/** Columns a snapshot tab can be sorted by; `region` exists on the GEO tab, `check` on the failover tab. */
export const SNAPSHOT_SORT_COLUMNS = ['name', 'type', 'value', 'ttl', 'region', 'check', 'id'] as const;
export type SnapshotSortColumn = (typeof SNAPSHOT_SORT_COLUMNS)[number];

/**
 * Snapshot detail: `tab`, filter text `q`, and an optional `sort` column with `dir`. Without
 * `sort` rows are in the snapshot's own order, and a `dir` given alone is reported and ignored.
 */
export const snapshotDetailUrlState = defineUrlState(
  {
    tab: enumParam(SNAPSHOT_TABS, 'records'),
    q: textParam({ maxLength: 200 }),
    sort: optionalEnumParam(SNAPSHOT_SORT_COLUMNS),
    dir: enumParam(['asc', 'desc'], 'asc'),
  },
  { needs: { dir: 'sort' } },
);

/** `current` or a snapshot id that is safe in an API path; always written, so links say what they compare with. */
const compareWithParam: ParamSpec<string> = {
  fallback: 'current',
  parse(raw) {
    const side = parseCompareSide(raw);
    return side.ok
      ? { ok: true, value: side.id }
      : { ok: false, reason: idProblem('must be “current” or a snapshot id', side.reason) };
  },
  serialize: (value) => value,
  isDefault: () => false,
};

export const COMPARE_PARTS = ['records', 'geo', 'failover'] as const;
export type ComparePart = (typeof COMPARE_PARTS)[number];

/** What a rollback would do to an item; `all` shows every kind. */
export const ROLLBACK_ACTION_FILTERS = ['all', 'add', 'remove', 'change'] as const;
export type RollbackActionFilter = (typeof ROLLBACK_ACTION_FILTERS)[number];

/**
 * Compare: the snapshot rolled back to is the route's `:snapshotId`; `with` is where the rollback
 * starts (`current` = the live zone, or another snapshot); `part` picks records, GEO or failover
 * records; `show` filters by what the rollback would do.
 */
export const compareUrlState = defineUrlState({
  with: compareWithParam,
  part: enumParam(COMPARE_PARTS, 'records'),
  show: enumParam(ROLLBACK_ACTION_FILTERS, 'all'),
});
