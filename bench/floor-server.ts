// Where #2's floors are served from: a plain Node HTTP server on its own port, answering their
// pages from memory and passing the floor's API request on to the app's server. Not the browser
// context's `route`: that answers through the DevTools protocol and the bench's own event loop,
// and made the React floor (a page and a script, each routed) about 20 ms slower than the same
// bytes from a server (interleaved cold loads, docs/benchmarks.md) — a handicap for the floor,
// so a flattering ratio for the page measured against it.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

/** A page the floor server answers: its path, content and headers. */
export type FloorFile = { path: string; contentType: string; body: string; headers?: Record<string, string> };

export type FloorServer = { origin: string; close: () => Promise<void> };

/**
 * Serves `files` at their paths and passes every `/dns/v1/` request on to `apiOrigin` (the floor
 * page fetches the same records request as the app, from its own origin as the app does: one
 * loopback hop more than the app's own request, #8a's proxy overhead, well under a millisecond),
 * after `apiDelayMs` (0 unless said: with files or without, a DNS API that far away).
 */
export async function startFloorServer(
  apiOrigin: string,
  files: readonly FloorFile[],
  { apiDelayMs = 0 }: { apiDelayMs?: number } = {},
): Promise<FloorServer> {
  const api = new URL(apiOrigin);
  const byPath = new Map(files.map((file) => [file.path, file]));
  const passOn = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (apiDelayMs > 0) return void setTimeout(() => forward(incoming, outgoing), apiDelayMs);
    forward(incoming, outgoing);
  };
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = request(
      {
        host: api.hostname,
        port: api.port,
        path: incoming.url,
        method: 'GET',
        headers: { accept: 'application/json' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          'content-type': answer.headers['content-type'] ?? 'text/plain',
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    upstream.end();
  };
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://floor').pathname;
    if (path.startsWith('/dns/v1/')) return passOn(incoming, outgoing);
    const file = byPath.get(path);
    if (!file) return void outgoing.writeHead(404).end();
    outgoing.writeHead(200, { ...file.headers, 'content-type': file.contentType }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the floor server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
