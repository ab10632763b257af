import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dnsRecordListSchema,
  geoDefaultsSchema,
  geoRegionsSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
  templateRecordListSchema,
  type DnsRecord,
  type OrderBy,
} from '../../src/contract/schemas.ts';
import { getError, getOk, request, responseOf } from '../test/demo-api-client.ts';
import { DEMO_API_KEY, DEMO_BILLING_URL, DEMO_UNPAID_API_KEY, demoCatalog } from './demo-api.ts';

const EXAMPLE = '/dns/v1/domains/example.com';
const IDN = '/dns/v1/domains/xn--e1afmkfd.xn--p1ai';
const LIVE_RECORD_KEYS = [
  'record_id',
  'record_status',
  'record_name',
  'record_type',
  'record_value',
  'record_ttl',
  'is_geo',
  'is_failover',
];

const getRecords = (path: string) => getOk(path, dnsRecordListSchema);
const allExampleRecords = () => getRecords(`${EXAMPLE}/records?limit=1000`);

/** Code point order of lowercased text, written independently of the server's comparison. */
function compareText(a: string, b: string): number {
  const left = Array.from(a.toLowerCase(), (char) => char.codePointAt(0) ?? 0);
  const right = Array.from(b.toLowerCase(), (char) => char.codePointAt(0) ?? 0);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

const compareByKey: Record<OrderBy, (a: DnsRecord, b: DnsRecord) => number> = {
  record_id: (a, b) => Number(a.record_id) - Number(b.record_id),
  idn_record_name: (a, b) => compareText(a.record_name, b.record_name),
  record_type: (a, b) => compareText(a.record_type, b.record_type),
  idn_record_value: (a, b) => compareText(a.record_value, b.record_value),
  record_ttl: (a, b) => Number(a.record_ttl) - Number(b.record_ttl),
};

async function demoApiRequestWithoutKey(path: string) {
  const reply = await request(path, { headers: { 'X-Auth-Key': '' } });
  const envelope = z
    .object({ status: z.literal('fail'), error: z.object({ code: z.int(), message: z.string() }), details: z.string() })
    .parse(reply.body);
  return { httpStatus: reply.status, error: envelope.error, details: envelope.details };
}

const matchesSubstring = (item: DnsRecord, text: string) =>
  [item.record_name, item.record_type, item.record_value, item.record_ttl].some((field) =>
    field.toLowerCase().includes(text.toLowerCase()),
  );

const rawSnapshot = async (path: string) =>
  z
    .object({
      snapshot_created_by: z.string(),
      snapshot: z.object({
        records: z.array(z.record(z.string(), z.unknown())),
        geo_records: z.array(z.record(z.string(), z.unknown())),
        failover_records: z.array(z.record(z.string(), z.unknown())),
      }),
    })
    .parse(responseOf((await request(path)).body));

describe('authentication and methods', () => {
  it('answers 403 without X-Auth-Key or with a wrong key, code 2 “Authentication failed” with the reason, as the service', async () => {
    const missing = await demoApiRequestWithoutKey(`${EXAMPLE}/records`);
    expect(missing.httpStatus).toBe(403);
    expect(missing.error).toEqual({ code: 2, message: 'Authentication failed' });
    expect(missing.details).toContain('X-Auth-Key');

    const wrong = await getError(`${EXAMPLE}/records`, 403, { headers: { 'X-Auth-Key': 'not-the-key' } });
    expect(wrong.error).toEqual({ code: 2, message: 'Authentication failed' });
    expect(wrong.details).toMatch(/not valid/);
    const wrongCase = await getError(`${EXAMPLE}/records`, 403, {
      headers: { 'X-Auth-Key': DEMO_API_KEY.toUpperCase() },
    });
    expect(wrongCase.error.code).toBe(2);
  });

  it('answers the key of an account blocked for payment as the service does: 403, code 3, Payment required', async () => {
    const reply = await request(`${EXAMPLE}/records`, { headers: { 'X-Auth-Key': DEMO_UNPAID_API_KEY } });
    expect(reply.status).toBe(403);
    expect(reply.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual({
      status: 'fail',
      error: { code: 3, message: 'Authorization failed', http_redirect: DEMO_BILLING_URL },
      details: 'Payment required',
    });
  });

  it('guards every path under /dns/v1, known or not', async () => {
    expect((await demoApiRequestWithoutKey('/dns/v1/templates/1001/records')).httpStatus).toBe(403);
    expect((await demoApiRequestWithoutKey('/dns/v1/nothing/here')).httpStatus).toBe(403);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('answers %s with 405 and Allow: GET', async (method) => {
    const reply = await getError(`${EXAMPLE}/records`, 405, { method });
    expect(reply.error).toEqual({ code: 8, message: 'Method not allowed' });
    expect(reply.headers.get('Allow')).toBe('GET');
  });

  it('answers HEAD with 405 too (without a body)', async () => {
    const reply = await request(`${EXAMPLE}/records`, { method: 'HEAD' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('Allow')).toBe('GET');
  });

  it('checks the method before the key', async () => {
    const reply = await getError(`${EXAMPLE}/records`, 405, { method: 'POST', headers: { 'X-Auth-Key': '' } });
    expect(reply.error.message).toBe('Method not allowed');
  });
});

describe('GET /domains/{domain}/records', () => {
  it('sends records the client schema accepts, with exactly the fields of spec 2.1, as JSON', async () => {
    const reply = await request(`${EXAMPLE}/records`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toMatch(/^application\/json/);
    const response = z.array(z.record(z.string(), z.unknown())).parse(responseOf(reply.body));
    for (const item of response) expect(Object.keys(item)).toEqual(LIVE_RECORD_KEYS);
    const records = dnsRecordListSchema.parse(response);
    expect(records.length).toBeGreaterThanOrEqual(30);
    expect(records.length).toBeLessThanOrEqual(45);
  });

  it('holds a realistic example.com: every type, disabled, GEO and failover records', async () => {
    const records = await allExampleRecords();
    expect(new Set(records.map((item) => item.record_type))).toEqual(
      new Set(['SOA', 'NS', 'A', 'AAAA', 'CNAME', 'ALIAS', 'MX', 'TXT', 'SRV', 'PTR', 'CAA']),
    );
    expect(records.filter((item) => item.record_status === 'disabled').length).toBeGreaterThanOrEqual(3);
    expect(records.some((item) => item.is_geo === 'yes' && item.record_name === 'www.example.com')).toBe(true);
    expect(records.some((item) => item.is_geo === 'yes' && item.record_name === 'api.example.com')).toBe(true);
    expect(records.some((item) => item.is_failover === 'yes')).toBe(true);
    expect(records).toContainEqual(expect.objectContaining({ record_name: 'www.example.com', record_type: 'A' }));
    expect(
      records.some((item) => item.record_type === 'TXT' && /"/.test(item.record_value) && /\\/.test(item.record_value)),
    ).toBe(true);
    expect(records.some((item) => item.record_type === 'TXT' && item.record_value.length > 255)).toBe(true);
    expect(new Set(records.map((item) => item.record_id)).size).toBe(records.length);
    for (const item of records) {
      expect(item.record_name.endsWith('.')).toBe(false);
      expect(item.record_ttl).toMatch(/^[0-9]+$/);
      expect(item.record_id).toMatch(/^[0-9]+$/);
    }
  });

  it('sends Unicode names and values for the internationalised zone', async () => {
    const records = await getRecords(`${IDN}/records`);
    expect(records.length).toBeGreaterThanOrEqual(12);
    expect(records).toContainEqual(expect.objectContaining({ record_name: 'почта.пример.рф', record_type: 'A' }));
    expect(records).toContainEqual(
      expect.objectContaining({
        record_name: 'блог.пример.рф',
        record_type: 'CNAME',
        record_value: 'блоги.хостинг.рф',
      }),
    );
    expect(records.some((item) => item.record_type === 'TXT' && /[а-я]/.test(item.record_value))).toBe(true);
  });

  it('answers a repeated request with the same body', async () => {
    const path = `${EXAMPLE}/records?order_by=idn_record_value&search_text=example&limit=5&offset=3`;
    const first = await request(path);
    const second = await request(path);
    expect(first.text.length).toBeGreaterThan(100);
    expect(second.text).toBe(first.text);
  });

  it('finds the domain case-insensitively, with or without a trailing dot', async () => {
    const expected = await getRecords(`${EXAMPLE}/records`);
    expect(await getRecords('/dns/v1/domains/EXAMPLE.com./records')).toEqual(expected);
    expect(await getRecords('/dns/v1/domains/XN--E1AFMKFD.XN--P1AI/records')).toEqual(
      await getRecords(`${IDN}/records`),
    );
  });

  describe('paging', () => {
    it('pages with offset and limit', async () => {
      const all = await allExampleRecords();
      const pages = [];
      for (let offset = 0; offset < all.length; offset += 7) {
        pages.push(...(await getRecords(`${EXAMPLE}/records?offset=${offset}&limit=7`)));
      }
      expect(pages).toEqual(all);
      const tail = await getRecords(`${EXAMPLE}/records?offset=${all.length - 2}&limit=10`);
      expect(tail).toEqual(all.slice(-2));
    });

    it('returns an empty array past the end', async () => {
      const all = await allExampleRecords();
      expect(await getRecords(`${EXAMPLE}/records?offset=${all.length}`)).toEqual([]);
      expect(await getRecords(`${EXAMPLE}/records?offset=1000000`)).toEqual([]);
    });

    it('sends 100 records by default and caps limit at 1000 silently', async () => {
      const big = '/dns/v1/domains/large.example.net/records';
      expect(await getRecords(big)).toHaveLength(100);
      expect(await getRecords(`${big}?limit=1000`)).toHaveLength(1000);
      const capped = await getRecords(`${big}?limit=5000`);
      expect(capped).toHaveLength(1000);
      expect(capped).toEqual(await getRecords(`${big}?limit=1000`));
    });
  });

  describe('sorting', () => {
    const keys: OrderBy[] = ['record_id', 'idn_record_name', 'record_type', 'idn_record_value', 'record_ttl'];
    const cases = keys.flatMap((key) => (['asc', 'desc'] as const).map((direction) => [key, direction] as const));

    it.each(cases)('orders by %s %s, ties by record_id ascending', async (key, direction) => {
      for (const domain of [EXAMPLE, IDN]) {
        const records = await getRecords(`${domain}/records?limit=1000&order_by=${key}&order_param=${direction}`);
        const sign = direction === 'asc' ? 1 : -1;
        const expected = [...records].sort(
          (a, b) => sign * compareByKey[key](a, b) || Number(a.record_id) - Number(b.record_id),
        );
        expect(records.map((item) => item.record_id)).toEqual(expected.map((item) => item.record_id));
        expect(new Set(records.map((item) => item.record_id))).toEqual(
          new Set((await getRecords(`${domain}/records?limit=1000`)).map((item) => item.record_id)),
        );
      }
    });

    it('orders record_id ascending by default and compares ids as numbers', async () => {
      const ids = (await allExampleRecords()).map((item) => Number(item.record_id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      // The demo's ids cross 999 → 1000, where a text comparison would go wrong.
      expect(ids.some((id) => id < 1000) && ids.some((id) => id >= 1000)).toBe(true);
    });

    it('breaks ties by record_id ascending in the descending order too', async () => {
      const records = await getRecords(`${EXAMPLE}/records?limit=1000&order_by=idn_record_name&order_param=desc`);
      const apex = records.filter((item) => item.record_name === 'example.com').map((item) => Number(item.record_id));
      expect(apex.length).toBeGreaterThan(5);
      expect(apex).toEqual([...apex].sort((a, b) => a - b));
    });

    it('pages through a sorted and filtered list consistently', async () => {
      const query = 'order_by=idn_record_value&order_param=desc&search_text=example';
      const whole = await getRecords(`${EXAMPLE}/records?${query}&limit=1000`);
      const pieces = [
        ...(await getRecords(`${EXAMPLE}/records?${query}&limit=5`)),
        ...(await getRecords(`${EXAMPLE}/records?${query}&limit=5&offset=5`)),
        ...(await getRecords(`${EXAMPLE}/records?${query}&offset=10`)),
      ];
      expect(pieces).toEqual(whole);
    });
  });

  describe('search', () => {
    it.each(['WWW', 'mail', '192.0.2', '86400', 'cname', 'ns2', '"', '\\'])(
      'finds the records containing “%s” in name, type, value or TTL',
      async (text) => {
        const all = await allExampleRecords();
        const found = await getRecords(`${EXAMPLE}/records?limit=1000&search_text=${encodeURIComponent(text)}`);
        expect(found.length).toBeGreaterThan(0);
        expect(found).toEqual(all.filter((item) => matchesSubstring(item, text)));
      },
    );

    it('searches Cyrillic text case-insensitively', async () => {
      const found = await getRecords(`${IDN}/records?search_text=${encodeURIComponent('ПОЧТА')}`);
      expect(found.map((item) => item.record_id)).toEqual(['3007', '3008']);
    });

    it('matches whole fields only with strict_search=yes', async () => {
      const strict = await getRecords(`${EXAMPLE}/records?search_text=WWW.example.com&strict_search=yes`);
      expect(strict.map((item) => [item.record_name, item.record_type])).toEqual([
        ['www.example.com', 'A'],
        ['www.example.com', 'AAAA'],
      ]);
      const value = await getRecords(`${EXAMPLE}/records?search_text=192.0.2.10&strict_search=yes`);
      expect(value.map((item) => item.record_id)).toEqual(['984']);
      const ttl = await getRecords(`${EXAMPLE}/records?search_text=60&strict_search=yes&limit=1000`);
      expect(ttl.length).toBeGreaterThan(0);
      expect(ttl.every((item) => item.record_ttl === '60')).toBe(true);
      // Name or value equal to the text: the A record and the PTR pointing at it, not the SRV containing it.
      const sip = await getRecords(`${EXAMPLE}/records?search_text=SIP.example.com&strict_search=yes`);
      expect(sip.map((item) => item.record_id)).toEqual(['1005', '1006']);
      const notStrict = await getRecords(`${EXAMPLE}/records?search_text=SIP.example.com&strict_search=no`);
      expect(notStrict.map((item) => item.record_id)).toEqual(['1003', '1005', '1006']);
    });

    it('restricts to one type with search_record_type, alone or with search_text', async () => {
      const all = await allExampleRecords();
      for (const type of ['A', 'AAAA', 'CNAME', 'ALIAS', 'MX', 'TXT', 'NS', 'SRV', 'PTR', 'CAA']) {
        const found = await getRecords(`${EXAMPLE}/records?limit=1000&search_record_type=${type}`);
        expect(found).toEqual(all.filter((item) => item.record_type === type));
      }
      const combined = await getRecords(`${EXAMPLE}/records?search_record_type=A&search_text=api`);
      expect(combined.map((item) => item.record_id)).toEqual(['988', '989']);
      const strictCombined = await getRecords(
        `${EXAMPLE}/records?search_record_type=AAAA&search_text=www.example.com&strict_search=yes`,
      );
      expect(strictCombined.map((item) => item.record_id)).toEqual(['987']);
    });

    it('returns an empty array when nothing matches', async () => {
      expect(await getRecords(`${EXAMPLE}/records?search_text=no-such-thing-anywhere`)).toEqual([]);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['offset=-1', 'offset'],
      ['offset=2.5', 'offset'],
      ['offset=abc', 'offset'],
      ['limit=0', 'limit'],
      ['limit=-10', 'limit'],
      ['limit=ten', 'limit'],
      ['order_by=record_name', 'order_by'],
      ['order_param=down', 'order_param'],
      ['search_record_type=SOA', 'search_record_type'],
      ['search_record_type=SPF', 'search_record_type'],
    ])('answers %s with 400 naming %s', async (query, parameter) => {
      const reply = await getError(`${EXAMPLE}/records?${query}`, 400);
      expect(reply.error).toEqual({ code: 1, message: 'Invalid parameter' });
      expect(reply.details).toContain(parameter);
    });

    it('refuses a domain that is not in Punycode', async () => {
      const reply = await getError(`/dns/v1/domains/${encodeURIComponent('пример.рф')}/records`, 400);
      expect(reply.error).toEqual({ code: 7, message: 'Invalid domain name' });
      expect(reply.details).toContain('xn--e1afmkfd.xn--p1ai');
    });

    it.each(['exa mple.com', 'a..b', '-bad.com', 'xn--zz.com', 'localhost', 'a%2Fb.com'])(
      'refuses the malformed domain “%s”',
      async (domain) => {
        const reply = await getError(`/dns/v1/domains/${domain.replace(' ', '%20')}/records`, 400);
        expect(reply.error.code).toBe(7);
        // One sentence: "The domain name “a..b” in the path is not valid (…)."
        expect(reply.details).toMatch(/^The domain name “.+” in the path is not valid \([^.].*[^.]\)\.$/);
      },
    );
  });
});

describe('not found', () => {
  it.each([
    ['/dns/v1/domains/unknown.example/records', 'Domain not found'],
    ['/dns/v1/domains/unknown.example/snapshots', 'Domain not found'],
    ['/dns/v1/domains/unknown.example/geo/defaults', 'Domain not found'],
    [`${EXAMPLE}/snapshots/9999/records`, 'Snapshot not found'],
    [`${EXAMPLE}/snapshots/7300/records`, 'Snapshot not found'],
    ['/dns/v1/templates/9999/records', 'Template not found'],
    [`${EXAMPLE}/zone`, 'Not found'],
    [`${EXAMPLE}/records/`, 'Not found'],
    ['/dns/v1', 'Not found'],
    ['/dns/v1/', 'Not found'],
    ['/dns/v2/domains/example.com/records', 'Not found'],
  ])('answers %s with a JSON 404 (%s)', async (path, message) => {
    const reply = await getError(path, 404);
    expect(reply.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(reply.error.message).toBe(message);
    expect(reply.details).not.toBe('');
  });
});

describe('GET /domains/{domain}/snapshots', () => {
  it('lists summaries newest first, with counts equal to the content', async () => {
    for (const domain of [EXAMPLE, IDN]) {
      const summaries = await getOk(`${domain}/snapshots`, snapshotSummaryListSchema);
      expect(summaries.length).toBeGreaterThanOrEqual(3);
      const times = summaries.map((item) => Number(item.snapshot_time));
      const ids = summaries.map((item) => Number(item.snapshot_id));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (const summary of summaries) {
        const snapshot = await getOk(`${domain}/snapshots/${summary.snapshot_id}/records`, snapshotSchema);
        expect(snapshot.snapshot_records).toBe(snapshot.snapshot.records.length);
        expect(snapshot.snapshot_geo_records).toBe(snapshot.snapshot.geo_records.length);
        expect(snapshot.snapshot_failover_records).toBe(snapshot.snapshot.failover_records.length);
        expect(snapshot).toMatchObject(summary);
      }
    }
  });

  it('has example.com snapshots in 2026 before 2026-11-22, two on the same day, by different creators', async () => {
    const summaries = await getOk(`${EXAMPLE}/snapshots`, snapshotSummaryListSchema);
    expect(summaries.map((item) => item.snapshot_id)).toEqual(['9050', '9040', '9030', '9020', '9010']);
    const days = summaries.map((item) => new Date(Number(item.snapshot_time) * 1000).toISOString().slice(0, 10));
    for (const day of days) expect(day >= '2026-01-01' && day < '2026-11-22').toBe(true);
    expect(new Set(days).size).toBe(days.length - 1);
    const creators = new Set<string | undefined>();
    for (const summary of summaries) {
      const snapshot = await getOk(`${EXAMPLE}/snapshots/${summary.snapshot_id}/records`, snapshotSchema);
      creators.add(snapshot.snapshot_created_by);
    }
    expect(creators.size).toBeGreaterThanOrEqual(3);
  });

  it('answers an empty list for a zone without snapshots', async () => {
    expect(await getOk('/dns/v1/domains/fresh.example.org/snapshots', snapshotSummaryListSchema)).toEqual([]);
  });
});

describe('GET /domains/{domain}/snapshots/{id}/records', () => {
  it('sends records without record_status, and the ids only where the snapshot has them', async () => {
    const newest = await rawSnapshot(`${EXAMPLE}/snapshots/9050/records`);
    for (const item of newest.snapshot.records) {
      expect(Object.keys(item)).toEqual(LIVE_RECORD_KEYS.filter((key) => key !== 'record_status'));
    }
    const oldest = await rawSnapshot(`${EXAMPLE}/snapshots/9010/records`);
    for (const list of [oldest.snapshot.records, oldest.snapshot.geo_records, oldest.snapshot.failover_records]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item).not.toHaveProperty('record_id');
    }
  });

  it('sends GEO records with region codes and the names from the regions table', async () => {
    const snapshot = await getOk(`${EXAMPLE}/snapshots/9050/records`, snapshotSchema);
    const regions = new Map(snapshot.snapshot.geo_records.map((item) => [item.geo_region, item.geo_full_region]));
    expect(regions.get('_EU')).toBe('Europe');
    expect(regions.get('_NA')).toBe('North America');
    expect(regions.get('DE.BY')).toBe('Bayern');
    expect(regions.get('DE')).toBe('Germany');
    expect(regions.get('US')).toBe('United States of America');
  });

  it('sends failover records with the edge cases a client must survive', async () => {
    const raw = await rawSnapshot(`${EXAMPLE}/snapshots/9050/records`);
    expect(raw.snapshot.failover_records.filter((item) => !('record_id' in item))).toHaveLength(1);
    const failovers = (await getOk(`${EXAMPLE}/snapshots/9050/records`, snapshotSchema)).snapshot.failover_records;
    expect(failovers.some((item) => item.failover_backup_values.includes(''))).toBe(true);
    expect(failovers.some((item) => item.failover_notification_email === '')).toBe(true);
    expect(failovers.some((item) => item.failover_notification_sms === '')).toBe(true);
    expect(failovers.some((item) => item.failover_additional_port === '')).toBe(true);
    expect(failovers.some((item) => item.failover_additional_request === '')).toBe(true);
    expect(failovers.some((item) => item.failover_additional_response === '')).toBe(true);
    expect(new Set(failovers.map((item) => item.failover_check_type))).toEqual(new Set(['HTTPS', 'TCP', 'PING']));
    expect(new Set(failovers.map((item) => item.failover_return_to_main_value))).toEqual(new Set(['0', '1']));
  });

  it('answers the same snapshot for a Punycode domain in any case', async () => {
    const one = await request(`${IDN}/snapshots/5030/records`);
    const other = await request('/dns/v1/domains/XN--E1AFMKFD.xn--p1ai./snapshots/5030/records');
    expect(one.status).toBe(200);
    expect(other.text).toBe(one.text);
    const snapshot = snapshotSchema.parse(responseOf(one.body));
    expect(snapshot.snapshot.records.some((item) => item.record_name === 'почта.пример.рф')).toBe(true);
  });
});

describe('GET /domains/{domain}/geo/defaults', () => {
  it('groups the live A, AAAA, CNAME and ALIAS records by name and type, in name order', async () => {
    const defaults = await getOk(`${EXAMPLE}/geo/defaults`, geoDefaultsSchema);
    const live = await allExampleRecords();
    const eligible = live.filter((item) => ['A', 'AAAA', 'CNAME', 'ALIAS'].includes(item.record_type));
    const grouped = defaults.geo_records.flatMap((group) =>
      group.records.map((member) => ({ ...member, name: group.record_name, type: group.record_type })),
    );
    expect(grouped.map((item) => item.record_id).sort()).toEqual(eligible.map((item) => item.record_id).sort());
    for (const group of defaults.geo_records) {
      for (const member of group.records) {
        expect(live).toContainEqual(
          expect.objectContaining({
            record_id: member.record_id,
            record_status: member.record_status,
            record_value: member.record_value,
            record_name: group.record_name,
            record_type: group.record_type,
            record_ttl: group.record_ttl,
          }),
        );
      }
    }
    const names = defaults.geo_records.map((group) => group.record_name);
    expect(names).toEqual([...names].sort(compareText));
    const api = defaults.geo_records.find(
      (group) => group.record_name === 'api.example.com' && group.record_type === 'A',
    );
    expect(api?.records.map((member) => [member.record_id, member.record_status])).toEqual([
      ['988', 'enabled'],
      ['989', 'disabled'],
    ]);
  });

  it('has no groups for a zone with only SOA and NS, but the full regions table', async () => {
    const defaults = await getOk('/dns/v1/domains/fresh.example.org/geo/defaults', geoDefaultsSchema);
    expect(defaults.geo_records).toEqual([]);
    expect(Object.keys(defaults.geo_regions)).toHaveLength(6);
  });

  it('sends the regions table of spec 2.7 from ISO 3166', async () => {
    const raw = z
      .object({
        geo_regions: z.record(
          z.string(),
          z.object({
            continent_name: z.string(),
            countries: z.record(z.string(), z.object({ country_name: z.string(), subdivisions: z.unknown() })),
          }),
        ),
      })
      .parse(responseOf((await request(`${EXAMPLE}/geo/defaults`)).body)).geo_regions;
    expect(Object.keys(raw).sort()).toEqual(['_AF', '_AS', '_EU', '_NA', '_OC', '_SA']);
    expect(raw._EU?.continent_name).toBe('Europe');

    const countries = Object.values(raw).flatMap((continent) => Object.entries(continent.countries));
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map(([code]) => code)).size).toBe(249);
    // A country without subdivisions has an empty JSON array, as the spec says.
    expect(raw._OC?.countries.AQ).toEqual({ country_name: 'Antarctica', subdivisions: [] });
    for (const code of ['BV', 'GS', 'HM', 'TF']) expect(raw._OC?.countries[code]).toBeDefined();

    const regions = geoRegionsSchema.parse(raw);
    expect(regions._EU?.countries.DE?.subdivisions['DE.BY']).toBe('Bayern');
    expect(regions._SA?.countries.BR?.subdivisions['BR.SP']).toBe('São Paulo');
    // Nested subdivisions (Paris under Île-de-France) are listed flat under their country.
    expect(regions._EU?.countries.FR?.subdivisions['FR.75C']).toBe('Paris');
    const subdivisions = Object.values(regions).flatMap((continent) =>
      Object.entries(continent.countries).flatMap(([country, value]) =>
        Object.keys(value.subdivisions).map((key) => [country, key] as const),
      ),
    );
    expect(subdivisions.length).toBeGreaterThan(4900);
    for (const [country, key] of subdivisions) expect(key.startsWith(`${country}.`)).toBe(true);
  });
});

describe('GET /templates/{id}/records', () => {
  const TEMPLATE = '/dns/v1/templates/1001/records';

  it('returns the records as stored, with the variable, when domain_name is absent', async () => {
    const records = await getOk(TEMPLATE, templateRecordListSchema);
    expect(records.length).toBeGreaterThanOrEqual(5);
    expect(records).toContainEqual(
      expect.objectContaining({
        record_name: 'www.{domain_name}',
        record_type: 'CNAME',
        record_value: '{domain_name}',
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ record_type: 'TXT', record_value: '"v=spf1 a mx include:_spf.{domain_name} ~all"' }),
    );
    expect(await getOk(`${TEMPLATE}?domain_name=`, templateRecordListSchema)).toEqual(records);
  });

  it('replaces {domain_name} in names and values when domain_name is passed', async () => {
    const records = await getOk(`${TEMPLATE}?domain_name=Example.COM.`, templateRecordListSchema);
    expect(records.some((item) => `${item.record_name} ${item.record_value}`.includes('{domain_name}'))).toBe(false);
    expect(records).toContainEqual(
      expect.objectContaining({ record_name: 'www.example.com', record_type: 'CNAME', record_value: 'example.com' }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ record_name: 'example.com', record_type: 'MX', record_value: '10 mail.example.com' }),
    );
  });

  it('substitutes the Unicode form of a Punycode domain_name', async () => {
    const records = await getOk(`${TEMPLATE}?domain_name=xn--e1afmkfd.xn--p1ai`, templateRecordListSchema);
    expect(records).toContainEqual(
      expect.objectContaining({ record_name: 'www.пример.рф', record_type: 'CNAME', record_value: 'пример.рф' }),
    );
    expect(records.some((item) => item.record_name.includes('xn--'))).toBe(false);
    const mail = await getOk(
      '/dns/v1/templates/1002/records?domain_name=xn--e1afmkfd.xn--p1ai',
      templateRecordListSchema,
    );
    expect(mail).toContainEqual(
      expect.objectContaining({
        record_name: '_dmarc.пример.рф',
        record_value: '"v=DMARC1; p=none; rua=mailto:dmarc@пример.рф"',
      }),
    );
  });

  it.each(['not a domain', 'exa..mple.com', 'xn--zz.com', encodeURIComponent('пример.рф')])(
    'answers an invalid domain_name (%s) with 400 naming it',
    async (value) => {
      const reply = await getError(`${TEMPLATE}?domain_name=${value.replaceAll(' ', '%20')}`, 400);
      expect(reply.details).toContain('domain_name');
    },
  );

  it('returns an empty list for the empty template', async () => {
    expect(await getOk('/dns/v1/templates/1003/records', templateRecordListSchema)).toEqual([]);
    expect(await getOk('/dns/v1/templates/1003/records?domain_name=example.com', templateRecordListSchema)).toEqual([]);
  });

  it('lists in the catalog exactly the templates and domains the API serves', async () => {
    expect(demoCatalog.templates.map((item) => item.id)).toEqual(['1001', '1002', '1003', '1004']);
    for (const template of demoCatalog.templates) {
      expect(template.description).not.toBe('');
      expect((await request(`/dns/v1/templates/${template.id}/records`)).status).toBe(200);
    }
    expect(demoCatalog.domains.map((item) => item.name)).toEqual([
      'example.com',
      'пример.рф',
      'large.example.net',
      'fresh.example.org',
      'hostile.example',
    ]);
  });
});
