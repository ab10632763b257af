import { describe, expect, it } from 'vitest';
import { diffRecords } from '../../lib/diff-records.ts';
import { describeManagedSoa, separateManagedSoa } from './managed-soa.ts';
import {
  describeMatching,
  describeRollback,
  rollbackSideNames,
  writeRollbackJson,
  writeRollbackText,
} from './rollback-report.ts';
import { rec } from '../../test/records.ts';

describe('describeRollback', () => {
  it.each([
    [{ add: 1, remove: 1, change: 1 }, 'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.'],
    [{ add: 2, remove: 0, change: 0 }, 'Rolling back to snapshot 9050 would add 2 records.'],
    [{ add: 0, remove: 3, change: 1 }, 'Rolling back to snapshot 9050 would remove 3 records and change 1.'],
    [{ add: 0, remove: 0, change: 0 }, 'Rolling back to snapshot 9050 would change no records.'],
    [{ add: 1200, remove: 0, change: 0 }, 'Rolling back to snapshot 9050 would add 1,200 records.'],
  ])('from the current zone: %j', (counts, sentence) => {
    expect(describeRollback('9050', { kind: 'current' }, counts)).toBe(sentence);
  });

  it('names both snapshots when rolling back from another one', () => {
    expect(describeRollback('9040', { kind: 'snapshot', snapshotId: '9050' }, { add: 1, remove: 2, change: 2 })).toBe(
      'Rolling back from snapshot 9050 to snapshot 9040 would remove 2 records, add 1 and change 2.',
    );
    expect(
      describeRollback(
        '9040',
        { kind: 'current' },
        { add: 1, remove: 0, change: 0 },
        { one: 'GEO record', many: 'GEO records' },
      ),
    ).toBe('Rolling back to snapshot 9040 would add 1 GEO record.');
  });
});

describe('describeMatching', () => {
  it('says which matching was used', () => {
    const withIds = diffRecords([rec('1', 'a', 'A', '1')], [rec('1', 'a', 'A', '1')]);
    const withoutIds = diffRecords([rec('1', 'a', 'A', '1')], [rec(undefined, 'a', 'A', '1')]);
    const mixed = diffRecords(
      [rec('1', 'a', 'A', '1'), rec(undefined, 'b', 'A', '1')],
      [rec('1', 'a', 'A', '1'), rec(undefined, 'b', 'A', '1')],
    );
    expect(describeMatching(withIds.matching)).toBe(
      'Records were matched by record_id: every one on both sides has an id.',
    );
    const recreated = diffRecords(
      [rec('1', 'a', 'A', '1'), rec('2', 'b', 'A', '1')],
      [rec('1', 'a', 'A', '1'), rec('3', 'b', 'A', '1')],
    );
    expect(describeMatching(recreated.matching)).toBe(
      'Records were matched by record_id: every one on both sides has an id; 1 with another id on each side matched by name, type and value (deleted and created again).',
    );
    expect(describeMatching(withoutIds.matching)).toMatch(
      /by name, type and value, because one side has no record ids/,
    );
    expect(describeMatching(mixed.matching, 'failover records')).toMatch(
      /^Failover records were matched by record_id where both sides have one.*\(1 matched that way\)/,
    );
  });
});

const soa = (serial: string) => rec('981', 'example.com', 'SOA', `ns1.dns-host.net support@dns-host.net ${serial}`);

