import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { UpstreamAnswer, UpstreamClient } from './proxy.ts';

/**
 * Bodies up to this size are read whole before the proxy answers: the Node adapter writes a whole
 * body in one go, far cheaper than relaying a stream. Larger ones (a 50,000-record snapshot) stream.
 */
const WHOLE_BODY_LIMIT = 1 << 20;

/**
 * The proxy's HTTP client: Node's own, with kept-alive connections to `upstream`, and bodies passed
 * on as sent (`fetch` would decode a compressed body, which the proxy would then compress again).
 * Never follows a redirect.
 */
export function createNodeUpstreamClient(upstream: URL): UpstreamClient {
  const secure = upstream.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  return (target, headers, signal) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      const outgoing = send(target, { method: 'GET', headers, agent, signal }, (response) =>
        resolve({
          status: response.statusCode ?? 502,
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          },
          body: () => readBody(response),
          discard: () => void response.resume(),
        }),
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
}

/**
 * The body of `response`: whole when it ends within {@link WHOLE_BODY_LIMIT} bytes, else a stream
 * that starts with what was read so far and relays the rest as it arrives.
 */
function readBody(
  response: IncomingMessage,
): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer<ArrayBuffer>[] = [];
    let size = 0;
    const stop = () => {
      response.off('data', onData);
      response.off('end', onEnd);
      response.off('error', onError);
    };
    const onData = (chunk: Buffer<ArrayBuffer>) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= WHOLE_BODY_LIMIT) return;
      stop();
      response.pause();
      resolve(relay(response, chunks));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    response.on('data', onData);
    response.on('end', onEnd);
    response.on('error', onError);
  });
}

/** `head`, then the rest of `response` (paused), as a stream that reads only as fast as it is read. */
function relay(
  response: IncomingMessage,
  head: readonly Buffer<ArrayBuffer>[],
): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
      response.on('data', (chunk: Buffer<ArrayBuffer>) => {
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) response.pause();
      });
      response.on('end', () => controller.close());
      response.on('error', (error) => controller.error(error));
    },
    pull() {
      response.resume();
    },
    cancel() {
      response.destroy();
    },
  });
}
