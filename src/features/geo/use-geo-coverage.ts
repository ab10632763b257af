import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Snapshot, SnapshotSummary } from '../../contract/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { recordSetKey } from '../../lib/diff-records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import type { RegionTree } from './region-tree.ts';
import type { IndexedGeoGroups } from './geo-eligible-groups.ts';
import {
  changedRegions,
  compareCoverage,
  compareUnknownRegions,
  computeGeoCoverage,
  type CoverageChange,
  type GeoCoverage,
  type UnknownRegionChange,
} from './geo-coverage.ts';
import { coverageSnapshotIds, newestOf } from './geo-url-state.ts';

/** A GEO record name and type, as the coverage view is asked for it. */
export type CoverageRecord = { readonly name: string; readonly type: string };

/**
 * Where a coverage's GEO records and default values come from. The DNS API lists GEO records only
 * in snapshots: the live zone's coverage takes them from its newest snapshot and its defaults from
 * the live records (GEO defaults); a snapshot's takes both from the snapshot.
 */
export type CoverageSource =
  | { readonly kind: 'live'; readonly geoFrom: SnapshotSummary }
  | { readonly kind: 'snapshot'; readonly snapshotId: string };

export type CoverageSide = { readonly source: CoverageSource; readonly coverage: GeoCoverage };

export type CoverageComparison = {
  /**
   * The side a rollback starts from (the live zone, or another snapshot). The live zone's default
   * answer counts its disabled values here: snapshots keep no status, so it is not compared (as
   * the snapshot comparison does not), and `disabledCounted` says which they are.
   */
  readonly from: CoverageSide;
  readonly disabledCounted: readonly string[];
  /** Regions whose answer the rollback to the shown snapshot would change, collapsed. */
  readonly changes: readonly CoverageChange[];
  /** Per region index, 1 where the answer would change. */
  readonly marked: Uint8Array;
  /** GEO records of regions not in the table that the rollback would add, drop or change. */
  readonly unknownChanges: readonly UnknownRegionChange[];
};

export type CoverageState =
  | { readonly status: 'off' }
  | { readonly status: 'loading'; readonly what: string }
  | { readonly status: 'no-snapshots' }
  | { readonly status: 'error'; readonly what: string; readonly error: Error; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly shown: CoverageSide;
      /** Whether the shown side has GEO records for the name and type at all. */
      readonly hasEntries: boolean;
      readonly comparison: CoverageComparison | null;
      /** Loading or failing, the other side of a comparison. */
      readonly comparisonState: Exclude<CoverageState, { status: 'ready' } | { status: 'off' }> | null;
    };

/** A coverage ready to show. */
export type ShownCoverage = Extract<CoverageState, { status: 'ready' }>;

export type CoverageRequest = {
  domain: DomainName;
  tree: RegionTree | undefined;
  groups: IndexedGeoGroups | undefined;
  record: CoverageRecord | null;
  /** The snapshot shown; undefined for the live zone. */
  at: string | undefined;
  /** What a rollback to `at` starts from: `current` or another snapshot; undefined for no comparison. */
  compare: string | undefined;
};

function entriesOf(snapshot: Snapshot, record: CoverageRecord) {
  const key = recordSetKey({ record_name: record.name, record_type: record.type });
  return snapshot.snapshot.geo_records.filter((item) => recordSetKey(item) === key);
}

/**
 * A snapshot's default answer: the values of the name and type among its records. Snapshots
 * usually keep no status (spec 2.3); a record that does say it is disabled does not answer, as a
 * disabled live record does not.
 */
function snapshotDefaults(snapshot: Snapshot, record: CoverageRecord): string[] {
  const key = recordSetKey({ record_name: record.name, record_type: record.type });
  return snapshot.snapshot.records
    .filter((item) => recordSetKey(item) === key && !isDisabledStatus(item.record_status))
    .map((item) => item.record_value);
}

/** The live records of the name and type: those of its GEO-eligible group. */
function liveRecords(groups: IndexedGeoGroups, record: CoverageRecord) {
  const key = recordSetKey({ record_name: record.name, record_type: record.type });
  return groups.items.filter((item) => recordSetKey(item.group) === key).flatMap((item) => item.group.records);
}

/**
 * The values of live records, the enabled ones (the live default answer) or the disabled ones,
 * each once.
 */
function liveValues(records: ReturnType<typeof liveRecords>, disabled: boolean): string[] {
  const values = records.filter((each) => isDisabledStatus(each.record_status) === disabled);
  return [...new Set(values.map((each) => each.record_value))];
}

/**
 * Who gets which answer for `record`: the coverage of the live zone or of snapshot `at`, and with
 * `compare`, the regions whose answer a rollback to `at` would change. Reads only what it needs,
 * only once a record is asked for: the snapshot list and the newest snapshot for the live zone,
 * the snapshot `at`, the snapshot compared with.
 */
