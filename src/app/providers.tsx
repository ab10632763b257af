import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
 * (there is no person to ask; the browser opens it if its own request is refused).
 */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <UrlWritesProvider>{children}</UrlWritesProvider>
    </QueryClientProvider>
  );
}
