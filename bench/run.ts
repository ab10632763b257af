// `npm run bench`: measures what users feel against the production build and the demo API, in
// headless Chromium and in Node. Prints a Markdown table, writes it into docs/benchmarks.md and the
// figures into bench/results.json.
// Benchmarks measure; tests never assert timings.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runBrowserFigures } from './browser-figures.ts';
import { INITIAL_JS_BUDGET, measureBundle } from './bundle.ts';
import { DEFAULT_SERVER_RENDER_MS } from '../server/first-view.ts';
import { timeDiffInNode, timeFirstViews, timeRecordsRequest } from './node-figures.ts';
import { loadTest, measureLatency, type LatencyResult } from './server-load.ts';
import { startFloorServer } from './floor-server.ts';
import { startBareProxy, startServer } from './servers.ts';
import { formatMeasurement, summarize, type Measurement, type Row } from './stats.ts';
import { writeDocSection } from '../scripts/doc-section.ts';

const DIST = process.env.ZONESCOPE_DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url));
/** The first of the five ports the bench's servers listen on (127.0.0.1). */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4510);
/**
 * BENCH_ONLY=2,8 measures only those groups of figures: 1 (bundle), 2 (#2 in every mode, its
 * floors, keydown during hydration), 2e (the server render's bound on every screen), page (2b,
 * 3–5, 6b, 6c, 7, 9–11 in Chromium), 6a (diff in Node), 8 (server latency and load). All of them
 * when unset.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').map((group) => group.trim());
const wanted = (group: string) => ONLY === undefined || ONLY.includes(group);
const rows: Row[] = [];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function add(row: Row): void {
  rows.push(row);
  console.error(`measured ${row.id}: ${row.figure}`);
}

/** The 1-minute load average: figures taken above about 1 on this machine are taken under load. */
const load = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;
const loadBefore = load();
// The demo with server rendering off: what the browser does by itself (#2's client-rendered
// comparison and floors, and the figures that measure the app in the browser).
const direct = await startServer(PORT_BASE, { ZONESCOPE_SERVER_RENDER_MS: '0' });
// The proxy path: a second server forwarding to the first as its upstream, with a server-held key
// (so it renders first views itself, through the proxy).
const proxy = await startServer(PORT_BASE + 1, {
  DNS_API_UPSTREAM: direct.origin,
  DNS_API_KEY: 'zonescope-demo-key',
});
// The demo as `npm start` serves it: first views rendered on the server.
const rendered = await startServer(PORT_BASE + 2);
// Browser-key mode: a proxy without DNS_API_KEY, which sends the shell.
const browserKey = await startServer(PORT_BASE + 3, { DNS_API_UPSTREAM: direct.origin, DNS_API_KEY: '' });
// A proxy holding DNS_API_KEY whose DNS API is REMOTE_API_MS away (#2f): the demo behind a delay.
const REMOTE_API_MS = 60;
const remoteApi = await startFloorServer(direct.origin, [], { apiDelayMs: REMOTE_API_MS });
const remoteKey = await startServer(PORT_BASE + 4, {
  DNS_API_UPSTREAM: remoteApi.origin,
  DNS_API_KEY: 'zonescope-demo-key',
});
const path = '/dns/v1/domains/large.example.net/records?offset=0&limit=101&order_by=record_id&order_param=asc';

