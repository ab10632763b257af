import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffFailoverRecords,
  diffGeoRecords,
  diffRecords,
  isEmptyDiff,
  RECORD_DIFF_FIELDS,
  type DiffableFailoverRecord,
  type DiffableGeoRecord,
  type DiffableRecord,
  type ItemDiff,
  type RecordDiffField,
} from './diff-records.ts';
import { rec } from '../test/records.ts';
import { dnsNameKey } from './domain-name.ts';
import { recordValueKey } from './record-value-key.ts';

type TestRecord = DiffableRecord & { record_status?: string };

describe('diffRecords', () => {
  it('reads as the edit from `from` to `to`, matching by record_id', () => {
    const live = [rec('1', 'a.example.com', 'A', '192.0.2.1'), rec('2', 'b.example.com', 'A', '192.0.2.2')];
    const snapshot = [rec('1', 'a.example.com', 'A', '192.0.2.9', '60'), rec('3', 'c.example.com', 'A', '192.0.2.3')];
    const diff = diffRecords(live, snapshot);
    expect(diff.added.map((item) => item.record_id)).toEqual(['3']);
    expect(diff.removed.map((item) => item.record_id)).toEqual(['2']);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]?.changes).toEqual([
      { field: 'record_value', from: '192.0.2.1', to: '192.0.2.9' },
      { field: 'record_ttl', from: '3600', to: '60' },
    ]);
    expect(diff.changed[0]?.matchedBy).toBe('record_id');
    expect(diff.unchanged).toBe(0);
    expect(diff.matching.method).toBe('record_id');
  });

  it('pairs records whose ids differ by content: one deleted and created again is the same record to the zone', () => {
    const diff = diffRecords(
      [rec('1', 'a.example.com', 'A', '192.0.2.1', '300'), rec('3', 'example.com', 'MX', '10 mail.example.net')],
      [rec('2', 'A.example.com.', 'A', '192.0.2.1', '3600'), rec('4', 'example.com', 'MX', '10 Mail.Example.net.')],
    );
    expect([diff.added, diff.removed]).toEqual([[], []]);
    expect(diff.unchanged).toBe(1);
    expect(diff.changed.map(({ matchedBy, changes }) => ({ matchedBy, changes }))).toEqual([
      { matchedBy: 'content', changes: [{ field: 'record_ttl', from: '300', to: '3600' }] },
    ]);
    expect(diff.matching).toEqual({
      method: 'record_id',
      fromWithoutId: 0,
      toWithoutId: 0,
      pairedByRecordId: 0,
      pairedByContent: 2,
    });
    // Another value under another id is another record.
    const other = diffRecords(
      [rec('1', 'a.example.com', 'A', '192.0.2.1')],
      [rec('2', 'a.example.com', 'A', '192.0.2.2')],
    );
    expect([other.added.length, other.removed.length, other.unchanged]).toEqual([1, 1, 0]);
  });

  it('compares values as they mean, type by type: names in them without case or trailing dot, IPv6 in any form', () => {
    const written = [
      rec('1', 'www.example.com', 'CNAME', 'target.example.net.'),
      rec('2', 'example.com', 'MX', '10 Mail.Example.net.'),
      rec('3', 'v6.example.com', 'AAAA', '2001:DB8:0:0::1'),
      rec('4', 'example.com', 'CAA', '0 ISSUE "ca.example"'),
    ];
    const otherwise = [
      rec('1', 'www.example.com', 'CNAME', 'Target.Example.net'),
      rec('2', 'example.com', 'MX', '10  mail.example.net'),
      rec('3', 'v6.example.com', 'AAAA', '2001:db8::1'),
      rec('4', 'example.com', 'CAA', '0 issue "ca.example"'),
    ];
    expect(diffRecords(written, otherwise)).toMatchObject({ added: [], removed: [], changed: [], unchanged: 4 });
    const withoutIds = otherwise.map((item) => ({ ...item, record_id: undefined }));
    expect(diffRecords(written, withoutIds)).toMatchObject({ added: [], removed: [], changed: [], unchanged: 4 });
    // What a value says otherwise is still a change: a CAA value's case, another preference.
    const changed = diffRecords(written, [
      rec('2', 'example.com', 'MX', '20 mail.example.net'),
      rec('4', 'example.com', 'CAA', '0 issue "CA.example"'),
    ]);
    expect(changed.changed.map((pair) => pair.to.record_id)).toEqual(['2', '4']);
  });

  it('matches by name, type and value when one side has no ids, ignoring case in name and type', () => {
    const older = [
      rec(undefined, 'WWW.example.com.', 'a', '192.0.2.1', '3600'),
      rec(undefined, 'x.example.com', 'TXT', 'v'),
    ];
    const newer = [rec('7', 'www.example.com', 'A', '192.0.2.1', '300')];
    const diff = diffRecords(older, newer);
    expect(diff.matching).toEqual({
      method: 'content',
      fromWithoutId: 2,
      toWithoutId: 0,
      pairedByRecordId: 0,
      pairedByContent: 1,
    });
    expect(diff.changed[0]?.matchedBy).toBe('content');
    // The name is the same written otherwise; the type's case is still said.
    expect(diff.changed[0]?.changes.map((change) => change.field)).toEqual(['record_type', 'record_ttl']);
    expect(diff.removed.map((item) => item.record_name)).toEqual(['x.example.com']);
  });

  it('takes a TXT or CAA value quoted on one side and bare on the other for the same text, by id or by content', () => {
    const quoted = [rec('1', 'example.com', 'TXT', '"v=spf1 -all"'), rec(undefined, 'x.example.com', 'SPF', '"a" "b"')];
    const bare = [rec('1', 'example.com', 'TXT', 'v=spf1 -all'), rec('2', 'x.example.com', 'SPF', '"a"  "b"')];
    expect(diffRecords(quoted, bare)).toMatchObject({ changed: [], added: [], removed: [], unchanged: 2 });
    // A CAA value is one string, quoted or bare alike (RFC 8659 4.1.1).
    expect(
      diffRecords(
        [rec('3', 'example.com', 'CAA', '0 issue "ca.example"')],
        [rec('3', 'example.com', 'CAA', '0 issue ca.example')],
      ),
    ).toMatchObject({ changed: [], unchanged: 1 });
    // Other text, or the same text in other strings, is a change.
    const other = diffRecords(
      [rec('1', 'example.com', 'TXT', '"a" "b"'), rec('2', 'example.com', 'CAA', '0 issue "ca.example"')],
      [rec('1', 'example.com', 'TXT', '"ab"'), rec('2', 'example.com', 'CAA', '0 issue CA.example')],
    );
    expect(other.changed.map((pair) => pair.changes.map((change) => change.field))).toEqual([
      ['record_value'],
      ['record_value'],
    ]);
  });

  it('takes a name written in Unicode on one side and Punycode on the other for the same, by id or by content', () => {
    const unicode = [rec('1', 'www.пример.рф', 'A', '192.0.2.1'), rec(undefined, 'почта.пример.рф', 'MX', '10 a')];
    const punycode = [
      rec('1', 'WWW.xn--e1afmkfd.xn--p1ai.', 'A', '192.0.2.1'),
      rec('2', 'xn--80a1acny.xn--e1afmkfd.xn--p1ai', 'MX', '10 a'),
    ];
    const diff = diffRecords(unicode, punycode);
    expect(diff.changed).toEqual([]);
    expect([diff.added, diff.removed]).toEqual([[], []]);
    expect(diff.unchanged).toBe(2);
    // Another name is still a change.
    const renamed = diffRecords(
      [rec('1', 'www.пример.рф', 'A', '192.0.2.1')],
      [rec('1', 'xn--80a1acny.xn--e1afmkfd.xn--p1ai', 'A', '192.0.2.1')],
    );
    expect(renamed.changed[0]?.changes).toEqual([
      { field: 'record_name', from: 'www.пример.рф', to: 'xn--80a1acny.xn--e1afmkfd.xn--p1ai' },
    ]);
  });

  it('mixes: ids where both sides have one, content for the rest', () => {
    const from = [rec('1', 'a.example.com', 'A', '1'), rec(undefined, 'b.example.com', 'A', '2')];
    const to = [rec('1', 'a.example.com', 'A', '1'), rec(undefined, 'b.example.com', 'A', '2')];
    const diff = diffRecords(from, to);
    expect(isEmptyDiff(diff)).toBe(true);
    expect(diff.unchanged).toBe(2);
    expect(diff.matching).toMatchObject({ method: 'mixed', pairedByRecordId: 1, pairedByContent: 1 });
  });

  it('pairs duplicates in order of appearance', () => {
    const twins = [rec('5', 'a.example.com', 'A', '1'), rec('5', 'a.example.com', 'A', '2')];
    expect(isEmptyDiff(diffRecords(twins, twins))).toBe(true);
    const same = [rec(undefined, 'a.example.com', 'A', '1'), rec(undefined, 'a.example.com', 'A', '1')];
    const diff = diffRecords(same, [rec(undefined, 'a.example.com', 'A', '1')]);
    expect(diff.removed).toHaveLength(1);
    expect(diff.unchanged).toBe(1);
  });

  it('reports a GEO flag change as a change of that field, matched by id or by content', () => {
    const before = rec('1', 'www.example.com', 'A', '192.0.2.1');
    const after = { ...before, is_geo: 'yes' };
    const byId = diffRecords([before], [after]);
    expect(byId.added).toEqual([]);
    expect(byId.removed).toEqual([]);
    expect(byId.changed).toEqual([
      { from: before, to: after, matchedBy: 'record_id', changes: [{ field: 'is_geo', from: 'no', to: 'yes' }] },
    ]);
    expect(byId.unchanged).toBe(0);

    // The flags are not part of the content key: a record without an id still pairs with itself.
    const withoutId = rec(undefined, 'www.example.com', 'A', '192.0.2.1');
    const byContent = diffRecords([{ ...withoutId, is_geo: 'yes' }], [withoutId]);
    expect(byContent.changed.map((pair) => [pair.matchedBy, pair.changes])).toEqual([
      ['content', [{ field: 'is_geo', from: 'yes', to: 'no' }]],
    ]);
    expect(isEmptyDiff(byContent)).toBe(false);
  });

  it('ignores record_status (snapshots do not keep it)', () => {
    const live = [{ ...rec('1', 'a.example.com', 'A', '1'), record_status: 'disabled' }];
    expect(isEmptyDiff(diffRecords(live, [rec('1', 'a.example.com', 'A', '1')]))).toBe(true);
  });

  it('handles empty lists', () => {
    expect(diffRecords([], [])).toMatchObject({ added: [], removed: [], changed: [], unchanged: 0 });
    expect(diffRecords([], [rec('1', 'a.example.com', 'A', '1')]).added).toHaveLength(1);
  });

  it('diffs 50,000 against 50,000 records', () => {
    const from = Array.from({ length: 50_000 }, (_, index) =>
      rec(String(index), `h${index}.example.net`, 'A', `10.0.0.${index % 250}`),
    );
    const to = from.map((item, index) => (index % 100 === 0 ? { ...item, record_ttl: '60' } : item));
    const diff = diffRecords(from, to);
    expect(diff.changed).toHaveLength(500);
    expect(diff.unchanged).toBe(49_500);
  });
});

