import { dehydrate, hydrate, QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromJson, apiErrorToJson } from '../api/api-error.ts';
import { createQueryClient, createServerQueryClient, holdSettledErrors } from './providers.tsx';

const KEY = ['records', 'nosuch.example'];

/** A screen's part that shows its query as the app's screens do: loading, failed or its data. */
function Probe({ queryFn }: { queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey: KEY, queryFn });
  if (query.isPending) return <p>Loading…</p>;
  if (query.isError) return <p>Failed: {query.error.message}</p>;
  return <p>Data: {query.data}</p>;
}

/** The probe, then (once `Hide` is pressed and `Show` after it) mounted again. */
function Remountable({ client, queryFn }: { client: QueryClient; queryFn: () => Promise<string> }) {
  const [shown, setShown] = useState(true);
  return (
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => setShown((was) => !was)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      {shown ? <Probe queryFn={queryFn} /> : null}
    </QueryClientProvider>
  );
}

const unknown = new ApiError('not-found', { status: 404, said: { message: 'Domain not found', code: '4' } });

/** What the server draws and carries for a query its API answered 404. */
async function serverPage(): Promise<{ html: string; queries: ReturnType<typeof dehydrate>['queries'] }> {
  const client = createServerQueryClient();
  await client.prefetchQuery({ queryKey: KEY, queryFn: () => Promise.reject(unknown) });
  const html = renderToString(<Remountable client={client} queryFn={() => Promise.reject(unknown)} />);
  const queries = dehydrate(client, { shouldDehydrateQuery: () => true }).queries.map((query) => ({
    ...query,
    state: { ...query.state, error: query.state.error instanceof ApiError ? apiErrorToJson(query.state.error) : null },
  }));
  // As the page carries it: JSON, the error built again from its kind and details.
  const carried: typeof queries = JSON.parse(JSON.stringify(queries));
  return {
    html,
    queries: carried.map((query) => ({
      ...query,
      state: { ...query.state, error: apiErrorFromJson(query.state.error) },
    })),
  };
}

let root: Root | undefined;
beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Hydrates the server's page in a browser client, its failed query held (`hold`) or not. */
async function hydrateServerPage({ hold }: { hold: boolean }) {
  const { html, queries } = await serverPage();
  const client = createQueryClient({ retry: false });
  hydrate(client, { queries });
  const release = hold ? holdSettledErrors(client, [KEY]) : () => {};
  const queryFn = vi.fn<() => Promise<string>>(() => Promise.resolve('www.nosuch.example'));
  const mismatches = vi.fn<(error: unknown) => void>();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Remountable client={client} queryFn={queryFn} />, {
      onRecoverableError: mismatches,
    });
    await Promise.resolve();
  });
  return { container, queryFn, mismatches, release };
}

describe('a query the server drew as failed', () => {
  it('is drawn failed by the server, not loading', async () => {
    const { html } = await serverPage();
    expect(html).toMatch(/<p>Failed: (<!-- -->)?The DNS API has no such resource \(HTTP 404\)/);
    expect(html).not.toContain('Loading');
  });

  it('is hydrated as drawn without asking again, and asked again when its screen mounts after hydration', async () => {
    const { container, queryFn, mismatches, release } = await hydrateServerPage({ hold: true });
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Failed: The DNS API has no such resource (HTTP 404)');
    expect(queryFn).not.toHaveBeenCalled();

    // Hydration done: the screen, shown again, asks as it would after any failure.
    release();
    const button = container.querySelector('button');
    await act(async () => button?.click());
    await act(async () => button?.click());
    expect(queryFn).toHaveBeenCalledTimes(1);
    // react-query tells its observers in a later task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toContain('Data: www.nosuch.example');
  });

  it('without the hold, hydration would draw it loading and ask again: the hold is what keeps the HTML', async () => {
    const { queryFn, mismatches } = await hydrateServerPage({ hold: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(mismatches).toHaveBeenCalled();
  });
});
