import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dnsRecordListSchema,
  snapshotSchema,
  snapshotSummaryListSchema,
  templateRecordListSchema,
  type DnsRecord,
} from '../src/contract/schemas.ts';
import { recordsExportFile } from '../src/features/records/records-export-file.ts';
import { snapshotZoneFile } from '../src/features/snapshots/snapshot-export-file.ts';
import { templateZoneFile } from '../src/features/templates/template-export-file.ts';
import { parseDomainName, type DomainName } from '../src/lib/domain-name.ts';
import { isDisabledStatus } from '../src/lib/record-status.ts';
import { writeZoneFile, type ZoneFileRecord } from '../src/lib/zone-file.ts';
import { getOk } from './test/demo-api-client.ts';
import { demoCatalog } from './demo/demo-api.ts';

/*
 * Every zone file the app writes for the demo data loads in BIND: the records of each demo zone,
 * each snapshot, and each template (with a domain, and as the raw fragment), the last two
 * `$INCLUDE`d by a minimal zone. The files are the ones the pages download (the same functions
 * build them) from the demo API's answers, read with the SPA's schemas. BIND's own checker,
 * `named-checkzone -k warn` (its default: a name check-names refuses is a warning), decides; it
 * must be installed (Debian/Ubuntu: `apt-get install bind9-utils`). `named` itself refuses such a
 * name in a primary zone (`check-names primary fail`), so every line BIND names for check-names
 * must carry the writer's note saying so, and no other line may.
 * `-i local`: the integrity checks `named` makes when it loads a zone (in-zone names: an NS server
 * inside the zone needs an address). The default, `full`, also looks up every out-of-zone MX, SRV
 * and NS target through the network: only ever warnings, and minutes of lookups timing out offline.
 */

const INSTALL_HINT =
  'named-checkzone (BIND 9) is needed by this test and was not found on PATH. Install it: ' +
  'Debian/Ubuntu `sudo apt-get install bind9-utils`, Fedora `sudo dnf install bind-utils`, macOS `brew install bind`.';

type Checked = { status: number | null; output: string; dump: string };

/**
 * Runs `named-checkzone -k warn` on a file (`-k fail` with `checkNames: 'fail'`, as `named` loads a
 * primary zone); with `dump`, also returns the zone as BIND read it.
 */
function checkZone(
  origin: string,
  path: string,
  { dump = false, checkNames = 'warn' }: { dump?: boolean; checkNames?: 'warn' | 'fail' } = {},
): Checked {
  const args = ['-k', checkNames, '-i', 'local', ...(dump ? ['-D', '-o', '-'] : []), origin, path];
  const result = spawnSync('named-checkzone', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) {
    throw new Error(`${INSTALL_HINT} (${result.error.message})`, { cause: result.error });
  }
  return {
    status: result.status,
    output: dump ? result.stderr : `${result.stdout}${result.stderr}`,
    dump: dump ? result.stdout : '',
  };
}

