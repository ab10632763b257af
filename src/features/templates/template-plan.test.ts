import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_1001_ON_EXAMPLE_COM } from '../../../server/demo/data/expected-diffs.ts';
import { fetchAllRecords } from '../../api/records.ts';
import { listTemplateRecords } from '../../api/templates.ts';
import { parseDomainName } from '../../lib/domain-name.ts';
import { countPlan, planTemplate, type PlanEntry, type PlanRecord } from './template-plan.ts';

let nextId = 1;
const record = (record_name: string, record_type: string, record_value: string, extra: Partial<PlanRecord> = {}) => ({
  record_id: String(nextId++),
  record_name,
  record_type,
  record_value,
  record_ttl: '3600',
  ...extra,
});

const statuses = (entries: readonly PlanEntry<PlanRecord, PlanRecord>[]) => entries.map((entry) => entry.status);
const conflictIds = (entry: PlanEntry<PlanRecord, PlanRecord> | undefined) =>
  entry?.status === 'conflict'
    ? entry.conflicts.map((conflict) => `${conflict.source}:${conflict.reason}:${conflict.record.record_id}`)
    : [];

describe('planTemplate', () => {
  it('finds records already present, whatever the case, trailing dot or IDN form', () => {
    const live = [
      record('Example.com.', 'A', '192.0.2.10'),
      record('example.com', 'MX', '10 MAIL.example.com.'),
      record('www.xn--e1afmkfd.xn--p1ai', 'CNAME', 'xn--e1afmkfd.xn--p1ai', { record_status: 'disabled' }),
    ];
    const template = [
      record('example.com', 'A', '192.0.2.10'),
      record('example.com', 'MX', '10 mail.example.com'),
      record('www.пример.рф', 'CNAME', 'пример.рф'),
      record('example.com', 'A', '192.0.2.11'),
    ];
    const plan = planTemplate(template, live);
    expect(statuses(plan)).toEqual(['present', 'present', 'present', 'new']);
    expect(plan[2]?.status === 'present' ? plan[2].matches : []).toEqual([live[2]]);
  });

  it('ignores TTL when deciding whether a record is present', () => {
    const plan = planTemplate(
      [record('a.example.com', 'A', '192.0.2.1', { record_ttl: '60' })],
      [record('a.example.com', 'A', '192.0.2.1', { record_ttl: '3600' })],
    );
    expect(statuses(plan)).toEqual(['present']);
  });

  it('flags a CNAME beside other records, a second CNAME, and a record beside a CNAME', () => {
    const liveA = record('www.example.com', 'A', '192.0.2.20');
    const liveAaaa = record('www.example.com', 'AAAA', '2001:db8::20');
    const liveCname = record('blog.example.com', 'CNAME', 'blog.host.example.net');
    const template = [
      record('WWW.example.com', 'CNAME', 'example.com'),
      record('blog.example.com', 'CNAME', 'elsewhere.example.net'),
      record('blog.example.com.', 'TXT', 'hello'),
      record('blog.example.com', 'CNAME', 'Blog.Host.Example.net.'),
    ];
    const plan = planTemplate(template, [liveA, liveAaaa, liveCname]);
    expect(statuses(plan)).toEqual(['conflict', 'conflict', 'conflict', 'present']);
    expect(conflictIds(plan[0])).toEqual([
      `live:cname-beside-records:${liveA.record_id}`,
      `live:cname-beside-records:${liveAaaa.record_id}`,
    ]);
    expect(conflictIds(plan[1])).toContain(`live:second-cname:${liveCname.record_id}`);
    expect(conflictIds(plan[2])).toContain(`live:record-beside-cname:${liveCname.record_id}`);
  });

  it('flags clashes between records the template would add, but not with records already present', () => {
    const cname = record('app.example.com', 'CNAME', 'host.example.net');
    const a = record('app.example.com', 'A', '192.0.2.5');
    const presentA = record('api.example.com', 'A', '192.0.2.6');
    const cnameAtApi = record('api.example.com', 'CNAME', 'host.example.net');
    const plan = planTemplate([cname, a, presentA, cnameAtApi], [record('api.example.com', 'A', '192.0.2.6')]);
    expect(statuses(plan)).toEqual(['conflict', 'conflict', 'present', 'conflict']);
    expect(conflictIds(plan[0])).toEqual([`template:cname-beside-records:${a.record_id}`]);
    expect(conflictIds(plan[1])).toEqual([`template:record-beside-cname:${cname.record_id}`]);
    // The clash at api is with the live A, not with the template's own (already present) A.
    expect(plan[3]?.status === 'conflict' ? plan[3].conflicts.map((conflict) => conflict.source) : []).toEqual([
      'live',
    ]);
  });

  it('does not count a duplicate template record as a clash', () => {
    const plan = planTemplate(
      [record('x.example.com', 'CNAME', 'a.example.net'), record('x.example.com', 'CNAME', 'a.example.net')],
      [],
    );
    expect(statuses(plan)).toEqual(['new', 'new']);
  });

  it('flags a second SOA wherever it is, and finds an identical one present', () => {
    const liveSoa = record('example.com', 'SOA', 'ns1.example.com hostmaster.example.com 1 7200 3600 1209600 3600');
    const plan = planTemplate(
      [
        record('other.example.com', 'SOA', 'ns9.example.com hostmaster.example.com 2 7200 3600 1209600 3600'),
        record('EXAMPLE.com.', 'SOA', 'NS1.example.com. hostmaster.example.com 01 7200 3600 1209600 3600'),
      ],
      [liveSoa],
    );
    expect(statuses(plan)).toEqual(['conflict', 'present']);
    expect(conflictIds(plan[0])).toEqual([`live:second-soa:${liveSoa.record_id}`]);
  });

  it('flags two SOA records the template would add, each against the other, and nothing else', () => {
    const first = record('example.com', 'SOA', 'ns1.example.com hostmaster.example.com 1 7200 3600 1209600 3600');
    const second = record('example.com', 'SOA', 'ns2.example.com hostmaster.example.com 1 7200 3600 1209600 3600');
    const a = record('www.example.com', 'A', '192.0.2.1');
    const plan = planTemplate([first, second, a], [record('mail.example.com', 'A', '192.0.2.2')]);
    expect(statuses(plan)).toEqual(['conflict', 'conflict', 'new']);
    expect(conflictIds(plan[0])).toEqual([`template:second-soa:${second.record_id}`]);
    expect(conflictIds(plan[1])).toEqual([`template:second-soa:${first.record_id}`]);
  });

  it('adds one SOA to a zone that has none, whatever else it holds', () => {
    const soa = record('example.com', 'SOA', 'ns1.example.com hostmaster.example.com 1 7200 3600 1209600 3600');
    expect(statuses(planTemplate([soa], [record('example.com', 'NS', 'ns1.example.com')]))).toEqual(['new']);
  });

  it('reads a record type in any case and spacing', () => {
    const liveA = record('www.example.com', 'A', '192.0.2.20');
    const cname = record('www.example.com', ' cname ', 'example.com');
    expect(conflictIds(planTemplate([cname], [liveA])[0])).toEqual([`live:cname-beside-records:${liveA.record_id}`]);
  });

  it('gives every record exactly one status, in template order', () => {
    const names = fc.constantFrom('example.com', 'www.example.com', 'WWW.example.com.', 'mail.example.com');
    const types = fc.constantFrom('A', 'CNAME', 'TXT', 'SOA');
    const values = fc.constantFrom('192.0.2.1', 'example.com', 'x');
    const arbitraryRecord = fc
      .record({ record_name: names, record_type: types, record_value: values })
      .map((item) => record(item.record_name, item.record_type, item.record_value));
    fc.assert(
      fc.property(
        fc.array(arbitraryRecord, { maxLength: 8 }),
        fc.array(arbitraryRecord, { maxLength: 8 }),
        (template, live) => {
          const plan = planTemplate(template, live);
          expect(plan.map((entry) => entry.record)).toEqual(template);
          const counts = countPlan(plan);
          expect(counts.present + counts.conflict + counts.new).toBe(template.length);
          // A zone that already holds the template's records has every one of them present.
          expect(countPlan(planTemplate(template, [...live, ...template])).present).toBe(template.length);
          // A single record against an empty zone is new.
          expect(statuses(planTemplate(template.slice(0, 1), []))).toEqual(template.length > 0 ? ['new'] : []);
        },
      ),
    );
  });

  it('reproduces the documented plan of template 1001 on example.com from the demo API', async () => {
    const parsed = parseDomainName(TEMPLATE_1001_ON_EXAMPLE_COM.domain);
    if (!parsed.ok) throw new Error(parsed.reason);
    const [template, { records: live }] = await Promise.all([
      listTemplateRecords(TEMPLATE_1001_ON_EXAMPLE_COM.templateId, parsed.domain),
      fetchAllRecords(parsed.domain, {}),
    ]);
    const plan = planTemplate(template, live);
    const ids = (status: string) =>
      plan.filter((entry) => entry.status === status).map((entry) => entry.record.record_id);

    expect(ids('present')).toEqual(TEMPLATE_1001_ON_EXAMPLE_COM.alreadyPresent.map((item) => item.templateRecordId));
    expect(ids('conflict')).toEqual(TEMPLATE_1001_ON_EXAMPLE_COM.conflicts.map((item) => item.templateRecordId));
    expect(ids('new')).toEqual([...TEMPLATE_1001_ON_EXAMPLE_COM.new]);
    for (const expected of TEMPLATE_1001_ON_EXAMPLE_COM.alreadyPresent) {
      const entry = plan.find((item) => item.record.record_id === expected.templateRecordId);
      expect(entry?.status === 'present' ? entry.matches.map((match) => match.record_id) : []).toEqual([
        expected.liveRecordId,
      ]);
    }
    for (const expected of TEMPLATE_1001_ON_EXAMPLE_COM.conflicts) {
      const entry = plan.find((item) => item.record.record_id === expected.templateRecordId);
      expect(entry?.status === 'conflict' ? entry.conflicts.map((conflict) => conflict.record.record_id) : []).toEqual([
        ...expected.conflictingLiveRecordIds,
      ]);
    }
  });
});