describe('diffRecords: what makes two records without ids the same', () => {
  it('needs the same name: another name with the same type and value is another record', () => {
    const diff = diffRecords(
      [rec(undefined, 'a.example.com', 'A', '192.0.2.1')],
      [rec('1', 'b.example.com', 'A', '192.0.2.1')],
    );
    expect(diff.removed.map((item) => item.record_name)).toEqual(['a.example.com']);
    expect(diff.added.map((item) => item.record_name)).toEqual(['b.example.com']);
    expect(diff.changed).toEqual([]);
  });

  it('tells straße from strasse (IDNA 2008 keeps the ß), though both are STRASSE in capitals', () => {
    const diff = diffRecords(
      [rec(undefined, 'straße.example', 'A', '192.0.2.1')],
      [rec('1', 'strasse.example', 'A', '192.0.2.1')],
    );
    expect([diff.removed.length, diff.added.length, diff.unchanged]).toEqual([1, 1, 0]);
  });
});

describe('diffRecords: a record paired by id', () => {
  it('is not paired again by content: a copy without an id on the other side is added', () => {
    const diff = diffRecords(
      [rec('1', 'a.example.com', 'A', '192.0.2.1')],
      [rec('1', 'a.example.com', 'A', '192.0.2.1'), rec(undefined, 'a.example.com', 'A', '192.0.2.1')],
    );
    expect(diff.unchanged).toBe(1);
    expect(diff.added).toEqual([rec(undefined, 'a.example.com', 'A', '192.0.2.1')]);
    expect(diff.matching).toMatchObject({ pairedByRecordId: 1, pairedByContent: 0 });
  });

  it('pairs two records whose ids differ by content only after those without an id have taken theirs', () => {
    // Record 1 was deleted and record 2 created with the same content; a copy without an id comes first.
    const diff = diffRecords(
      [rec('1', 'www.example.com', 'A', '192.0.2.1'), rec(undefined, 'www.example.com', 'A', '192.0.2.1')],
      [rec('2', 'www.example.com', 'A', '192.0.2.1'), rec(undefined, 'mail.example.com', 'A', '192.0.2.9')],
    );
    expect(diff.removed).toEqual([rec('1', 'www.example.com', 'A', '192.0.2.1')]);
    expect(diff.added).toEqual([rec(undefined, 'mail.example.com', 'A', '192.0.2.9')]);
    expect(diff.unchanged).toBe(1);
    expect(diff.matching).toMatchObject({ method: 'mixed', pairedByRecordId: 0, pairedByContent: 1 });
  });
});