describe('rollback reports', () => {
  const current = [rec('1', 'www.example.com', 'A', '192.0.2.2'), rec('2', 'new.example.com', 'TXT', '')];
  const snapshot = [
    rec('1', 'www.example.com', 'A', '192.0.2.1'),
    rec('3', 'old.example.com', 'MX', '10 mx.example.com'),
  ];
  // Built in each test, not when the file loads: a mutant of the diff then shows in the tests it breaks.
  const reportOf = () => ({
    domain: 'example.com',
    snapshotId: '9050',
    origin: { kind: 'current' } as const,
    generatedAt: new Date('2026-11-21T10:00:00Z'),
    parts: [{ title: 'records', diff: diffRecords(current, snapshot) }],
    soa: null,
    risks: [{ kind: 'mx-removal' as const, title: '1 MX record would be removed', details: ['example.com MX 10 mx'] }],
  });

  // The live zone and snapshot 9050 whose SOA differs only in its serial, as the service's do.
  const withSoaOf = () => {
    const separated = separateManagedSoa(
      diffRecords([soa('1795169007'), ...current], [soa('1795017482'), ...snapshot]),
    );
    return { ...reportOf(), parts: [{ title: 'records', diff: separated.records }], soa: separated.soa };
  };

  it('writes plain text, in the rollback’s words', () => {
    expect(writeRollbackText(reportOf()).split('\n')).toEqual([
      'Zonescope rollback report for example.com',
      'Rolling back to: snapshot 9050',
      'Rolling back from: the current zone',
      'Generated: 2026-11-21T10:00:00.000Z',
      '',
      'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.',
      '0 records would stay as they are.',
      '',
      'Risks:',
      '  ! 1 MX record would be removed',
      '      example.com MX 10 mx',
      '',
      '== Records ==',
      'Records were matched by record_id: every one on both sides has an id.',
      'Unchanged: 0',
      'The rollback would remove (1):',
      '  - new.example.com 3600 TXT "" [id 2]',
      'The rollback would add (1):',
      '  + old.example.com 3600 MX 10 mx.example.com [id 3]',
      'The rollback would change (1):',
      '  ~ www.example.com 3600 A 192.0.2.2 [id 1]',
      '      record_value: 192.0.2.2 → 192.0.2.1',
      '',
    ]);
  });

  it('writes JSON with before/after-rollback names', () => {
    const json: unknown = JSON.parse(writeRollbackJson(reportOf()));
    expect(json).toMatchObject({
      domain: 'example.com',
      rolling_back_to: { snapshot_id: '9050' },
      rolling_back_from: { current_zone: true },
      generated_at: '2026-11-21T10:00:00.000Z',
      summary: 'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.',
      records: {
        unchanged: 0,
        would_remove: [{ record_id: '2' }],
        would_add: [{ record_id: '3' }],
        would_change: [
          {
            matched_by: 'record_id',
            changes: [{ field: 'record_value', before_rollback: '192.0.2.2', after_rollback: '192.0.2.1' }],
          },
        ],
      },
    });
  });

  it('says the same about the SOA as the page, apart from the counts and the risks', () => {
    const withSoa = withSoaOf();
    const soaNote = withSoa.soa
      ? describeManagedSoa(withSoa.soa, { from: 'the current zone', to: 'snapshot 9050' })
      : [];
    expect(soaNote).toHaveLength(2);
    const text = writeRollbackText(withSoa);
    expect(text).toContain('Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.');
    expect(text).toContain(`\n\nThe SOA record:\n  ${soaNote[0]}\n  ${soaNote[1]}\n`);
    expect(soaNote[1]).toBe(
      'Serial: 1795017482 (2026-11-18 15:58:02 UTC) in snapshot 9050 → 1795169007 (2026-11-20 10:03:27 UTC) in the current zone.',
    );
    expect(text).not.toMatch(/~ example\.com .* SOA/);

    const json: unknown = JSON.parse(writeRollbackJson(withSoa));
    expect(json).toMatchObject({
      summary: 'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.',
      managed_soa: {
        note: soaNote,
        before_rollback: { record_id: '981', record_value: 'ns1.dns-host.net support@dns-host.net 1795169007' },
        in_snapshot: { record_id: '981', record_value: 'ns1.dns-host.net support@dns-host.net 1795017482' },
        changes: [{ field: 'serial', before_rollback: '1795169007', in_snapshot: '1795017482' }],
      },
      records: { would_change: [{ before_rollback: { record_id: '1' } }] },
    });
    expect(JSON.parse(writeRollbackJson(reportOf()))).toMatchObject({ managed_soa: null });
  });

  it('marks an item the service writes as Disabled, in any case or spacing, as disabled', () => {
    const live = [
      { ...rec('1', 'a.example.com', 'A', '192.0.2.1'), record_status: ' DISABLED ' },
      { ...rec('2', 'b.example.com', 'A', '192.0.2.2'), record_status: 'Enabled' },
    ];
    const text = writeRollbackText({ ...reportOf(), parts: [{ title: 'records', diff: diffRecords(live, []) }] });
    expect(text).toContain('  - a.example.com 3600 A 192.0.2.1 (disabled) [id 1]\n');
    expect(text).toContain('  - b.example.com 3600 A 192.0.2.2 [id 2]\n');
  });
});

const geo = (id: string | undefined, name: string, value: string, region: string) => ({
  ...rec(id, name, 'A', value),
  geo_region: region,
});

const reportBetweenSnapshots = () => ({
  domain: 'пример.рф',
  snapshotId: '9040',
  origin: { kind: 'snapshot', snapshotId: '9050' } as const,
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  parts: [
    {
      title: 'records',
      diff: diffRecords(
        [
          rec('1', 'www.пример.рф', 'A', '192.0.2.1'),
          rec('2', 'пример.рф', 'TXT', '  '),
          rec('3', 'mail.пример.рф', 'A', '192.0.2.3'),
        ],
        [rec('1', 'www.пример.рф', 'A', '192.0.2.1'), rec(undefined, 'mail.пример.рф', 'A', '192.0.2.3')],
      ),
    },
    {
      title: 'GEO records',
      diff: diffRecords(
        [geo('7', 'www.пример.рф', '192.0.2.7', 'DE')],
        [geo('7', 'www.пример.рф', '192.0.2.8', 'DE'), geo(undefined, 'www.пример.рф', '192.0.2.9', '_EU')],
      ),
    },
    { title: 'failover records', diff: diffRecords([], []) },
  ],
  soa: null,
  risks: [],
});

