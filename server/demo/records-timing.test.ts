import { expect, it } from 'vitest';
import { demoApi } from './api-test-client.ts';
import { DEMO_API_KEY } from './demo-api.ts';

// A quick manual check of the records endpoint's cost on the 50,000-record zone: printed, not
// asserted (timings depend on the machine). Run alone to see the cold numbers:
// npx vitest run --project server server/demo/records-timing.test.ts

const BIG = '/dns/v1/domains/large.example.net/records';

/** Time to the whole response text, as a server would send it (no client-side parsing). */
async function expectOkAndTime(path: string): Promise<number> {
  const started = performance.now();
  const response = await demoApi.request(path, { headers: { 'X-Auth-Key': DEMO_API_KEY } });
  await response.text();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(200);
  return elapsed;
}

it('prints cached and uncached request times for large.example.net', async () => {
  const lines: string[] = [];
  const record = (label: string, ms: number) => lines.push(`${label.padEnd(58)} ${ms.toFixed(2)} ms`);

  record('first request (builds the zone and its index)', await expectOkAndTime(`${BIG}?limit=100`));
  const sorted = `${BIG}?limit=100&order_by=idn_record_value&order_param=desc`;
  record('new sort order (sorts 50,000 records once)', await expectOkAndTime(sorted));
  const searched = `${BIG}?limit=100&order_by=record_ttl&search_text=host-04&search_record_type=A`;
  record('new search (filters 50,000 records)', await expectOkAndTime(searched));
  const searchedPage = `${BIG}?limit=1000&offset=200&order_by=record_ttl&search_text=host-04&search_record_type=A`;
  record('another page of that search, limit 1000 (cached)', await expectOkAndTime(searchedPage));

  for (const [label, path] of [
    ['repeated default query, limit 100 (cached)', `${BIG}?limit=100`],
    ['repeated sorted query, limit 100 (cached)', sorted],
    ['repeated search, limit 100 (cached)', searched],
    ['repeated query, limit 1000 (cached)', `${BIG}?limit=1000&offset=20000`],
  ] as const) {
    const runs: number[] = [];
    for (let run = 0; run < 200; run += 1) runs.push(await expectOkAndTime(path));
    runs.sort((a, b) => a - b);
    record(`${label}, median of 200`, runs[100] ?? 0);
    record(`${label}, 99th percentile`, runs[198] ?? 0);
  }
  console.log(`records endpoint on large.example.net:\n${lines.join('\n')}`);
});