describe('diffRecords: a record without an id', () => {
  it('pairs first with a record of the same content that has one (nothing else can take it), then with one without', () => {
    const withoutId = rec(undefined, 'www.example.com', 'A', '192.0.2.1');
    const diff = diffRecords(
      [withoutId],
      [rec(undefined, 'www.example.com', 'A', '192.0.2.1'), rec('5', 'www.example.com', 'A', '192.0.2.1')],
    );
    expect(diff.unchanged).toBe(1);
    expect(diff.added).toEqual([rec(undefined, 'www.example.com', 'A', '192.0.2.1')]);
    expect(diff.matching).toMatchObject({ pairedByRecordId: 0, pairedByContent: 1 });
  });
});

describe('diffRecords: the matching method', () => {
  it('lets an empty side count as neither with ids nor without', () => {
    const withId = rec('1', 'a.example.com', 'A', '192.0.2.1');
    const withoutId = rec(undefined, 'b.example.com', 'A', '192.0.2.2');
    expect(diffRecords([], [withId, withoutId]).matching.method).toBe('mixed');
    expect(diffRecords([withId, withoutId], []).matching.method).toBe('mixed');
    expect(diffRecords([], [withId]).matching.method).toBe('record_id');
    expect(diffRecords([], [withoutId]).matching.method).toBe('content');
    expect(diffRecords([withoutId], []).matching.method).toBe('content');
  });
});