describe('a rollback report from one snapshot to another', () => {
  it('names both snapshots, each part with its own matching and counts, and says when no risk was found', () => {
    expect(writeRollbackText(reportBetweenSnapshots()).split('\n')).toEqual([
      'Zonescope rollback report for пример.рф',
      'Rolling back to: snapshot 9040',
      'Rolling back from: snapshot 9050',
      'Generated: 2026-11-21T10:00:00.000Z',
      '',
      'Rolling back from snapshot 9050 to snapshot 9040 would remove 1 record.',
      '2 records would stay as they are.',
      '',
      'Risks: none found.',
      '',
      '== Records ==',
      'Records were matched by record_id where both sides have one, otherwise by name, type and value (1 matched that way).',
      'Unchanged: 2',
      'The rollback would remove (1):',
      '  - пример.рф 3600 TXT "  " [id 2]',
      '',
      '== GEO records ==',
      'GEO records were matched by record_id where both sides have one, otherwise by name, type and value (0 matched that way).',
      'Unchanged: 0',
      'The rollback would add (1):',
      '  + www.пример.рф 3600 A 192.0.2.9 region _EU [no id]',
      'The rollback would change (1):',
      '  ~ www.пример.рф 3600 A 192.0.2.7 region DE [id 7]',
      '      record_value: 192.0.2.7 → 192.0.2.8',
      '',
      '== Failover records ==',
      'Failover records were matched by record_id: every one on both sides has an id.',
      'Unchanged: 0',
      '',
    ]);
  });

  it('writes the same as JSON, a key per part', () => {
    expect(JSON.parse(writeRollbackJson(reportBetweenSnapshots()))).toEqual({
      domain: 'пример.рф',
      rolling_back_to: { snapshot_id: '9040' },
      rolling_back_from: { snapshot_id: '9050' },
      generated_at: '2026-11-21T10:00:00.000Z',
      summary: 'Rolling back from snapshot 9050 to snapshot 9040 would remove 1 record.',
      managed_soa: null,
      risks: [],
      records: {
        matching: { method: 'mixed', fromWithoutId: 0, toWithoutId: 1, pairedByRecordId: 1, pairedByContent: 1 },
        unchanged: 2,
        would_remove: [rec('2', 'пример.рф', 'TXT', '  ')],
        would_add: [],
        would_change: [],
      },
      geo_records: {
        matching: { method: 'mixed', fromWithoutId: 0, toWithoutId: 1, pairedByRecordId: 1, pairedByContent: 0 },
        unchanged: 0,
        would_remove: [],
        would_add: [geo(undefined, 'www.пример.рф', '192.0.2.9', '_EU')],
        would_change: [
          {
            matched_by: 'record_id',
            before_rollback: geo('7', 'www.пример.рф', '192.0.2.7', 'DE'),
            after_rollback: geo('7', 'www.пример.рф', '192.0.2.8', 'DE'),
            changes: [{ field: 'record_value', before_rollback: '192.0.2.7', after_rollback: '192.0.2.8' }],
          },
        ],
      },
      failover_records: {
        matching: { method: 'record_id', fromWithoutId: 0, toWithoutId: 0, pairedByRecordId: 0, pairedByContent: 0 },
        unchanged: 0,
        would_remove: [],
        would_add: [],
        would_change: [],
      },
    });
  });

  it('has no summary without a part of records', () => {
    const text = writeRollbackText({ ...reportBetweenSnapshots(), parts: [] });
    expect(text).toBe(
      [
        'Zonescope rollback report for пример.рф',
        'Rolling back to: snapshot 9040',
        'Rolling back from: snapshot 9050',
        'Generated: 2026-11-21T10:00:00.000Z',
        '',
        '',
        'Risks: none found.',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(writeRollbackJson({ ...reportBetweenSnapshots(), parts: [] }))).toMatchObject({ summary: '' });
  });

  it('names the sides as the page does', () => {
    expect(rollbackSideNames('9040', reportBetweenSnapshots().origin)).toEqual({
      from: 'snapshot 9050',
      to: 'snapshot 9040',
    });
    expect(rollbackSideNames('9040', { kind: 'current' })).toEqual({ from: 'the current zone', to: 'snapshot 9040' });
  });
});
