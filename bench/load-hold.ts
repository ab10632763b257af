// `npm run load`: can the server hold a sustained loopback load? About 200 concurrent connections
// for 20 s on the records endpoint of the 50,000-record zone, directly and through the proxy path,
// with zero errors and bounded memory (each server's heap is capped, see HEAP_MIB). Prints a Markdown table and writes bench/load-results.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { loadTest, type LoadResult } from './server-load.ts';
import { startServer, type RunningServer } from './servers.ts';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const PATHS = [
  '/dns/v1/domains/large.example.net/records?limit=100',
  '/dns/v1/domains/large.example.net/records?offset=20000&limit=250&order_by=idn_record_value&order_param=desc',
  '/dns/v1/domains/large.example.net/records?search_text=host-1&limit=100',
];

type Outcome = LoadResult & {
  path: string;
  via: string;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssAfterMiB: number;
};

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Load while sampling the resident memory of every server involved. */
async function hold(via: string, target: RunningServer, watched: RunningServer[], path: string): Promise<Outcome> {
  const rss = () => watched.reduce((sum, server) => sum + server.residentBytes(), 0);
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 250);
  const result = await loadTest(`${target.origin}${path}`, { connections: CONNECTIONS, seconds: SECONDS });
  clearInterval(sampler);
  return { ...result, path, via, rssBeforeMiB: mib(before), rssPeakMiB: mib(peak), rssAfterMiB: mib(rss()) };
}

/**
 * Each server runs with its V8 heap capped: a server that kept what it served would run out of
 * heap and fail requests within the run, so zero errors under the cap shows memory stays bounded
 * (resident size alone grows while V8 collects lazily).
 */
const HEAP_MIB = Number(process.env.LOAD_HEAP_MIB ?? 320);
const capped = { NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB}` };
const direct = await startServer(4520, capped);
const proxy = await startServer(4521, {
  ...capped,
  DNS_API_UPSTREAM: direct.origin,
  DNS_API_KEY: 'zonescope-demo-key',
});
const outcomes: Outcome[] = [];
try {
  for (const path of PATHS) {
    outcomes.push(await hold('direct', direct, [direct], path));
    outcomes.push(await hold('proxy', proxy, [direct, proxy], path));
  }
} finally {
  await proxy.stop();
  await direct.stop();
}

const measured = `${CONNECTIONS} connections × ${SECONDS} s per row (autocannon, loopback), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores; each server's V8 heap capped at ${HEAP_MIB} MiB (\`--max-old-space-size\`); memory is the resident size of the server process(es) — through the proxy path, both the proxy and the demo server behind it.`;
const table = [
  measured,
  '',
  '| Path | Via | Requests/s | p50 | p99 | Errors | Non-2xx | Memory before → peak → after |',
  '|---|---|---|---|---|---|---|---|',
  ...outcomes.map(
    (o) =>
      `| \`${o.path.replace('/dns/v1/domains/large.example.net', '…')}\` | ${o.via} | ${Math.round(o.requestsPerSecond)} | ${o.p50} ms | ${o.p99} ms | ${o.errors} | ${o.non2xx} | ${o.rssBeforeMiB} → ${o.rssPeakMiB} → ${o.rssAfterMiB} MiB |`,
  ),
].join('\n');
console.log(table);
writeFileSync(new URL('./load-results.json', import.meta.url), `${JSON.stringify({ measured, outcomes }, null, 2)}\n`);
const failed = outcomes.some((o) => o.errors > 0 || o.non2xx > 0);
process.exitCode = failed ? 1 : 0;