describe('isEmptyDiff', () => {
  it('is false when anything is added, removed or changed', () => {
    const a = rec('1', 'a.example.com', 'A', '192.0.2.1');
    expect(isEmptyDiff(diffRecords([], [a]))).toBe(false);
    expect(isEmptyDiff(diffRecords([a], []))).toBe(false);
    expect(isEmptyDiff(diffRecords([a], [{ ...a, record_ttl: '60' }]))).toBe(false);
    expect(isEmptyDiff(diffRecords([a], [a]))).toBe(true);
  });
});

const geo = (id: string | undefined, region: string, value = '192.0.2.1'): DiffableGeoRecord => ({
  ...(id === undefined ? {} : { record_id: id }),
  record_name: 'www.example.com',
  record_type: 'A',
  record_value: value,
  record_ttl: '300',
  geo_region: region,
});

describe('diffGeoRecords', () => {
  it('matches records without ids only in the same region: one value may serve many', () => {
    const diff = diffGeoRecords([geo(undefined, 'DE'), geo(undefined, 'FR')], [geo('1', 'FR'), geo('2', 'US')]);
    expect(diff.unchanged).toBe(1);
    expect(diff.removed.map((item) => item.geo_region)).toEqual(['DE']);
    expect(diff.added.map((item) => item.geo_region)).toEqual(['US']);
  });

  it('reads a region code in any case as the same region', () => {
    const diff = diffGeoRecords([geo(undefined, '_eu')], [geo('1', '_EU')]);
    expect(diff.changed.map((pair) => pair.changes)).toEqual([[{ field: 'geo_region', from: '_eu', to: '_EU' }]]);
  });

  it('lists a region change of a record with an id as a change', () => {
    expect(diffGeoRecords([geo('1', 'DE')], [geo('1', 'AT')]).changed[0]?.changes).toEqual([
      { field: 'geo_region', from: 'DE', to: 'AT' },
    ]);
  });
});

const failover = (patch: Partial<DiffableFailoverRecord> = {}): DiffableFailoverRecord => ({
  record_id: '1',
  record_name: 'www.example.com',
  record_type: 'A',
  record_value: '192.0.2.1',
  record_ttl: '300',
  is_geo: 'no',
  is_failover: 'yes',
  failover_record_main_value: '192.0.2.1',
  failover_check_type: 'HTTP',
  failover_check_interval: '60',
  failover_return_to_main_value: '1',
  failover_notification_email: '',
  failover_notification_sms: '',
  failover_backup_values: ['198.51.100.1', '198.51.100.2'],
  failover_additional_port: '',
  failover_additional_request: '',
  failover_additional_response: '',
  ...patch,
});
const changesOf = (patch: Partial<DiffableFailoverRecord>) =>
  diffFailoverRecords([failover()], [failover(patch)]).changed[0]?.changes ?? [];