const directory = mkdtempSync(join(tmpdir(), 'zonescope-bind-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

let files = 0;
function writeFile(name: string, text: string): string {
  files += 1;
  const path = join(directory, `${files}-${name.replace(/[^A-Za-z0-9.-]/g, '_')}`);
  writeFileSync(path, text);
  return path;
}

const serviceRecord = (record_name: string, record_type: string, record_value: string): ZoneFileRecord => ({
  record_name,
  record_type,
  record_value,
  record_ttl: '3600',
});

/** Asserts BIND loads the file, showing what it said (and the file's header) when it does not. */
function expectLoads(origin: string, path: string): Checked {
  const checked = checkZone(origin, path);
  // On failure, the diff shows what BIND said and the file's header.
  const header = readFileSync(path, 'utf8').split('\n$ORIGIN')[0] ?? '';
  expect({ path, status: checked.status, said: checked.output, header }).toMatchObject({ status: 0 });
  expect(checked.output).toMatch(/\nOK\n?$/);
  expect(checkNamesLines(checked.output)).toEqual(notedCheckNamesLines(path));
  return checked;
}

/** `file:line` of each line BIND's check-names names (`z.db:6: a_b.example.com: bad owner name (check-names)`). */
function checkNamesLines(output: string): string[] {
  const lines = [...output.matchAll(/^(.+?):(\d+): .*\(check-names\)$/gm)].map(([, file, line]) => `${file}:${line}`);
  return [...new Set(lines)].sort();
}

/** The writer's note above a record (the header's line about them says otherwise). */
const CHECK_NAMES_NOTE = /^; check-names: .* (?:is not a host name|are not host names) /;

/** `file:line` of each record line the writer noted for check-names, in a file and those it `$INCLUDE`s. */
function notedCheckNamesLines(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const included = lines.flatMap((line) => /^\$INCLUDE "([^"]+)"/.exec(line)?.[1] ?? []);
  const noted = lines.flatMap((line, index) =>
    index > 0 && CHECK_NAMES_NOTE.test(lines[index - 1] ?? '') ? [`${path}:${index + 1}`] : [],
  );
  return [...noted, ...included.flatMap(notedCheckNamesLines)].sort();
}

/** A zone with only what BIND requires (SOA, NS) that `$INCLUDE`s a file, with an origin when given. */
function minimalZone(origin: string, include: string, includeOrigin?: string): string {
  return [
    `$ORIGIN ${origin}.`,
    '$TTL 3600',
    '@ IN SOA ns1.zonescope-test.example. hostmaster.zonescope-test.example. 1 7200 3600 1209600 3600',
    '@ IN NS ns1.zonescope-test.example.',
    `$INCLUDE "${include}"${includeOrigin === undefined ? '' : ` ${includeOrigin}.`}`,
    '',
  ].join('\n');
}

function domainOf(name: string): DomainName {
  const parsed = parseDomainName(name);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.domain;
}

/** Every record of a domain, page after page, as the export dialog fetches them; fetched once. */
const recordsOf = new Map<string, Promise<DnsRecord[]>>();
function allRecords(domain: DomainName): Promise<DnsRecord[]> {
  let records = recordsOf.get(domain.ascii);
  if (records === undefined) {
    records = fetchAllRecords(domain);
    recordsOf.set(domain.ascii, records);
  }
  return records;
}

async function fetchAllRecords(domain: DomainName): Promise<DnsRecord[]> {
  const records: DnsRecord[] = [];
  for (;;) {
    const page = await getOk(
      `/dns/v1/domains/${domain.ascii}/records?offset=${records.length}&limit=1000&order_by=record_id&order_param=asc`,
      dnsRecordListSchema,
    );
    if (page.length === 0) return records;
    records.push(...page);
  }
}

/** The 50,000-record zone and its snapshots take seconds to fetch, parse, write and check; more on a busy machine. */
const LARGE = 120_000;

const domains = demoCatalog.domains.map((entry) => domainOf(entry.name));
const snapshotsOf = new Map(
  await Promise.all(
    domains.map(
      async (domain) =>
        [domain.ascii, await getOk(`/dns/v1/domains/${domain.ascii}/snapshots`, snapshotSummaryListSchema)] as const,
    ),
  ),
);
const snapshotCases = domains.flatMap((domain) =>
  (snapshotsOf.get(domain.ascii) ?? []).map((summary) => ({
    domain,
    snapshotId: summary.snapshot_id,
    name: `${domain.unicode} snapshot ${summary.snapshot_id}`,
  })),
);

describe('zone files of the demo data load in BIND (named-checkzone)', () => {
  it('covers every demo zone, and the snapshots of those that have them', () => {
    expect(domains.map((domain) => domain.ascii)).toEqual(
      expect.arrayContaining(['example.com', 'large.example.net', 'hostile.example', 'fresh.example.org']),
    );
    expect(snapshotCases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(domains.map((domain) => ({ domain, name: domain.unicode })))(
    'live records of $name',
    async ({ domain }) => {
      const records = await allRecords(domain);
      const file = recordsExportFile('zone', records, {
        domain,
        filter: {},
        filterWords: [],
        exportedAt: new Date('2026-11-20T00:00:00Z'),
      });
      expectLoads(domain.ascii, writeFile(file.fileName, file.text));
      const count = records.length.toLocaleString('en-US');
      expect(file.text).toMatch(new RegExp(`\n; Commented out: (?:none of the|[\\d,]+ of) ${count} records?[ .]`));
    },
    LARGE,
  );

  it.each(snapshotCases)(
    '$name',
    async ({ domain, snapshotId }) => {
      const snapshot = await getOk(`/dns/v1/domains/${domain.ascii}/snapshots/${snapshotId}/records`, snapshotSchema);
      const file = snapshotZoneFile(domain, snapshot, 'comment');
      expectLoads(domain.ascii, writeFile(file.fileName, file.text));
    },
    LARGE,
  );

  const templateCases = demoCatalog.templates.flatMap((template) =>
    ['example.org', 'пример.рф'].map((name) => ({ templateId: template.id, domain: domainOf(name), name })),
  );

  it.each(templateCases)('template $templateId with the domain $name, included by a minimal zone', async (item) => {
    const { templateId, domain } = item;
    const records = await getOk(
      `/dns/v1/templates/${templateId}/records?domain_name=${domain.ascii}`,
      templateRecordListSchema,
    );
    const file = templateZoneFile(templateId, domain, records, 'comment');
    const zone = writeFile(`zone-${file.fileName}`, minimalZone(domain.ascii, writeFile(file.fileName, file.text)));
    expectLoads(domain.ascii, zone);
  });

  it.each(demoCatalog.templates.map((template) => ({ templateId: template.id })))(
    'template $templateId as the raw fragment, included with a domain as its origin',
    async ({ templateId }) => {
      const records = await getOk(`/dns/v1/templates/${templateId}/records`, templateRecordListSchema);
      const file = templateZoneFile(templateId, null, records, 'comment');
      const fragment = writeFile(file.fileName, file.text);
      expectLoads(
        'example.org',
        writeFile(`zone-${file.fileName}`, minimalZone('example.org', fragment, 'example.org')),
      );
    },
  );
});

/** A record of a snapshot as the service sends it, with `record_status` when given. */
const snapshotItem = (id: string, name: string, type: string, value: string, status?: string) => ({
  record_id: id,
  ...(status === undefined ? {} : { record_status: status }),
  record_name: name,
  record_type: type,
  record_value: value,
  record_ttl: '3600',
  is_geo: 'no',
  is_failover: 'no',
});
const snapshotWithRecords = (records: object[]) =>
  snapshotSchema.parse({
    snapshot_id: '5387',
    snapshot_time: '1460553452',
    snapshot_records: records.length,
    snapshot_geo_records: 1,
    snapshot_failover_records: 0,
    snapshot_created_by: 'User',
    snapshot: {
      records,
      geo_records: [
        {
          record_id: '12401',
          record_status: 'disabled',
          record_name: 'www.example.com',
          record_type: 'A',
          record_value: '192.0.2.200',
          record_ttl: '60',
          geo_region: 'DE',
          geo_full_region: 'Germany',
        },
      ],
      failover_records: [],
    },
  });

describe('what BIND reads from the zone files', () => {
  it("comments out hostile.example's MX that is not an MX, with the reason; BIND reads every other line", async () => {
    const domain = domainOf('hostile.example');
    const records = await allRecords(domain);
    const file = recordsExportFile('zone', records, { domain, filter: {}, filterWords: [], exportedAt: new Date() });
    expect(file.text).toMatch(/\n; not valid \(MX needs a preference \(0–65535\) and a mail server name\): @\t/);
    expect(file.text).toMatch(/\n; Commented out: \d+ of \d+ records \(.*\d+ not valid\)\.\n/);
    // No line is refused as text (`dns_rdata_fromtext`, `dns_master_load`); whether the zone loads is the test above.
    const checked = checkZone(domain.ascii, writeFile(file.fileName, file.text));
    expect(checked.output).not.toMatch(/dns_rdata_fromtext|dns_master_load/);
  });

  it('writes ALIAS records as comments by default; kept as ALIAS lines, BIND refuses them as the header says', async () => {
    const domain = domainOf('example.com');
    const records = await allRecords(domain);
    // Disabled ones are counted as disabled.
    const aliases = records.filter(
      (record) => record.record_type === 'ALIAS' && !isDisabledStatus(record.record_status),
    ).length;
    expect(aliases).toBeGreaterThan(0);
    const about = { domain, filter: {}, filterWords: [], exportedAt: new Date() };

    const commented = recordsExportFile('zone', records, about);
    expectLoads(domain.ascii, writeFile('alias-commented.zone', commented.text));
    expect(commented.text.match(/\n; ALIAS, a provider-specific type, not loadable by BIND: /g)).toHaveLength(aliases);

    const kept = recordsExportFile('zone', records, { ...about, aliasRecords: 'keep' });
    expect(kept.text).toContain(`; ALIAS: ${aliases} record${aliases === 1 ? '' : 's'} kept as ALIAS lines`);
    const refused = checkZone(domain.ascii, writeFile('alias-kept.zone', kept.text));
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain("unknown RR type 'ALIAS'");
  });

  it('a snapshot whose records carry record_status: disabled ones are comments, the header says so; BIND loads it', () => {
    const domain = domainOf('example.com');
    const base = [
      snapshotItem('1', 'example.com', 'SOA', 'ns1.zilore.net support@zilore.com 1460553336'),
      snapshotItem('2', 'example.com', 'NS', 'ns1.zilore.net'),
      snapshotItem('3', 'example.com', 'NS', 'ns2.zilore.net'),
    ];

    // Some with a status (as one real answer had): the disabled A a comment, the rest active.
    const some = snapshotZoneFile(
      domain,
      snapshotWithRecords([
        ...base,
        snapshotItem('4', 'example.com', 'A', '192.0.2.57', 'disabled'),
        snapshotItem('5', 'www.example.com', 'A', '192.0.2.1'),
      ]),
      'comment',
    );
    expectLoads(domain.ascii, writeFile('snapshot-some-status.zone', some.text));
    expect(some.text).not.toContain('every record is written as active');
    expect(some.text).toContain(
      '; Exported by Zonescope. This snapshot keeps the enabled/disabled status of 1 of 5 records: disabled ones (1) are written as comments; the others, without a status, are written as active.',
    );
    expect(some.text).toMatch(/\n; disabled: @\t3600\tIN\tA\t192\.0\.2\.57\n/);
    const read = checkZone(domain.ascii, writeFile('snapshot-some-status-dump.zone', some.text), { dump: true }).dump;
    expect(read).not.toContain('192.0.2.57');
    expect(read).toContain('192.0.2.1');

    // Every record with a status.
    const all = snapshotZoneFile(
      domain,
      snapshotWithRecords([
        ...base.map((each) => ({ ...each, record_status: 'enabled' })),
        snapshotItem('4', 'example.com', 'A', '192.0.2.57', 'disabled'),
      ]),
      'comment',
    );
    expectLoads(domain.ascii, writeFile('snapshot-all-status.zone', all.text));
    expect(all.text).toContain(
      "; Exported by Zonescope. This snapshot keeps each record's enabled/disabled status: disabled ones (1) are written as comments.",
    );

    // None (spec 2.3): as before, every record active.
    const none = snapshotZoneFile(
      domain,
      snapshotWithRecords([...base, snapshotItem('4', 'example.com', 'A', '192.0.2.57')]),
      'comment',
    );
    expectLoads(domain.ascii, writeFile('snapshot-no-status.zone', none.text));
    expect(none.text).toContain(
      '; Exported by Zonescope. This snapshot keeps no enabled/disabled status: every record is written as active.',
    );
    expect(none.text).not.toContain('; disabled:');
  });

  it("reads the real service's shapes as meant: quoted TXT once, several strings, an escaped quote, the three-field SOA", () => {
    // The shapes of observed-service.md, next to today's demo shapes.
    const text = writeZoneFile(
      [
        serviceRecord('example.com', 'SOA', 'ns1.zilore.net support@zilore.com 1549468698'),
        serviceRecord('example.com', 'NS', 'ns1.zilore.net'),
        serviceRecord('example.com', 'TXT', '"v=spf1 include:_spf.zilore.net ~all"'),
        serviceRecord('long.example.com', 'TXT', '"part one" "part two"'),
        serviceRecord('quote.example.com', 'TXT', '"say \\"hi\\""'),
        serviceRecord('plain.example.com', 'TXT', 'v=spf1 -all'),
        serviceRecord('text.example.com', 'TXT', 'привет "world"'),
        serviceRecord('example.com', 'ALIAS', 'lb.example.net'),
        serviceRecord('example.com', 'MX', 'mail.example.com'),
      ],
      { origin: 'example.com' },
    );
    const checked = checkZone('example.com', writeFile('service-shapes.zone', text), { dump: true });
    expect({ status: checked.status, said: checked.output }).toMatchObject({ status: 0 });
    const read = checked.dump
      .split('\n')
      .filter((line) => line !== '')
      .map((line) =>
        line
          .split(/\s+/)
          .filter((_, index) => index !== 1 && index !== 2)
          .join(' '),
      );
    expect(read).toEqual([
      'example.com. SOA ns1.zilore.net. support.zilore.com. 1549468698 7200 3600 1209600 3600',
      'example.com. NS ns1.zilore.net.',
      'example.com. TXT "v=spf1 include:_spf.zilore.net ~all"',
      'long.example.com. TXT "part one" "part two"',
      'plain.example.com. TXT "v=spf1 -all"',
      'quote.example.com. TXT "say \\"hi\\""',
      'text.example.com. TXT "\\208\\191\\209\\128\\208\\184\\208\\178\\208\\181\\209\\130 \\"world\\""',
    ]);
  });

  it('notes every name check-names refuses: named-checkzone names those lines and no other; named as a primary refuses the zone', () => {
    const text = writeZoneFile(
      [
        serviceRecord('example.com', 'SOA', 'ns1.example.com host_master@example.com 1549468698'),
        serviceRecord('example.com', 'NS', 'ns1.example.com'),
        serviceRecord('ns1.example.com', 'A', '192.0.2.1'),
        serviceRecord('a_b.example.com', 'A', '192.0.2.2'),
        serviceRecord('-c.example.com', 'AAAA', '2001:db8::2'),
        serviceRecord('*.w.example.com', 'A', '192.0.2.3'),
        serviceRecord('mail.example.com', 'A', '192.0.2.4'),
        serviceRecord('m_x.example.com', 'MX', '10 mail_x.example.net'),
        serviceRecord('example.com', 'MX', '20 mail.example.com'),
        serviceRecord('_sip._tcp.example.com', 'SRV', '10 5 5060 sip_x.example.net'),
        serviceRecord('_sip._udp.example.com', 'SRV', '0 0 0 .'),
        serviceRecord('sub.example.com', 'NS', 'ns_1.example.net'),
        serviceRecord('_dmarc.example.com', 'TXT', '"v=DMARC1; p=none"'),
        serviceRecord('p_q.example.com', 'PTR', 'a_b.example.net'),
        serviceRecord('c_n.example.com', 'CNAME', 'x_y.example.net'),
        serviceRecord('a.*.b.example.com', 'A', '192.0.2.5'),
        serviceRecord('mail.example.com', 'MX', '10 *.example.net'),
      ],
      { origin: 'example.com' },
    );
    const path = writeFile('check-names.zone', text);
    const checked = expectLoads('example.com', path);
    // The owners of A, AAAA and MX; MX, SRV and NS targets: seven lines; a wildcard only as an owner's first label.
    expect(checkNamesLines(checked.output)).toHaveLength(7);
    const primary = checkZone('example.com', path, { checkNames: 'fail' });
    expect(primary.status).toBe(1);
    expect(primary.output).toContain('bad owner name (check-names)');
    // Renamed as the note says, the zone loads as a primary.
    const renamed = text
      .split('\n')
      .filter((line, index, lines) => !CHECK_NAMES_NOTE.test(line) && !CHECK_NAMES_NOTE.test(lines[index - 1] ?? ''))
      .join('\n');
    expect(checkZone('example.com', writeFile('renamed.zone', renamed), { checkNames: 'fail' })).toMatchObject({
      status: 0,
    });
  });

  it('leaves out, with the reason, what BIND would refuse or drop; keeps what it loads; says where it changes a TTL', () => {
    // Found by writing such records and loading them in BIND (named-checkzone 9.18).
    const text = writeZoneFile(
      [
        serviceRecord('пример.рф', 'SOA', 'ns1.zilore.net support@zilore.com 1549468698'),
        serviceRecord('пример.рф', 'NS', 'ns1.zilore.net'),
        // Its server has no address of its own, but the wildcard's answers for it: BIND loads it.
        serviceRecord('пример.рф', 'NS', 'ns3.пример.рф'),
        serviceRecord('*.пример.рф', 'A', '192.0.2.9'),
        // Refused by BIND, the whole zone with it: "invalid NS owner name (wildcard)".
        serviceRecord('*.sub.пример.рф', 'NS', 'ns.other.net'),
        // Ignored by BIND: "ignoring out-of-zone data".
        serviceRecord('other.net', 'A', '192.0.2.1'),
        // Unicode in capitals is the name in lower case (IDNA), not Punycode of the capitals.
        serviceRecord('Почта.Пример.РФ', 'A', '192.0.2.2'),
        serviceRecord('пример.рф', 'MX', '10 Почта.пример.рф'),
        // One name and type, two TTLs: BIND gives the second the first's ("TTL set to prior TTL").
        { ...serviceRecord('www.пример.рф', 'A', '192.0.2.3'), record_ttl: '300' },
        { ...serviceRecord('www.пример.рф', 'A', '192.0.2.4'), record_ttl: '3600' },
      ],
      { origin: 'пример.рф' },
    );
    const checked = checkZone('xn--e1afmkfd.xn--p1ai', writeFile('refused-and-dropped.zone', text), { dump: true });
    expect({ status: checked.status, said: checked.output }).toMatchObject({ status: 0 });
    expect(checked.output).not.toContain('out-of-zone');
    // What the comment above the line says: a warning, the file loads.
    expect(checked.output).toContain('TTL set to prior TTL (300)');
    const read = checked.dump
      .split('\n')
      .filter((line) => line !== '' && !/\sSOA\s/.test(line))
      .map((line) => line.split(/\s+/).join(' '));
    expect(read).toEqual([
      'xn--e1afmkfd.xn--p1ai. 3600 IN NS ns1.zilore.net.',
      'xn--e1afmkfd.xn--p1ai. 3600 IN NS ns3.xn--e1afmkfd.xn--p1ai.',
      'xn--e1afmkfd.xn--p1ai. 3600 IN MX 10 xn--80a1acny.xn--e1afmkfd.xn--p1ai.',
      '*.xn--e1afmkfd.xn--p1ai. 3600 IN A 192.0.2.9',
      'www.xn--e1afmkfd.xn--p1ai. 300 IN A 192.0.2.3',
      'www.xn--e1afmkfd.xn--p1ai. 300 IN A 192.0.2.4',
      'xn--80a1acny.xn--e1afmkfd.xn--p1ai. 3600 IN A 192.0.2.2',
    ]);
    expect(text).toContain(
      '; not valid (an NS cannot be at a wildcard name (BIND refuses it)): *.sub\t3600\tIN\tNS\tns.other.net.\n',
    );
    expect(text).toContain(
      '; not valid (the name is outside the zone, whose records BIND alone loads): other.net.\t3600\tIN\tA\t192.0.2.1\n',
    );
    expect(text).toContain(
      '; BIND loads this record with TTL 300, that of the first A record of its name: the records of one name and type share one TTL (RFC 2181 §5.2).\nwww\t3600\tIN\tA\t192.0.2.4\n',
    );
    expect(text).toContain(
      '; TTL: 1 record with another TTL than the first record of its name and type, which BIND gives them (RFC 2181 §5.2), as the comment above each says.\n',
    );
  });
});
