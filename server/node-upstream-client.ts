import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import {
  brotliDecompress,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  gunzip,
  inflate,
  type BrotliDecompress,
  type Gunzip,
  type Inflate,
} from 'node:zlib';
import {
  CHECKED_BODY_LIMITS,
  DECODED_CODINGS,
  UpstreamBusyError,
  type BodyLimits,
  type CheckedBody,
  type DecodedCoding,
  type RelayBound,
  type RelayCut,
  type UpstreamAnswer,
  type UpstreamClient,
} from './proxy.ts';

/**
 * Bodies up to this size are read whole before the proxy answers: the Node adapter writes a whole
 * body in one go, far cheaper than relaying a stream. Larger ones (a 50,000-record snapshot) stream.
 */
const WHOLE_BODY_LIMIT = 1 << 20;

export type UpstreamClientOptions = {
  /** Connections to the upstream at most (64); further requests wait for one. */
  maxConnections?: number;
  /** Requests that may wait for a connection (512); beyond, the client refuses at once. */
  maxWaiting?: number;
};

export const DEFAULT_UPSTREAM_CONNECTIONS = 64;
export const DEFAULT_UPSTREAM_WAITING = 512;

/**
 * The proxy's HTTP client: Node's own, with at most `maxConnections` kept-alive connections to
 * `upstream`, and bodies passed on as sent (`fetch` would decode a compressed body, which the proxy
 * would then compress again). Never follows a redirect. When `maxConnections + maxWaiting` requests
 * are in flight, a new one is refused with UpstreamBusyError rather than queued without end.
 */
export function createNodeUpstreamClient(upstream: URL, options: UpstreamClientOptions = {}): UpstreamClient {
  const maxConnections = options.maxConnections ?? DEFAULT_UPSTREAM_CONNECTIONS;
  const maxInFlight = maxConnections + (options.maxWaiting ?? DEFAULT_UPSTREAM_WAITING);
  const secure = upstream.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: maxConnections };
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  const send = secure ? httpsRequest : httpRequest;
  let inFlight = 0;
  return (target, headers, signal) => {
    if (inFlight >= maxInFlight) return Promise.reject(new UpstreamBusyError());
    return new Promise<UpstreamAnswer>((resolve, reject) => {
      let answered = false;
      const outgoing = send(target, { method: 'GET', headers, agent, signal }, (response) => {
        answered = true;
        resolve(answerOf(response, signal));
      });
      inFlight += 1;
      let done = false;
      const release = () => {
        if (!done) inFlight -= 1;
        done = true;
      };
      // 'close' comes once the answer has been read or dropped; 'error' (before its 'close') when
      // the request failed or was aborted. A close with neither: an answer Node does not pass on
      // (`101 Switching Protocols` to a request that asked for no upgrade: the socket is dropped,
      // no response, no error, and a later abort does nothing) — without this, never settled.
      outgoing.once('close', () => {
        release();
        if (!answered) reject(new Error('The upstream closed the request without an answer.'));
      });
      outgoing.on('error', (error) => {
        release();
        reject(error);
      });
      outgoing.end();
    });
  };
}

/** A decoder for each content coding the proxy checks: streamed (a prefix) and whole (a bounded body). */
const DECODERS: Record<
  DecodedCoding,
  {
    stream: () => Gunzip | Inflate | BrotliDecompress;
    whole: (sent: Buffer, maxOutputLength: number) => Promise<Buffer>;
  }
> = {
  gzip: {
    stream: createGunzip,
    whole: (sent, maxOutputLength) =>
      new Promise((resolve, reject) =>
        gunzip(sent, { maxOutputLength }, (error, result) => (error ? reject(error) : resolve(result))),
      ),
  },
  deflate: {
    stream: createInflate,
    whole: (sent, maxOutputLength) =>
      new Promise((resolve, reject) =>
        inflate(sent, { maxOutputLength }, (error, result) => (error ? reject(error) : resolve(result))),
      ),
  },
  br: {
    stream: createBrotliDecompress,
    whole: (sent, maxOutputLength) =>
      new Promise((resolve, reject) =>
        brotliDecompress(sent, { maxOutputLength }, (error, result) => (error ? reject(error) : resolve(result))),
      ),
  },
};

/** The coding of a Content-Encoding header: none, one the proxy checks, or null (another, or several). */
function codingOf(header: string | undefined): DecodedCoding | 'identity' | null {
  const coding = (header ?? '').trim().toLowerCase();
  if (coding === '' || coding === 'identity') return 'identity';
  if (coding === 'x-gzip') return 'gzip';
  return DECODED_CODINGS.find((known) => known === coding) ?? null;
}

