import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { isApiError, type ApiErrorKind } from '../../api/api-error.ts';
import type { Snapshot } from '../../contract/schemas.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import type { HistoryState } from './record-history.ts';
import { SNAPSHOTS_AT_A_TIME } from './history-url-state.ts';
import { QueryStream, type StreamedItem } from './query-stream.ts';

/** What a history keeps of a snapshot (see `selectCandidates`). */
export type HistorySnapshot = Pick<HistoryState, 'candidates' | 'geoRecords' | 'failoverRecords'> & {
  readonly createdBy: string | undefined;
};

export type StreamedSnapshot = StreamedItem<HistorySnapshot>;

/**
 * How often a history is told of the snapshots read meanwhile: each telling builds the history
 * again over every state, so over thousands of snapshots a render per answer was the page's cost.
 * Ten times a second still moves the progress bar smoothly.
 */
const TELL_EVERY_MS = 100;

/** Failures of the service or the way to it, not of one snapshot: reading on would fail every other one too. */
const SERVICE_WIDE: readonly ApiErrorKind[] = ['network', 'unauthorized', 'account-refused', 'rate-limited'];

/**
 * Whether a snapshot's failure stops the reading: one of {@link SERVICE_WIDE}, or a gateway saying
 * the service cannot be reached or is busy (502, 503: our proxy's `upstream_unreachable` and
 * `upstream_busy`, and nginx's own answer when it limits requests, 503 unless told otherwise: the
 * service answers from nginx and sends no rate-limit headers, observed-service.md). A 500 or an
 * unreadable answer may be that snapshot's alone: the rest are read.
 */
export function stopsReading(error: Error): boolean {
  if (!isApiError(error)) return false;
  return SERVICE_WIDE.includes(error.kind) || error.details.status === 502 || error.details.status === 503;
}

/** A snapshot's failure in a few words, as its row and the progress both name it ("Too many requests"). */
export function failureTitle(error: Error | null): string {
  return isApiError(error) ? error.title : 'unexpected error';
}

/**
 * Reads many snapshots of a domain, newest first (`ids` in that order), {@link SNAPSHOTS_AT_A_TIME}
 * at a time, each through `snapshotQueries.detail` (a snapshot never changes: one cached is used
 * as it is). A failed one does not stop the rest unless it {@link stopsReading}. `stop` cancels what is under
 * way and asks for nothing more until `resume` (which reads failed ones again too); leaving the
 * page cancels it too.
 *
 * `select` (keep it stable: a new one starts over from the cache) takes what the history needs
 * from a snapshot, once per snapshot.
 */
export function useSnapshotStream(
  domain: DomainName,
  ids: readonly string[],
  select: (snapshot: Snapshot) => HistorySnapshot,
) {
  const queryClient = useQueryClient();
  const create = (previous?: QueryStream<Snapshot, HistorySnapshot>) =>
    new QueryStream(
      {
        ids,
        cached: (id) => queryClient.getQueryData(snapshotQueries.detail(domain, id).queryKey),
        fetch: (id) => queryClient.fetchQuery(snapshotQueries.detail(domain, id)),
        cancel: (id) =>
          void queryClient.cancelQueries({ queryKey: snapshotQueries.detail(domain, id).queryKey, exact: true }),
        select,
        atATime: SNAPSHOTS_AT_A_TIME,
        tellEveryMs: TELL_EVERY_MS,
        stopsAll: stopsReading,
      },
      previous,
    );
  const [current, setCurrent] = useState(() => ({ stream: create(), domain, select }));
  let { stream } = current;
  // The list read again (new ids): a new stream, keeping what was read. As React allows for state that follows props.
  const sameQueries = current.domain.ascii === domain.ascii && current.select === select;
  if (!sameQueries || stream.ids !== ids) {
    stream = create(sameQueries ? stream : undefined);
    setCurrent({ stream, domain, select });
  }
  const view = useSyncExternalStore(stream.subscribe, stream.get, stream.get);
  return {
    snapshots: view.items,
    stopped: view.stopped,
    stoppedBy: view.stoppedBy,
    stop: stream.stop,
    resume: stream.resume,
  };
}
