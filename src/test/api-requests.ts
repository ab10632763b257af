import { afterEach, beforeEach } from 'vitest';
import { mswServer } from './msw-server.ts';

/**
 * Records every DNS API request the app makes during each test of the calling file; the returned
 * list is emptied before each test. Call it at the top of a test file:
 * `const requests = recordApiRequests();` … `expect(requests.map((url) => url.search)).toEqual([...])`.
 */
export function recordApiRequests(): URL[] {
  const requests: URL[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/dns/v1/')) requests.push(url);
  };
  beforeEach(() => {
    requests.length = 0;
    mswServer.events.on('request:start', record);
  });
  afterEach(() => {
    mswServer.events.removeListener('request:start', record);
  });
  return requests;
}
