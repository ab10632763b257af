import autocannon from 'autocannon';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { summarize } from './stats.ts';

export type LoadResult = { p50: number; p99: number; requestsPerSecond: number; errors: number; non2xx: number };

/** Loopback load on one URL: `connections` concurrent connections for `seconds` (autocannon). */
export async function loadTest(url: string, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export type LatencyResult = {
  connections: number;
  requests: number;
  /** Milliseconds, to the microsecond: request written → last byte of the body read. */
  p50: number;
  p90: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
};

function getOnce(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(url, { agent, method: 'GET' }, (response) => {
      response.on('data', () => {});
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject()));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/**
 * Latency at a fixed, low concurrency: `connections` keep-alive connections, each sending its next
 * request as soon as the previous answer is read, `requests` in all, timed one by one with
 * sub-millisecond precision (autocannon's histogram rounds to whole milliseconds).
 */
export async function measureLatency(
  target: string,
  options: { connections: number; requests: number },
): Promise<LatencyResult> {
  const url = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: number[] = [];
  let errors = 0;
  let left = options.requests;
  const started = performance.now();
  const worker = async () => {
    while (left > 0) {
      left -= 1;
      try {
        samples.push(await getOnce(url, agent));
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    connections: options.connections,
    requests: samples.length,
    p50: summarize(samples, 'ms').median,
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    requestsPerSecond: samples.length / seconds,
    errors,
  };
}
