import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';

/** Renders the whole app at `url` with a memory router and a fresh QueryClient that does not retry. */
export function renderApp(url: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
