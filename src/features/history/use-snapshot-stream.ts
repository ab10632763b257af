import { useQueries, useQueryClient, type QueryStatus, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Snapshot } from '../../contract/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import type { HistoryState } from './record-history.ts';
import { SNAPSHOTS_AT_A_TIME } from './history-url-state.ts';

/** What a history keeps of a snapshot (see `selectCandidates`). */
export type HistorySnapshot = Pick<HistoryState, 'candidates' | 'geoRecords' | 'failoverRecords'> & {
  readonly createdBy: string | undefined;
};

export type StreamedSnapshot = {
  readonly id: string;
  /** `waiting`: not asked for yet (or its fetch was cancelled). */
  readonly status: 'waiting' | 'reading' | 'read' | 'failed';
  readonly data: HistorySnapshot | undefined;
  readonly error: Error | null;
  readonly retry: () => void;
};

/**
 * Which snapshots may fetch now: those read already (kept, never fetched again), and of those
 * neither read nor failed the first {@link SNAPSHOTS_AT_A_TIME} in the order given, unless stopped.
 * A failed one waits for its retry.
 */
export function gateSnapshots(statuses: readonly (QueryStatus | undefined)[], stopped: boolean): boolean[] {
  const gate: boolean[] = [];
  let open = stopped ? 0 : SNAPSHOTS_AT_A_TIME;
  for (const status of statuses) {
    const allowed = status === 'success' || (status !== 'error' && open > 0);
    if (allowed && status !== 'success') open -= 1;
    gate.push(allowed);
  }
  return gate;
}

/**
 * Reads many snapshots of a domain, newest first (`ids` in that order), a few at a time: each is
 * one `snapshotQueries.detail` query (a snapshot never changes, so each is fetched once and kept
 * in the query cache), enabled by {@link gateSnapshots}. A failed one does not stop the rest.
 * `stop` cancels what is under way and asks for nothing more until `resume`.
 *
 * `select` (keep it stable) takes what the history needs from a snapshot; react-query runs it once
 * per snapshot and keeps the result.
 */
export function useSnapshotStream(
  domain: DomainName,
  ids: readonly string[],
  select: (snapshot: Snapshot) => HistorySnapshot,
) {
  const queryClient = useQueryClient();
  const [stopped, setStopped] = useState(false);
  // From the cache as it is now: every change of a snapshot's query renders this again.
  const gate = gateSnapshots(
    ids.map((id) => queryClient.getQueryState(snapshotQueries.detail(domain, id).queryKey)?.status),
    stopped,
  );
  const progress = useQueries({
    queries: ids.map((id, index) => ({ ...snapshotQueries.detail(domain, id), enabled: gate[index] === true, select })),
    combine: progressOf,
  });
  const snapshots = useMemo(
    () =>
      ids.map((id, index): StreamedSnapshot => ({
        id,
        ...(progress[index] ?? { status: 'waiting', data: undefined, error: null, retry: noop }),
      })),
    [ids, progress],
  );

  const stop = () => {
    setStopped(true);
    for (const snapshot of snapshots) {
      if (snapshot.status === 'reading') {
        void queryClient.cancelQueries({ queryKey: snapshotQueries.detail(domain, snapshot.id).queryKey });
      }
    }
  };

  return { snapshots, stopped, stop, resume: () => setStopped(false) };
}

const noop = () => {};

type SnapshotProgress = Omit<StreamedSnapshot, 'id'>;

/**
 * Where each query stands (module-level: react-query keeps the combined result, and so its
 * identity, until a query changes).
 */
function progressOf(results: readonly UseQueryResult<HistorySnapshot>[]): SnapshotProgress[] {
  return results.map((result) => ({
    status:
      result.data !== undefined
        ? 'read'
        : result.fetchStatus === 'fetching'
          ? 'reading'
          : result.isError
            ? 'failed'
            : 'waiting',
    data: result.data,
    error: result.error,
    retry: () => void result.refetch(),
  }));
}
