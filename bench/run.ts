// `npm run bench`: measures what users feel against the production build and the demo API, in
// headless Chromium and in Node. Prints a Markdown table and writes bench/results.json.
// Benchmarks measure; tests never assert timings.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runBrowserFigures } from './browser-figures.ts';
import { measureBundle } from './bundle.ts';
import { timeDiffInNode, timeRecordsRequest } from './node-figures.ts';
import { loadTest } from './server-load.ts';
import { startServer } from './servers.ts';
import { formatMeasurement, type Row } from './stats.ts';

const DIST = process.env.ZONESCOPE_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
const DIRECT_PORT = 4510;
const PROXY_PORT = 4511;
const rows: Row[] = [];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function add(row: Row): void {
  rows.push(row);
  console.error(`measured ${row.id}: ${row.figure}`);
}

const direct = await startServer(DIRECT_PORT);
// The proxy path: a second server forwarding to the first as its upstream, with a server-held key.
const proxy = await startServer(PROXY_PORT, { DNS_API_UPSTREAM: direct.origin, DNS_API_KEY: 'zonescope-demo-key' });

try {
  // 1. Bundle sizes.
  const bundle = measureBundle(DIST);
  add({
    id: '1',
    what: 'Initial JS + CSS for the first page (gzip); route chunks',
    figure: `JS ${kib(bundle.initialJsGzip)}, CSS ${kib(bundle.initialCssGzip)}; ${Object.entries(
      bundle.routeChunksGzip,
    )
      .map(([name, size]) => `${name} ${kib(size)}`)
      .join(', ')}`,
    target: 'initial JS ≤ 150 KiB',
    met: bundle.initialJsGzip <= 150 * 1024,
    data: bundle,
  });

  // 2–5, 7, 9: in Chromium.
  const recordsUrl = `${direct.origin}/dns/v1/domains/large.example.net/records`;
  const nodeRequest = await timeRecordsRequest(recordsUrl);
  for (const row of await runBrowserFigures(direct.origin, { nodeRequest })) add(row);

  // 6. Diff in Node (the page's figure comes from the browser figures).
  const diff = await timeDiffInNode(direct.origin);
  add({
    id: '6a',
    what: `Diff ${diff.sizes} records, pure function in Node`,
    figure: formatMeasurement(diff.measurement),
    target: '≤ 300 ms',
    met: diff.measurement.median <= 300,
    data: diff.measurement,
  });

  // 8. Server: the same records request directly and through the proxy path.
  const path = '/dns/v1/domains/large.example.net/records?limit=100&order_by=idn_record_name';
  const keyed = (origin: string) => `${origin}${path}`;
  await loadTest(keyed(direct.origin), { connections: 50, seconds: 2 }); // warm-up
  const directLoad = await loadTest(keyed(direct.origin), { connections: 50, seconds: 10 });
  const proxyLoad = await loadTest(keyed(proxy.origin), { connections: 50, seconds: 10 });
  add({
    id: '8',
    what: 'Records request (50k zone, limit 100), 50 connections × 10 s: direct → proxy path',
    figure: `p50 ${directLoad.p50} → ${proxyLoad.p50} ms, p99 ${directLoad.p99} → ${proxyLoad.p99} ms, ${Math.round(directLoad.requestsPerSecond)} → ${Math.round(proxyLoad.requestsPerSecond)} req/s, errors ${directLoad.errors + directLoad.non2xx} / ${proxyLoad.errors + proxyLoad.non2xx}`,
    target: 'proxy adds ≤ 1 ms at p50',
    met: proxyLoad.p50 - directLoad.p50 <= 1,
    data: { direct: directLoad, proxy: proxyLoad },
  });
} finally {
  await proxy.stop();
  await direct.stop();
}

const machine = {
  date: new Date().toISOString().slice(0, 10),
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
const table = [
  `Measured ${machine.date} on ${machine.cores} cores (${machine.cpu}), Node ${machine.node}; median (min–max, runs).`,
  '',
  '| # | What | Measured | Target | Met |',
  '|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.id} | ${row.what} | ${row.figure} | ${row.target} | ${row.met === null ? '—' : row.met ? 'yes' : '**no**'} |`,
  ),
].join('\n');
console.log(table);
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ machine, rows }, null, 2)}\n`);