it('shows a changed setting as it is, text as text', () => {
  expect(changesOf({ failover_check_type: 'TCP', failover_additional_port: '443' })).toEqual([
    { field: 'failover_check_type', from: 'HTTP', to: 'TCP' },
    { field: 'failover_additional_port', from: '', to: '443' },
  ]);
});
const backups = (...values: string[]) => changesOf({ failover_backup_values: values });

describe('diffFailoverRecords', () => {
  it('compares backup values as a list: their order, their count and an empty value count', () => {
    expect(backups('198.51.100.2', '198.51.100.1')).toEqual([
      {
        field: 'failover_backup_values',
        from: '["198.51.100.1","198.51.100.2"]',
        to: '["198.51.100.2","198.51.100.1"]',
      },
    ]);
    expect(backups('198.51.100.1', '198.51.100.2', '')).toHaveLength(1);
    // Joined with commas, these would read the same as the two values they differ from.
    expect(backups('198.51.100.1,198.51.100.2')).toHaveLength(1);
    expect(backups('198.51.100.1', '198.51.100.2')).toEqual([]);
    const none = diffFailoverRecords(
      [failover({ failover_backup_values: [] })],
      [failover({ failover_backup_values: [''] })],
    );
    expect(none.changed[0]?.changes).toEqual([{ field: 'failover_backup_values', from: '[]', to: '[""]' }]);
  });
});

const smallText = (values: readonly string[]) => fc.constantFrom(...values);
// Small sets so that items collide; with hostile text among them: keys an object map would
// mishandle, case folding beyond ASCII, look-alikes, markup and bidi controls.
const recordArbitrary = fc.record({
  record_id: fc.option(smallText(['1', '2', '3', '4', '5', '__proto__', 'constructor']), { nil: undefined }),
  record_name: smallText([
    'example.com',
    'www.example.com',
    'WWW.example.com',
    'mail.example.com',
    '__proto__',
    'аpple.example.com',
    'STRASSE.example',
    'straße.example',
    '\u202Eevil.example.com',
  ]),
  record_type: smallText(['A', 'a', 'MX', 'TXT', 'CNAME']),
  record_value: smallText([
    '192.0.2.1',
    '192.0.2.2',
    '10 mail',
    '',
    '<script>alert(1)</script>',
    'hasOwnProperty',
    'v=spf1 -all',
    '"v=spf1 -all"',
    '10 MAIL.',
    'Target.Example.',
    'target.example',
  ]),
  record_ttl: smallText(['60', '300', '3600']),
  is_geo: smallText(['yes', 'no']),
  is_failover: smallText(['yes', 'no']),
});
const recordsArbitrary = fc.array(recordArbitrary, { maxLength: 14 });

/** An item without its `record_id` key when the id is undefined, as the schema delivers it. */
function tidy(items: readonly TestRecord[]): TestRecord[] {
  return items.map(({ record_id, ...rest }) => (record_id === undefined ? rest : { record_id, ...rest }));
}

describe('diffRecords properties', () => {
  diffInvariants(recordsArbitrary.map(tidy), diffRecords);

  it('applying the diff to `from` gives `to` (as a multiset of the compared fields)', () => {
    fc.assert(
      fc.property(recordsArbitrary, recordsArbitrary, (rawA, rawB) => {
        const a = tidy(rawA);
        const b = tidy(rawB);
        const diff = diffRecords(a, b);
        const removed = new Set<TestRecord>(diff.removed);
        const replaced = new Map(diff.changed.map((pair) => [pair.from, pair.to]));
        const unchangedPartners = a.filter((item) => !removed.has(item) && !replaced.has(item));
        const result = [...unchangedPartners, ...diff.changed.map((pair) => pair.to), ...diff.added];
        // Ids are not compared: a record may pair with one of another id, or none. Names compare as
        // names (dnsNameKey), values as they mean (recordValueKey): written otherwise is no change.
        const compared = (item: TestRecord, field: RecordDiffField) =>
          field === 'record_name'
            ? dnsNameKey(item.record_name)
            : field === 'record_value'
              ? recordValueKey(item.record_type, item.record_value)
              : item[field];
        const canonical = (items: TestRecord[]) =>
          items.map((item) => JSON.stringify(RECORD_DIFF_FIELDS.map((field) => compared(item, field)))).sort();
        expect(canonical(result)).toEqual(canonical(b));
      }),
    );
  });
});

