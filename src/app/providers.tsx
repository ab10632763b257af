import { QueryCache, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isApiError, saidSentenceOf, type ApiErrorKind } from '../api/api-error.ts';
import { openKeyDialog } from '../components/api-key-dialog-store.ts';
import { UrlWritesProvider } from '../hooks/use-url-state.tsx';

/** Kinds of failure that may pass by themselves: worth one automatic retry before telling anyone. */
const TRANSIENT: readonly ApiErrorKind[] = ['network', 'server'];

/** The app's query client; tests pass `{ retry: false }` so that a failure shows at once. */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.kind === 'unauthorized') openKeyDialog('refused', saidSentenceOf(error));
      },
    }),
    defaultOptions: {
      queries: {
        retry:
          options.retry ??
          ((failureCount, error) => failureCount < 1 && isApiError(error) && TRANSIENT.includes(error.kind)),
        retryDelay: 800,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The query client of one server render (src/entry-server.tsx): no retries (the render has a time
 * bound, and a failure sends the page to the browser, which retries as it does), and no key dialog
 * (there is no person to ask; the browser opens it if its own request is refused). A failed query
 * is drawn as failed (`retryOnMount: false`), not as loading again: nothing is fetched once the
 * render has begun, and the browser hydrates such a query as it was drawn (`holdSettledErrors`).
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
}

/**
 * For queries a server-rendered page carries as failed (an answer asking again would not change):
 * while the page hydrates, their screens show the error as the server drew it instead of asking
 * again as they mount (which would draw them loading, unlike the HTML). Returns the release, for
 * when hydration is done: a screen mounted later (Back to the page) asks again, as it always has;
 * Retry, where a screen offers it, asks at any time.
 */
export function holdSettledErrors(client: QueryClient, queryKeys: readonly QueryKey[]): () => void {
  for (const queryKey of queryKeys) client.setQueryDefaults(queryKey, { retryOnMount: false });
  return () => {
    for (const queryKey of queryKeys) client.setQueryDefaults(queryKey, {});
  };
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <UrlWritesProvider>{children}</UrlWritesProvider>
    </QueryClientProvider>
  );
}
