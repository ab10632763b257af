// `npm run load`: can the server hold a sustained loopback load? About 200 concurrent connections
// for 20 s on the records endpoint of the 50,000-record zone, directly and through the proxy path,
// with zero errors and bounded memory (see HEAP_GROWTH_LIMIT_MIB). Prints a Markdown table and
// writes bench/load-results.json (LOAD_RESULTS_FILE to write elsewhere, e.g. for a short trial:
// `LOAD_SECONDS=3 LOAD_CONNECTIONS=20 LOAD_RESULTS_FILE=/tmp/load.json npm run load`; ports: LOAD_PORT).
// Exits 1 on any error, any non-2xx answer, or memory that is not bounded.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { loadTest, type LoadResult } from './server-load.ts';
import { assertPortFree, startServer, type RunningServer } from './servers.ts';

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
  /** Live memory after the round and a full GC (see liveBytes), summed over the servers involved. */
  liveAfterGcMiB: number;
};

/** A server under load, with the inspector port its live memory is read through. */
type Watched = { name: string; server: RunningServer; inspectPort: number; liveMiB: number[] };

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const mib1 = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * What a server holds after a full garbage collection: V8's heap in use plus memory outside it
 * (`external`: Buffers and ArrayBuffers, which --max-old-space-size does not cap), read through the
 * server's inspector (loopback only, open for the run; each reading makes the server print
 * "Debugger attached" on stderr). This is what a leak makes grow; resident size is not: it rises
 * while V8 expands its heap lazily towards the cap and stays up after a collection (197 → 329 MiB
 * over the rounds of a healthy run).
 */