try {
  // 1. Bundle sizes.
  if (wanted('1')) {
    const bundle = measureBundle(DIST);
    add({
      id: '1',
      what: 'Initial JS + CSS for the first page (gzip: the entry script and the app it imports at once, which the shell preloads); each screen: its lazy chunk and the chunks it imports that the first page has not loaded',
      figure: `JS ${kib(bundle.initialJsGzip)}, CSS ${kib(bundle.initialCssGzip)}; ${Object.entries(
        bundle.routeChunksGzip,
      )
        .map(([name, size]) => `${name} ${kib(size)}`)
        .join(', ')}`,
      target: 'initial JS ≤ 150 KiB',
      met: bundle.initialJsGzip <= INITIAL_JS_BUDGET,
      data: bundle,
    });
  }

  // 2–7, 9: in Chromium (and the Node side of #2).
  const origins = {
    shell: direct.origin,
    rendered: rendered.origin,
    serverKey: proxy.origin,
    browserKey: browserKey.origin,
    remoteKey: { origin: remoteKey.origin, apiDelayMs: REMOTE_API_MS },
  };
  for (const row of await runBrowserFigures(origins, {
    requestUrl: path,
    timeInNode: timeRecordsRequest,
    only: wanted,
  }))
    add(row);

  // 2e. The server render's bound, on every screen of the 50,000-record zone (the largest data a
  // first view can be asked for), from Node: a render that cannot finish in time sends the shell.
  if (wanted('2e')) {
    const budgetMs = DEFAULT_SERVER_RENDER_MS; // what the `rendered` server runs with (no ZONESCOPE_SERVER_RENDER_MS)
    const answers = await timeFirstViews(rendered.origin, [
      '/domains/large.example.net/records',
      '/domains/large.example.net/snapshots',
      '/domains/large.example.net/snapshots/7300',
      '/domains/large.example.net/snapshots/7300/compare?with=7200',
      '/domains/large.example.net/history?id=1',
      '/domains/large.example.net/geo',
      '/templates/1001?domain_name=large.example.net',
      '/templates/1001?domain_name=large.example.net&compare=yes',
    ]);
    const slowest = Math.max(...answers.map((answer) => answer.page.median));
    const slowestHead = Math.max(...answers.map((answer) => answer.head.median));
    add({
      id: '2e',
      what: `Server render bound (${budgetMs} ms, ZONESCOPE_SERVER_RENDER_MS): navigation to each screen of large.example.net (50,000 records, 50,000-record snapshots), first visit (no cookie) and later visit (time zone told): request → the whole page read, from Node; rendered or shell. The response's head, with the page's head in it, goes before the render: its slowest median is given at the end`,
      figure: answers
        .map(
          (answer) =>
            `${answer.path.replace('/domains/large.example.net', '') || '/'} ${answer.visit} ${formatMeasurement(answer.page)} ${answer.served}`,
        )
        .join('; ')
        .concat(`; response headers within ${slowestHead.toFixed(1)} ms (slowest median)`),
      target: `every screen ≤ ${budgetMs + 50} ms`,
      met: slowest <= budgetMs + 50,
      data: answers,
    });
  }

  // 6. Diff in Node (the page's figure comes from the browser figures).
  if (wanted('6a')) {
    const diff = await timeDiffInNode(direct.origin);
    add({
      id: '6a',
      what: `Diff ${diff.sizes} records, pure function in Node`,
      figure: formatMeasurement(diff.measurement),
      target: '≤ 300 ms',
      met: diff.measurement.median <= 300,
      data: diff.measurement,
    });
  }

  // 8. Server: the same records request directly and through the proxy path. Latency at low
  // concurrency (what one person's browser sees), rounds alternating so that drift hits both;
  // throughput under load separately (on 2 cores, 50 connections mostly measure queueing).
  // The floor: a bare Node proxy (no checks, no headers of its own) in front of the same server,
  // in a process of its own: what any second HTTP hop in Node costs on this machine.
  if (wanted('8')) {
    const bareProxy = await startBareProxy(direct.origin);
    try {
      for (const origin of [direct.origin, proxy.origin, bareProxy.origin]) {
        await measureLatency(`${origin}${path}`, { connections: 4, requests: 1000 }); // warm-up
      }
      for (const connections of [1, 10]) {
        const rounds: { direct: LatencyResult; proxy: LatencyResult; bare: LatencyResult }[] = [];
        for (let round = 0; round < 3; round += 1) {
          const options = { connections, requests: 1500 };
          rounds.push({
            direct: await measureLatency(`${direct.origin}${path}`, options),
            proxy: await measureLatency(`${proxy.origin}${path}`, options),
            bare: await measureLatency(`${bareProxy.origin}${path}`, options),
          });
        }
        add(proxyRow(connections, rounds));
      }
    } finally {
      await bareProxy.stop();
    }
    await loadTest(`${direct.origin}${path}`, { connections: 50, seconds: 2 }); // warm-up
    const directLoad = await loadTest(`${direct.origin}${path}`, { connections: 50, seconds: 10 });
    const proxyLoad = await loadTest(`${proxy.origin}${path}`, { connections: 50, seconds: 10 });
    add({
      id: '8c',
      what: 'The same request under load, 50 connections × 10 s (autocannon): direct → proxy path; on 2 cores the proxy and the server it forwards to share the CPU',
      figure: `${Math.round(directLoad.requestsPerSecond)} → ${Math.round(proxyLoad.requestsPerSecond)} req/s; p50 ${directLoad.p50} → ${proxyLoad.p50} ms, p99 ${directLoad.p99} → ${proxyLoad.p99} ms; errors ${directLoad.errors + directLoad.non2xx} / ${proxyLoad.errors + proxyLoad.non2xx}`,
      target: '—',
      met: null,
      data: { direct: directLoad, proxy: proxyLoad },
    });
  }
} finally {
  await remoteKey.stop();
  await remoteApi.close();
  await browserKey.stop();
  await rendered.stop();
  await proxy.stop();
  await direct.stop();
}