function answerOf(response: IncomingMessage, signal: AbortSignal): UpstreamAnswer {
  const header = (name: string) => {
    const value = response.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const coding = codingOf(header('content-encoding'));
  const sent = new SentBody(response, signal);
  const asSent = async (bound: RelayBound) => {
    await sent.fill(Math.min(WHOLE_BODY_LIMIT, bound.maxBytes));
    return sent.ended && sent.size <= bound.maxBytes ? sent.whole() : relay(response, sent, bound);
  };
  return {
    status: response.statusCode ?? 502,
    header,
    peek: async (bytes) => {
      if (coding === null) return null;
      if (coding === 'identity') {
        await sent.fill(bytes - 1);
        return sent.head(bytes);
      }
      return decodePrefix(sent, DECODERS[coding].stream(), bytes);
    },
    body: asSent,
    decodedBody: async (bound) => {
      if (coding === 'identity') return asSent(bound);
      if (coding === null) {
        response.destroy();
        return 'undecodable';
      }
      await sent.fill(Math.min(WHOLE_BODY_LIMIT, bound.maxBytes));
      const streamed = () => relay(response, sent, bound, DECODERS[coding].stream());
      if (!sent.ended || sent.size > bound.maxBytes) return streamed();
      // Whole only when it unpacks to no more than a whole body may be: a few kilobytes sent can
      // unpack to the full bound, which a stream holds a little of at a time.
      const wholeLimit = Math.min(WHOLE_BODY_LIMIT, bound.maxBytes);
      try {
        return arrayBufferBacked(await DECODERS[coding].whole(sent.whole(), wholeLimit));
      } catch (error) {
        if (!isTooLarge(error)) return 'undecodable';
        return wholeLimit < bound.maxBytes ? streamed() : 'too-large';
      }
    },
    readChecked: async (limits: BodyLimits): Promise<CheckedBody> => {
      await sent.fill(limits.sentBytes);
      if (!sent.ended) {
        response.destroy();
        return { kind: 'too-large' };
      }
      const bytes = sent.whole();
      if (coding === null) return { kind: 'undecodable' };
      if (coding === 'identity') {
        return bytes.length > limits.decodedBytes
          ? { kind: 'too-large' }
          : { kind: 'read', sent: bytes, decoded: bytes };
      }
      try {
        return {
          kind: 'read',
          sent: bytes,
          decoded: arrayBufferBacked(await DECODERS[coding].whole(bytes, limits.decodedBytes)),
        };
      } catch (error) {
        return { kind: isTooLarge(error) ? 'too-large' : 'undecodable' };
      }
    },
    discard: () => {
      if (response.complete) response.resume();
      else response.destroy();
    },
  };
}

/** `bytes` as the web's body types take them: the same memory when it is an ArrayBuffer's (as zlib's output is). */
function arrayBufferBacked(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer ? new Uint8Array(buffer, bytes.byteOffset, bytes.length) : new Uint8Array(bytes);
}

/** Whether a decoder gave up because its output went past its `maxOutputLength`. */
function isTooLarge(error: unknown): boolean {
  return error instanceof RangeError && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE';
}

const CLOSED_EARLY = 'The upstream closed the connection before the end of the body.';
const GIVEN_UP = 'The request was given up on before the end of its body was read.';

/** The body of an upstream answer as read so far; reads on only when asked to. */
class SentBody {
  readonly chunks: Buffer<ArrayBuffer>[] = [];
  size = 0;
  ended = false;
  private readonly response: IncomingMessage;
  private readonly signal: AbortSignal;

  constructor(response: IncomingMessage, signal: AbortSignal) {
    this.response = response;
    this.signal = signal;
  }

  /**
   * Whether the request was given up on (its signal aborted) before the end of the body was read:
   * Node then throws away what the answer holds unread and ends it as if it were whole, so an end
   * seen after that says nothing of the body (a 2 KB gzipped answer read on came out as its
   * 10-byte header, taken for a corrupt one).
   */
  cutShort(): boolean {
    return !this.ended && this.signal.aborted;
  }

  /**
   * Reads on until more than `limit` bytes are held or the body has ended, then pauses. Rejects
   * when the connection fails, is aborted (the request's signal) or closes before the end.
   */
  fill(limit: number): Promise<void> {
    const { response } = this;
    if (this.cutShort()) return Promise.reject(new Error(GIVEN_UP));
    // 'end' may have come while nobody listened (it follows the last chunk even when paused).
    if (response.readableEnded) this.ended = true;
    if (this.ended || this.size > limit) return Promise.resolve();
    if (response.destroyed) return Promise.reject(response.errored ?? new Error(CLOSED_EARLY));
    return new Promise((resolve, reject) => {
      const stop = () => {
        response.pause();
        response.off('data', onData);
        response.off('end', onEnd);
        response.off('error', onError);
        response.off('close', onClose);
      };
      const onData = (chunk: Buffer<ArrayBuffer>) => {
        this.chunks.push(chunk);
        this.size += chunk.length;
        if (this.size <= limit) return;
        stop();
        resolve();
      };
      const onEnd = () => {
        stop();
        if (this.signal.aborted) return reject(new Error(GIVEN_UP));
        this.ended = true;
        resolve();
      };
      const onError = (error: Error) => {
        stop();
        reject(error);
      };
      const onClose = () => onError(new Error(CLOSED_EARLY));
      response.on('data', onData);
      response.on('end', onEnd);
      response.on('error', onError);
      response.on('close', onClose);
      response.resume();
    });
  }

  /** The first `bytes` bytes held. */
  head(bytes: number): Buffer {
    let count = 0;
    let size = 0;
    while (count < this.chunks.length && size < bytes) size += this.chunks[count++]?.length ?? 0;
    return Buffer.concat(this.chunks.slice(0, count)).subarray(0, bytes);
  }

  whole(): Buffer<ArrayBuffer> {
    return Buffer.concat(this.chunks, this.size);
  }
}

/**
 * The first `bytes` bytes of `sent` decoded with `decoder`, feeding it what has been read and
 * reading on as needed, up to CHECKED_BODY_LIMITS.sentBytes of the body. The decoder is stopped as
 * soon as it has given enough, so that a highly compressed body is not unpacked any further. A body
 * that fails to decode gives what it gave before.
 */
async function decodePrefix(
  sent: SentBody,
  decoder: Gunzip | Inflate | BrotliDecompress,
  bytes: number,
): Promise<Buffer> {
  const output = { chunks: [] as Buffer[], size: 0 };
  const stopped = new Promise<void>((resolve) => {
    decoder.on('data', (chunk: Buffer) => {
      output.chunks.push(chunk);
      output.size += chunk.length;
      if (output.size >= bytes) decoder.destroy();
    });
    decoder.on('error', () => resolve());
    decoder.on('close', () => resolve());
    decoder.on('end', () => resolve());
  });
  try {
    let fed = 0;
    while (!decoder.destroyed && output.size < bytes) {
      const chunk = sent.chunks[fed];
      if (chunk === undefined) {
        if (sent.ended) {
          decoder.end();
          await stopped;
          break;
        }
        if (sent.size > CHECKED_BODY_LIMITS.sentBytes) break;
        await sent.fill(sent.size);
        continue;
      }
      fed += 1;
      await Promise.race([new Promise((resolve) => decoder.write(chunk, resolve)), stopped]);
    }
  } finally {
    decoder.destroy();
  }
  return Buffer.concat(output.chunks).subarray(0, bytes);
}

/**
 * What `sent` holds, then the rest of `response` (paused), as a stream that reads only as fast as it
 * is read: the body as sent (one add per chunk, nothing copied), or through `decoder`, unpacked
 * (the decoder's own buffers pass the pressure back to the connection). Counts what it reads and
 * what it gives: past `bound.maxBytes` either way, when what it unpacks does not decode (corrupt,
 * or cut short inside its coding), or when the connection fails or closes before the end (the
 * request's signal aborting it included), the connection and the decoder are closed and the stream
 * errors with `bound.cut`'s reason, once: never the connection's own error, whose stack the Node
 * adapter would print.
 */
function relay(
  response: IncomingMessage,
  sent: SentBody,
  bound: RelayBound,
  decoder?: Gunzip | Inflate | BrotliDecompress,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let read = sent.size;
  let given = 0;
  let done = false;
  const settle = () => {
    done = true;
    bound.settled();
  };
  // Where the stream's chunks come from, paused while the stream is full.
  const output = decoder ?? response;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      const cut = (why: RelayCut) => {
        if (done) return;
        settle();
        response.destroy();
        decoder?.destroy();
        controller.error(bound.cut(why));
      };
      const finish = () => {
        if (done) return;
        settle();
        controller.close();
      };
      const give = (chunk: Buffer<ArrayBuffer>) => {
        given += chunk.length;
        if (given > bound.maxBytes) return cut('too-large');
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) <= 0) output.pause();
      };
      if (read > bound.maxBytes) return cut('too-large');
      if (decoder === undefined) for (const chunk of sent.chunks) give(chunk);
      else {
        // Once cut or cancelled, what the decoder still gives is dropped.
        decoder.on('data', (chunk: Buffer<ArrayBuffer>) => done || give(chunk));
        decoder.on('end', finish);
        decoder.on('error', () => cut('undecodable'));
        decoder.on('drain', () => response.resume());
        for (const chunk of sent.chunks) decoder.write(chunk);
      }
      const ended = () => (decoder === undefined ? finish() : decoder.end());
      // The end (or a failure) may have come while the body was paused and nobody listened.
      if (response.readableEnded) return void ended();
      if (response.destroyed) return cut('failed');
      // Once cut or cancelled, a chunk or an end already on its way is dropped.
      response.on('data', (chunk: Buffer<ArrayBuffer>) => {
        if (done) return;
        read += chunk.length;
        if (read > bound.maxBytes) return cut('too-large');
        if (decoder === undefined) give(chunk);
        else if (!decoder.write(chunk)) response.pause();
      });
      // An end after the request was given up on is no end of the body (SentBody.cutShort).
      response.on('end', () => done || (sent.cutShort() ? cut('failed') : ended()));
      response.on('error', () => cut('failed'));
      // After 'end' once the whole body was read; alone when the connection closed early.
      response.on('close', () => response.complete || cut('failed'));
      if (decoder !== undefined) response.resume();
    },
    pull() {
      output.resume();
    },
    cancel() {
      if (!done) settle();
      response.destroy();
      decoder?.destroy();
    },
  });
}