export function useGeoCoverage({ domain, tree, groups, record, at, compare }: CoverageRequest): {
  state: CoverageState;
  /** The domain's snapshots, newest first, once listed. */
  snapshots: readonly SnapshotSummary[] | undefined;
  /** The names and types with GEO records in the snapshot shown (or the newest). */
  geoSets: readonly CoverageRecord[];
} {
  const active = record !== null && tree !== undefined;
  const needsNewest = active && (at === undefined || compare === 'current');
  // Listed once a record is asked for: the choices of snapshot are offered from it too.
  const list = useQuery({ ...snapshotQueries.list(domain), enabled: active });
  const newest = newestOf(list.data);
  const { shownId, otherId } = coverageSnapshotIds(list.data, at, compare);
  const shown = useQuery({
    ...snapshotQueries.detail(domain, shownId ?? ''),
    enabled: active && shownId !== undefined,
  });
  const other = useQuery({
    ...snapshotQueries.detail(domain, otherId ?? ''),
    enabled: active && at !== undefined && otherId !== undefined,
  });

  // The live records of the name and type, found once among every group: both sides may need them.
  const live = useMemo(
    () => (record === null || groups === undefined ? undefined : liveRecords(groups, record)),
    [record, groups],
  );

  const shownSide = useMemo((): CoverageSide | null => {
    if (record === null || tree === undefined || shown.data === undefined) return null;
    if (at === undefined) {
      if (newest === undefined || live === undefined) return null;
      return {
        source: { kind: 'live', geoFrom: newest },
        coverage: computeGeoCoverage(tree, entriesOf(shown.data, record), liveValues(live, false)),
      };
    }
    return {
      source: { kind: 'snapshot', snapshotId: at },
      coverage: computeGeoCoverage(tree, entriesOf(shown.data, record), snapshotDefaults(shown.data, record)),
    };
  }, [record, tree, shown.data, at, newest, live]);

  const otherSide = useMemo((): CoverageSide | null => {
    if (record === null || tree === undefined || other.data === undefined || compare === undefined) return null;
    if (compare === 'current') {
      if (newest === undefined || live === undefined) return null;
      return {
        source: { kind: 'live', geoFrom: newest },
        coverage: computeGeoCoverage(
          tree,
          entriesOf(other.data, record),
          live.map((each) => each.record_value),
        ),
      };
    }
    return {
      source: { kind: 'snapshot', snapshotId: compare },
      coverage: computeGeoCoverage(tree, entriesOf(other.data, record), snapshotDefaults(other.data, record)),
    };
  }, [record, tree, other.data, compare, newest, live]);

  const comparison = useMemo((): CoverageComparison | null => {
    if (shownSide === null || otherSide === null) return null;
    return {
      from: otherSide,
      disabledCounted: otherSide.source.kind === 'live' && live !== undefined ? liveValues(live, true) : [],
      changes: compareCoverage(otherSide.coverage, shownSide.coverage),
      marked: changedRegions(otherSide.coverage, shownSide.coverage),
      unknownChanges: compareUnknownRegions(otherSide.coverage, shownSide.coverage),
    };
  }, [shownSide, otherSide, live]);

  const snapshots = useMemo(
    () => list.data?.toSorted((a, b) => Number(b.snapshot_time) - Number(a.snapshot_time)),
    [list.data],
  );
  const geoSets = useMemo(() => {
    const sets = new Map<string, CoverageRecord>();
    for (const item of shown.data?.snapshot.geo_records ?? []) {
      const key = recordSetKey(item);
      if (!sets.has(key)) sets.set(key, { name: item.record_name, type: item.record_type });
    }
    return [...sets.values()];
  }, [shown.data]);
  return { state: coverageState(), snapshots, geoSets };

  function coverageState(): CoverageState {
    if (!active) return { status: 'off' };
    if (needsNewest && list.isError) {
      return { status: 'error', what: 'the list of snapshots', error: list.error, retry: () => void list.refetch() };
    }
    if (needsNewest && list.data !== undefined && newest === undefined) return { status: 'no-snapshots' };
    if (shown.isError) {
      return {
        status: 'error',
        what: `snapshot ${shownId ?? ''}`,
        error: shown.error,
        retry: () => void shown.refetch(),
      };
    }
    if (shownSide === null || shown.data === undefined) {
      return { status: 'loading', what: shownId === undefined ? 'the list of snapshots' : `snapshot ${shownId}` };
    }
    let comparisonState: Extract<CoverageState, { status: 'ready' }>['comparisonState'] = null;
    if (compare !== undefined && at !== undefined && comparison === null) {
      comparisonState = other.isError
        ? { status: 'error', what: `snapshot ${otherId ?? ''}`, error: other.error, retry: () => void other.refetch() }
        : { status: 'loading', what: `snapshot ${otherId ?? ''}` };
    }
    return {
      status: 'ready',
      shown: shownSide,
      hasEntries: entriesOf(shown.data, record).length > 0,
      comparison,
      comparisonState,
    };
  }
}