async function liveBytes(inspectPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (url === undefined) throw new Error(`no inspector target on port ${inspectPort}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  type Reply = { id?: number; result?: { result?: { value?: unknown } } };
  let lastId = 0;
  const replies = new Map<number, (reply: Reply) => void>();
  socket.addEventListener('message', (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id !== undefined) replies.get(reply.id)?.(reply);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<Reply>((resolve) => {
      lastId += 1;
      replies.set(lastId, resolve);
      socket.send(JSON.stringify({ id: lastId, method, params }));
    });
  try {
    // Twice: objects kept only by finalizers or weak maps go on the second pass.
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const reply = await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(String(reply.result?.result?.value)) as { heapUsed: number; external: number };
    return usage.heapUsed + usage.external;
  } finally {
    socket.close();
  }
}

/** Load while sampling the resident memory of every server involved; then their live memory. */
async function hold(via: string, target: RunningServer, watched: Watched[], path: string): Promise<Outcome> {
  const rss = () => watched.reduce((sum, { server }) => sum + server.residentBytes(), 0);
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 250);
  const result = await loadTest(`${target.origin}${path}`, { connections: CONNECTIONS, seconds: SECONDS });
  clearInterval(sampler);
  const after = rss();
  // Let the last connections close before collecting. (The collection also lowers the resident
  // size the next round starts from.)
  await new Promise((resolve) => setTimeout(resolve, 500));
  let live = 0;
  for (const item of watched) {
    const bytes = await liveBytes(item.inspectPort);
    item.liveMiB.push(mib1(bytes));
    live += bytes;
  }
  return {
    ...result,
    path,
    via,
    rssBeforeMiB: mib(before),
    rssPeakMiB: mib(peak),
    rssAfterMiB: mib(after),
    liveAfterGcMiB: mib1(live),
  };
}

/**
 * Each server runs with its V8 heap capped, so a server that kept what it served in its heap would
 * run out and fail requests within the run (which the zero-errors rule catches).
 */
const HEAP_MIB = Number(process.env.LOAD_HEAP_MIB ?? 320);
/**
 * Bounded memory, asserted: for each server, live memory after a full GC (liveBytes) after the
 * last round may exceed that after its first round by at most this much. Everything a healthy
 * server keeps is filled by then or small: the demo zone and its index are built before the first
 * round; the later rounds add a sort order, a search result and a few encoded pages to bounded
 * caches, a megabyte or two; the proxy keeps nothing (a 3 s trial: -3.0 and +0.4 MiB). A leak of
 * about 140 bytes a request breaks it: after its first round the demo server answers some 240,000
 * requests in a full run (the proxy some 55,000: 600 bytes). It also catches what the heap cap
 * cannot: Buffers kept outside V8's heap (a trial server keeping 16 KiB a request outside it served
 * every request under the cap, and grew by 122 MiB).
 */
const HEAP_GROWTH_LIMIT_MIB = Number(process.env.LOAD_HEAP_GROWTH_MIB ?? 32);
/**
 * The demo server listens on LOAD_PORT (4520), the proxy on the next port; each server's inspector
 * 5000 above its own. All four must be free, or this run would load and measure someone else's.
 */
const PORT = Number(process.env.LOAD_PORT ?? 4520);
const INSPECT_OFFSET = 5000;

// startServer checks its own port; the inspectors' ports are checked here.
for (const port of [PORT + INSPECT_OFFSET, PORT + 1 + INSPECT_OFFSET]) await assertPortFree(port);

const capped = (inspectPort: number) => ({
  NODE_OPTIONS: `--max-old-space-size=${HEAP_MIB} --inspect=127.0.0.1:${inspectPort}`,
});
const direct: Watched = {
  name: 'demo server',
  server: await startServer(PORT, capped(PORT + INSPECT_OFFSET)),
  inspectPort: PORT + INSPECT_OFFSET,
  liveMiB: [],
};
const proxy: Watched = {
  name: 'proxy',
  server: await startServer(PORT + 1, {
    ...capped(PORT + 1 + INSPECT_OFFSET),
    DNS_API_UPSTREAM: direct.server.origin,
    DNS_API_KEY: 'zonescope-demo-key',
  }),
  inspectPort: PORT + 1 + INSPECT_OFFSET,
  liveMiB: [],
};
const outcomes: Outcome[] = [];
try {
  for (const path of PATHS) {
    outcomes.push(await hold('direct', direct.server, [direct], path));
    outcomes.push(await hold('proxy', proxy.server, [direct, proxy], path));
  }
} finally {
  await proxy.server.stop();
  await direct.server.stop();
}

const memory = [direct, proxy].map(({ name, liveMiB }) => {
  const first = liveMiB[0] ?? Number.NaN;
  const last = liveMiB.at(-1) ?? Number.NaN;
  const growthMiB = Math.round((last - first) * 10) / 10;
  return { server: name, liveAfterGcMiB: liveMiB, growthMiB, bounded: growthMiB <= HEAP_GROWTH_LIMIT_MIB };
});
const bounded = memory.every((item) => item.bounded);

const memoryText = memory
  .map(
    (item) =>
      `${item.server} ${item.liveAfterGcMiB[0]} → ${item.liveAfterGcMiB.at(-1)} MiB (${item.growthMiB >= 0 ? '+' : ''}${item.growthMiB.toFixed(1)})`,
  )
  .join(', ');
const measured = `${CONNECTIONS} connections × ${SECONDS} s per row (autocannon, loopback), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores; each server's V8 heap capped at ${HEAP_MIB} MiB (\`--max-old-space-size\`); memory is the resident size of the server process(es) — through the proxy path, both the proxy and the demo server behind it. Live memory after a full GC (V8 heap in use + external), after each server's first round → after the last: ${memoryText}; ${bounded ? 'bounded' : 'NOT bounded'} (at most +${HEAP_GROWTH_LIMIT_MIB} MiB allowed).`;
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
const resultsFile = process.env.LOAD_RESULTS_FILE
  ? resolvePath(process.env.LOAD_RESULTS_FILE)
  : new URL('./load-results.json', import.meta.url);
writeFileSync(resultsFile, `${JSON.stringify({ measured, memory, outcomes }, null, 2)}\n`);
const failedRequests = outcomes.some((o) => o.errors > 0 || o.non2xx > 0);
if (failedRequests) console.error('Load not held: some requests failed or were not answered 2xx.');
if (!bounded) console.error(`Memory not bounded: live memory grew by more than ${HEAP_GROWTH_LIMIT_MIB} MiB.`);
process.exitCode = failedRequests || !bounded ? 1 : 0;