/** #8a/#8b: the records request direct, through the Zonescope proxy and through the bare floor proxy. */
function proxyRow(
  connections: number,
  rounds: readonly { direct: LatencyResult; proxy: LatencyResult; bare: LatencyResult }[],
): Row {
  type Round = (typeof rounds)[number];
  const of = (pick: (round: Round) => number, unit = 'ms'): Measurement => summarize(rounds.map(pick), unit);
  const p50 = { direct: of((r) => r.direct.p50), proxy: of((r) => r.proxy.p50), bare: of((r) => r.bare.p50) };
  const added = of((r) => r.proxy.p50 - r.direct.p50);
  const bareAdded = of((r) => r.bare.p50 - r.direct.p50);
  const p99 = { direct: of((r) => r.direct.p99), proxy: of((r) => r.proxy.p99) };
  const rps = {
    direct: of((r) => r.direct.requestsPerSecond, 'req/s'),
    proxy: of((r) => r.proxy.requestsPerSecond, 'req/s'),
  };
  const errors = rounds.reduce((sum, r) => sum + r.direct.errors + r.proxy.errors + r.bare.errors, 0);
  return {
    id: connections === 1 ? '8a' : '8b',
    what: `Records request (50k zone, limit 101, as the page asks), ${connections} keep-alive connection${connections === 1 ? '' : 's'}, 1,500 requests per round, 3 rounds: direct → proxy path, and through a bare Node proxy (the floor: any second hop); request written → body read`,
    figure: `p50 ${p50.direct.median.toFixed(2)} → ${p50.proxy.median.toFixed(2)} ms (proxy adds ${added.median.toFixed(2)} ms, ${added.min.toFixed(2)}–${added.max.toFixed(2)}; the bare proxy adds ${bareAdded.median.toFixed(2)}); p99 ${p99.direct.median.toFixed(1)} → ${p99.proxy.median.toFixed(1)} ms; ${Math.round(rps.direct.median)} → ${Math.round(rps.proxy.median)} req/s; errors ${errors}`,
    target: 'proxy adds ≤ 1 ms at p50',
    met: added.median <= 1,
    data: { p50, addedAtP50: added, bareAddedAtP50: bareAdded, p99, requestsPerSecond: rps, errors },
  };
}

const machine = {
  date: new Date().toISOString().slice(0, 10),
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverage: { before: loadBefore, after: load() },
};
rows.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
const table = [
  `Measured ${machine.date} on ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, 1-minute load average ${machine.loadAverage.before} before and ${machine.loadAverage.after} after; median (min–max, n = runs).`,
  '',
  '| # | What | Measured | Target | Met |',
  '|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.id} | ${row.what} | ${row.figure} | ${row.target} | ${row.met === null ? '—' : row.met ? 'yes' : '**no**'} |`,
  ),
].join('\n');
console.log(table);
// A partial run (BENCH_ONLY) replaces neither the full run's results nor its table in docs/.
if (ONLY === undefined) {
  writeDocSection(new URL('../docs/benchmarks.md', import.meta.url), 'bench', table);
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify({ machine, rows }, null, 2)}\n`);
}
