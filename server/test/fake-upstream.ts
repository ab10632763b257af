import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

export type RecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders };

export type FakeUpstream = {
  origin: string;
  requests: RecordedRequest[];
  /** How to answer the next requests; the default answers an ok envelope echoing the path. */
  respondWith: (responder: (request: RecordedRequest, response: ServerResponse) => void) => void;
  close: () => Promise<void>;
};

/** A real HTTP server on loopback that records every request it receives. */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  let responder = (request: RecordedRequest, response: ServerResponse): void => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', response: { path: request.url } }));
  };
  const server: Server = createServer((req, res) => {
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    requests.push(recorded);
    req.resume();
    responder(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake upstream has no TCP port');
  const { port } = address;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
