import { Hono } from 'hono';
import { SERVER_CONFIG_PATH, type ServerConfig } from '../src/contract/schemas.ts';
import { createDemoApi, DEMO_API_KEY, demoCatalog } from './demo/demo-api.ts';
import { errorResponse } from './error-envelope.ts';
import { createProxyHandler, type ProxyOptions } from './proxy.ts';
import { withFaults } from './fault-injection.ts';

export type Backend =
  /** `faults`: honour per-request test faults (only when started with ZONESCOPE_TEST_MODE=1). */
  { kind: 'demo'; faults?: { timeoutMs: number } } | ({ kind: 'proxy' } & ProxyOptions);

/** Longest request URL accepted; the API's longest legitimate URL is far shorter. */
export const MAX_URL_LENGTH = 8192;

/**
 * The server's API surface, web-standard so it runs under Node, inside Vite's dev server and in
 * tests: `GET /zonescope/config` and `/dns/v1/*`, answered by the embedded demo API or forwarded
 * to the upstream. Read-only: anything but GET is answered 405 here and never reaches a backend.
 */
export function createApiRoutes(backend: Backend): Hono {
  const app = new Hono();
  const handle =
    backend.kind === 'proxy'
      ? createProxyHandler(backend)
      : backend.faults
        ? withFaults(createDemoHandler(), backend.faults)
        : createDemoHandler();

  const config: ServerConfig =
    backend.kind === 'demo'
      ? {
          mode: 'demo',
          serverSuppliesKey: true,
          serverOverridesKey: false,
          demo: { ...demoCatalog, apiKey: DEMO_API_KEY },
        }
      : {
          mode: 'proxy',
          serverSuppliesKey: backend.apiKey !== undefined,
          serverOverridesKey: backend.apiKey !== undefined,
        };

  app.get(SERVER_CONFIG_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });
  app.all('/zonescope/*', () => errorResponse(404, 'not_found', 'No such Zonescope endpoint.'));

  app.all('/dns/v1/*', async (c) => {
    const request = c.req.raw;
    // Hono answers HEAD with GET handlers; only a real GET is read-only by construction here.
    if (request.method !== 'GET') {
      return errorResponse(405, 'method_not_allowed', 'The DNS API is read-only here: only GET is allowed.', {
        Allow: 'GET',
      });
    }
    if (request.url.length > MAX_URL_LENGTH) {
      return errorResponse(414, 'uri_too_long', `Request URLs are limited to ${MAX_URL_LENGTH} characters.`);
    }
    if (request.headers.has('Transfer-Encoding') || Number(request.headers.get('Content-Length') ?? '0') > 0) {
      return errorResponse(413, 'body_not_allowed', 'Requests to the DNS API carry no body.');
    }
    const response = await handle(request);
    // An answer depends on the key it was asked with: no cache keeps it (docs/server.md).
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  return app;
}

/** The demo API with its key supplied server-side when the browser sends none. */
function createDemoHandler(): (request: Request) => Promise<Response> {
  const demo = createDemoApi();
  return async (request) => {
    const headers = new Headers(request.headers);
    if (!headers.has('X-Auth-Key')) headers.set('X-Auth-Key', DEMO_API_KEY);
    return demo.fetch(new Request(request.url, { method: 'GET', headers, signal: request.signal }));
  };
}
