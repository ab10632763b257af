import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import { errorResponse } from './error-envelope.ts';

/**
 * The answers Hono never sees, with the same security headers as its own (`headers`: those of an API
 * answer, read from `securityHeaders` by apiSecurityHeaders) and the server's error envelope:
 *
 * - `errorHandler`, for the Node adapter (`getRequestListener`): a request it cannot make a web
 *   Request of (a malformed `Host`, a backslash in the path, `GET *`) is a 400; a handler that
 *   throws, a 500. Without it the adapter answers those with a bare status.
 * - `onClientError`, for the HTTP server's `clientError`: what Node refuses before any handler (a
 *   header line it cannot parse, headers too large, a request not sent in time, Content-Length with
 *   Transfer-Encoding), answered with Node's own statuses. Without it Node writes a bare status line.
 */
export async function nodeErrorAnswers(headers: Headers): Promise<{
  errorHandler: (error: unknown) => Response;
  onClientError: (error: Error, socket: Duplex) => void;
}> {
  const raw = new Map<number, string>();
  for (const [status, reason, code, message] of CLIENT_ERRORS) {
    const response = errorResponse(status, code, message, headers);
    const body = await response.text();
    const lines = [`HTTP/1.1 ${status} ${reason}`];
    for (const [name, value] of response.headers) lines.push(`${name}: ${value}`);
    lines.push(`content-length: ${Buffer.byteLength(body)}`, 'connection: close');
    raw.set(status, `${lines.join('\r\n')}\r\n\r\n${body}`);
  }

  return {
    errorHandler: (error) =>
      error instanceof RequestError
        ? errorResponse(400, 'bad_request', 'The request could not be read.', headers)
        : errorResponse(500, 'internal_error', 'The server could not answer this request.', headers),
    onClientError: (error, socket) => {
      // A request whose answer has begun on this connection: nothing can be written after it.
      const inProgress: unknown = Reflect.get(socket, '_httpMessage');
      const answering = typeof inProgress === 'object' && inProgress !== null && Reflect.get(inProgress, '_headerSent');
      const code = 'code' in error ? error.code : undefined;
      if (code === 'ECONNRESET' || !socket.writable || answering === true) {
        socket.destroy();
        return;
      }
      socket.end(raw.get(statusOf(code)));
    },
  };
}

/** Node's own choice of status for a refused request (its default clientError handler's). */
function statusOf(code: unknown): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const CLIENT_ERRORS: readonly (readonly [number, string, string, string])[] = [
  [400, 'Bad Request', 'bad_request', 'The request could not be read.'],
  [408, 'Request Timeout', 'request_timeout', 'The request was not sent in time.'],
  [413, 'Payload Too Large', 'payload_too_large', 'The request is too large.'],
  [431, 'Request Header Fields Too Large', 'headers_too_large', 'The request headers are too large.'],
];
