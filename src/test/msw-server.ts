import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiRoutes } from '../../server/api-routes.ts';

/**
 * Component and API tests talk to the real demo API (the same Hono routes `npm start` serves), so
 * fixtures cannot drift from it. A request nobody handles fails the test.
 */
const routes = createApiRoutes({ kind: 'demo' });

export const demoHandlers = [
  http.all('*/dns/v1/*', ({ request }) => routes.fetch(request)),
  http.all('*/zonescope/*', ({ request }) => routes.fetch(request)),
];

export const mswServer = setupServer(...demoHandlers);
