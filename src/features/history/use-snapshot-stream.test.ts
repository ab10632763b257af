import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import type { Snapshot } from '../../contract/schemas.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { recordApiRequests } from '../../test/api-requests.ts';
import { stopsReading, useSnapshotStream, type HistorySnapshot } from './use-snapshot-stream.ts';

const requests = recordApiRequests();

const selectCreator = (snapshot: Snapshot): HistorySnapshot => ({
  candidates: { matches: [], withoutId: [] },
  geoRecords: [],
  failoverRecords: [],
  createdBy: snapshot.snapshot_created_by,
});

describe('useSnapshotStream', () => {
  it('keeps what it read when the list is read again with a new snapshot, even once the cache has let it go', async () => {
    const parsed = parseDomainName('example.com');
    if (!parsed.ok) throw new Error(parsed.reason);
    const domain = parsed.domain;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result, rerender } = renderHook(
      ({ ids }: { ids: readonly string[] }) => useSnapshotStream(domain, ids, selectCreator),
      { wrapper, initialProps: { ids: ['9050', '9040'] } },
    );
    await waitFor(() => expect(result.current.snapshots.map((each) => each.status)).toEqual(['read', 'read']));
    // Five minutes on, nothing observing them: the query cache has dropped the snapshots.
    queryClient.removeQueries({ queryKey: snapshotQueries.all() });

    rerender({ ids: ['9050', '9040', '9030'] });
    await waitFor(() => expect(result.current.snapshots.map((each) => each.status)).toEqual(['read', 'read', 'read']));
    expect(requests.map((url) => url.pathname.split('/')[6])).toEqual(['9050', '9040', '9030']);
  });
});

describe('stopsReading', () => {
  it('stops at failures of the service or the way to it', () => {
    expect(stopsReading(new ApiError('network'))).toBe(true);
    expect(stopsReading(new ApiError('unauthorized', { status: 401 }))).toBe(true);
    expect(stopsReading(new ApiError('account-refused', { status: 403 }))).toBe(true);
    expect(stopsReading(new ApiError('rate-limited', { status: 429, retryAfterSeconds: 30 }))).toBe(true);
    // Our proxy's upstream_unreachable and upstream_busy, or a gateway of the service's.
    expect(stopsReading(new ApiError('server', { status: 502 }))).toBe(true);
    expect(stopsReading(new ApiError('server', { status: 503 }))).toBe(true);
  });

  it('reads on past what may be one snapshot’s failure', () => {
    expect(stopsReading(new ApiError('server', { status: 500 }))).toBe(false);
    expect(stopsReading(new ApiError('timeout', { status: 504 }))).toBe(false);
    expect(stopsReading(new ApiError('not-found', { status: 404 }))).toBe(false);
    expect(stopsReading(new ApiError('bad-response', { status: 200, unreadable: 'its body is not JSON' }))).toBe(false);
    expect(stopsReading(new ApiError('unexpected-shape', { path: 'response.snapshot' }))).toBe(false);
    expect(stopsReading(new Error('something else'))).toBe(false);
  });
});
