import autocannon from 'autocannon';

export type LoadResult = { p50: number; p99: number; requestsPerSecond: number; errors: number; non2xx: number };

/** Loopback load on one URL: `connections` concurrent connections for `seconds`. */
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
