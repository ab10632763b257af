import { performance } from 'node:perf_hooks';
import { dnsRecordListSchema, snapshotSchema, type DnsRecord, type Snapshot } from '../src/contract/schemas.ts';
import { diffRecords } from '../src/lib/diff-records.ts';
import { SERVED_AS_META } from '../src/lib/first-view-state.ts';
import { TIME_ZONE_COOKIE } from '../src/lib/time-zone-cookie.ts';
import { repeat, summarize, type Measurement } from './stats.ts';

const KEY = { 'X-Auth-Key': 'zonescope-demo-key' };

async function getEnvelope(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: KEY });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('response' in body)) throw new Error(`${url}: no envelope`);
  return body.response;
}

/** The same records request the page makes, timed from Node: fetch and parse, as the page does. */
export async function timeRecordsRequest(url: string): Promise<Measurement> {
  return repeat(15, async () => {
    const started = performance.now();
    dnsRecordListSchema.parse(await getEnvelope(url));
    return performance.now() - started;
  });
}

export async function fetchSnapshot(origin: string, domain: string, id: string): Promise<Snapshot> {
  return snapshotSchema.parse(await getEnvelope(`${origin}/dns/v1/domains/${domain}/snapshots/${id}/records`));
}

/** All live records, page by page until an empty page. */
export async function fetchAllLive(origin: string, domain: string): Promise<DnsRecord[]> {
  const records: DnsRecord[] = [];
  for (;;) {
    const page = dnsRecordListSchema.parse(
      await getEnvelope(`${origin}/dns/v1/domains/${domain}/records?offset=${records.length}&limit=1000`),
    );
    if (page.length === 0) return records;
    records.push(...page);
  }
}

/** Diff of the 50,000-record live zone against its newest snapshot, in Node. */
export async function timeDiffInNode(origin: string): Promise<{ measurement: Measurement; sizes: string }> {
  const [live, snapshot] = await Promise.all([
    fetchAllLive(origin, 'large.example.net'),
    fetchSnapshot(origin, 'large.example.net', '7300'),
  ]);
  const measurement = await repeat(
    9,
    async () => {
      const started = performance.now();
      diffRecords(live, snapshot.snapshot.records);
      return performance.now() - started;
    },
    'ms',
    2,
  );
  return {
    measurement,
    sizes: `${live.length.toLocaleString('en')} × ${snapshot.snapshot.records.length.toLocaleString('en')}`,
  };
}

/**
 * One screen's navigation, answered by the server: time to the response's head (which carries the
 * page's head, sent before the render) and to the whole page, and how it was served.
 */
export type FirstViewAnswer = { path: string; visit: string; head: Measurement; page: Measurement; served: string };

/**
 * A navigation to each of `paths` as a browser sends it, on a first visit (no cookie) and on a
 * later one (the time-zone cookie the app writes): request sent → response headers, and → the
 * whole page read, 5 times after a warm-up, and whether the page came rendered or as the shell
 * (the page's own mark, `<meta name="zonescope-served">`).
 */
export async function timeFirstViews(origin: string, paths: readonly string[]): Promise<FirstViewAnswer[]> {
  const visits = { first: {}, later: { Cookie: `${TIME_ZONE_COOKIE}=Europe%2FBerlin` } };
  const mark = new RegExp(`<meta name="${SERVED_AS_META}" content="([a-z]+)">`);
  const answers: FirstViewAnswer[] = [];
  for (const path of paths) {
    for (const [visit, cookie] of Object.entries(visits)) {
      const served = new Set<string>();
      const heads: number[] = [];
      const warmup = 1;
      const page = await repeat(
        5,
        async () => {
          const started = performance.now();
          const response = await fetch(`${origin}${path}`, {
            headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', ...cookie },
          });
          heads.push(performance.now() - started);
          const html = await response.text();
          const elapsed = performance.now() - started;
          served.add(mark.exec(html)?.[1] ?? 'unknown');
          return elapsed;
        },
        'ms',
        warmup,
      );
      // The heads of the same requests, the warm-up's left out as `repeat` leaves it out.
      answers.push({ path, visit, head: summarize(heads.slice(warmup), 'ms'), page, served: [...served].join(' or ') });
    }
  }
  return answers;
}