type Identified = { record_id?: string | undefined };
type Diff<Item> = (from: readonly Item[], to: readonly Item[]) => ItemDiff<Item>;

/** The invariants every diff keeps, whatever it compares (see the module comment of diff-records). */
function diffInvariants<Item extends Identified>(items: fc.Arbitrary<Item[]>, diff: Diff<Item>) {
  it('diff(a, a) is empty', () => {
    fc.assert(
      fc.property(items, (a) => {
        const same = diff(a, a);
        expect(isEmptyDiff(same)).toBe(true);
        expect(same.unchanged).toBe(a.length);
      }),
    );
  });

  it('what diff(a, b) adds, diff(b, a) removes, and changes mirror', () => {
    fc.assert(
      fc.property(items, items, (a, b) => {
        const forward = diff(a, b);
        const backward = diff(b, a);
        expect(backward.removed).toEqual(forward.added);
        expect(backward.added).toEqual(forward.removed);
        expect(backward.unchanged).toBe(forward.unchanged);
        const mirrored = forward.changed
          .map((pair) => ({
            from: pair.to,
            to: pair.from,
            changes: pair.changes.map((change) => ({ field: change.field, from: change.to, to: change.from })),
          }))
          .sort((x, y) => b.indexOf(x.from) - b.indexOf(y.from));
        expect(backward.changed.map(({ from, to, changes }) => ({ from, to, changes }))).toEqual(mirrored);
      }),
    );
  });

  it('the counts add up to the sizes', () => {
    fc.assert(
      fc.property(items, items, (a, b) => {
        const result = diff(a, b);
        expect(result.added.length + result.changed.length + result.unchanged).toBe(b.length);
        expect(result.removed.length + result.changed.length + result.unchanged).toBe(a.length);
        expect(result.matching.pairedByRecordId + result.matching.pairedByContent).toBe(
          result.changed.length + result.unchanged,
        );
      }),
    );
  });
}

/** Items with `record_id` now and then absent (the key, not only its value), as the schema delivers them. */
function withOptionalId<Fields extends object>(
  fields: fc.Arbitrary<Fields>,
): fc.Arbitrary<Fields | (Fields & { record_id: string })> {
  return fc
    .tuple(fc.option(smallText(['1', '2', '3', '__proto__']), { nil: undefined }), fields)
    .map(([id, rest]) => (id === undefined ? rest : { record_id: id, ...rest }));
}

const recordFields = {
  record_name: smallText(['www.example.com', 'WWW.example.com.', 'api.example.com', '\u202Eevil.example.com']),
  record_type: smallText(['A', 'a', 'AAAA']),
  record_value: smallText(['192.0.2.1', '192.0.2.2', '', 'constructor']),
  record_ttl: smallText(['60', '300']),
};

const geoRecordsArbitrary: fc.Arbitrary<DiffableGeoRecord[]> = fc.array(
  withOptionalId(fc.record({ ...recordFields, geo_region: smallText(['_EU', '_eu', 'DE', 'DE.BY', '']) })),
  { maxLength: 12 },
);

const failoverRecordsArbitrary: fc.Arbitrary<DiffableFailoverRecord[]> = fc.array(
  withOptionalId(
    fc.record({
      ...recordFields,
      is_geo: smallText(['yes', 'no']),
      is_failover: smallText(['yes', 'no']),
      failover_record_main_value: smallText(['192.0.2.1', '']),
      failover_check_type: smallText(['HTTP', 'HTTPS', 'TCP']),
      failover_check_interval: smallText(['30', '60']),
      failover_return_to_main_value: smallText(['0', '1']),
      failover_notification_email: smallText(['', 'ops@example.com']),
      failover_notification_sms: smallText(['', '+15555550123']),
      // Order and empty values count: ['a', ''] differs from ['a'] and from ['', 'a'].
      failover_backup_values: fc.array(smallText(['198.51.100.1', '', '[]']), { maxLength: 3 }),
      failover_additional_port: smallText(['', '443']),
      failover_additional_request: smallText(['', '/health']),
      failover_additional_response: smallText(['', 'ok']),
    }),
  ),
  { maxLength: 12 },
);

describe('diffGeoRecords properties', () => {
  diffInvariants(geoRecordsArbitrary, diffGeoRecords);
});

describe('diffFailoverRecords properties', () => {
  diffInvariants(failoverRecordsArbitrary, diffFailoverRecords);
});
