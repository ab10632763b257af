import { createRandom } from '../random.ts';
import { managedSoa, presentationTxt, record, unixSeconds } from './zone-builders.ts';
import type { ZoneHistory, ZoneRecord } from './zone-types.ts';

/**
 * daily.example.org: a small zone saved every night for five and a half years — a long timeline
 * (2,000 snapshots, now and then two on a day), as an account that keeps its snapshots has. Between
 * nights a record's TTL or text changes; about once a month a host is added, now and then one is
 * removed, so the count drifts as a real zone's does.
 */
export const DAILY_ZONE = {
  apex: 'daily.example.org',
  /** The nightly snapshots; a manual one is added after some of them. */
  nightlyCount: 2_000,
  /** The first snapshot's id; the others follow one by one. */
  firstSnapshotId: 30_001,
  /** The apex's A record, whose TTL changes now and then: the history the benchmark opens. */
  trackedRecordId: '50004',
} as const;

const SEED = 0xda_11_2026;
const FIRST_NIGHT = unixSeconds('2021-05-23T02:30:00Z');
const DAY = 24 * 60 * 60;

export function buildDailyZoneHistory(): ZoneHistory {
  const { apex } = DAILY_ZONE;
  const random = createRandom(SEED);
  let nextId = 50_001;
  const newId = () => String(nextId++);
  const host = (index: number): ZoneRecord =>
    record(newId(), 'A', `host${index}.${apex}`, `198.51.100.${(index % 250) + 1}`, '3600');
  const records: ZoneRecord[] = [
    managedSoa(newId(), apex, '2021-05-20T10:00:00Z'),
    record(newId(), 'NS', apex, 'ns1.dns-host.net', '86400'),
    record(newId(), 'NS', apex, 'ns2.dns-host.net', '86400'),
    record(newId(), 'A', apex, '198.51.100.10', '3600'),
    record(newId(), 'CNAME', `www.${apex}`, apex, '3600'),
    record(newId(), 'MX', apex, `10 mail.${apex}`, '3600'),
    record(newId(), 'TXT', apex, presentationTxt('v=spf1 mx -all'), '3600'),
  ];
  let hosts = 0;
  for (; hosts < 12; hosts += 1) records.push(host(hosts));

  const present = new Map(records.map((item) => [item.record_id, item]));
  const events: ZoneHistory['events'][number][] = [];
  let snapshotId: number = DAILY_ZONE.firstSnapshotId;
  for (let night = 0; night < DAILY_ZONE.nightlyCount; night += 1) {
    const time = FIRST_NIGHT + night * DAY;
    events.push({ snapshot: { snapshotId: String(snapshotId++), time, createdBy: 'auto-backup' } });
    // Some days someone saves the zone by hand before changing it.
    if (random.chance(0.08)) {
      events.push({
        snapshot: { snapshotId: String(snapshotId++), time: time + 9 * 60 * 60, createdBy: 'admin@example.org' },
      });
    }

    const hostsNow = [...present.values()].filter((item) => item.record_name.startsWith('host'));
    const removed = hostsNow.length > 8 && random.chance(0.02) ? random.sample(hostsNow, 1) : [];
    const added = random.chance(0.035) ? [host(hosts++)] : [];
    const changed = random.chance(0.3)
      ? random
          .sample(
            [...present.values()].filter(
              (item) => item.record_type !== 'SOA' && item.record_type !== 'NS' && !removed.includes(item),
            ),
            1,
          )
          .map((item) => ({ ...item, record_ttl: item.record_ttl === '3600' ? '300' : '3600' }))
      : [];
    if (removed.length + added.length + changed.length === 0) continue;
    for (const item of removed) present.delete(item.record_id);
    for (const item of [...changed, ...added]) present.set(item.record_id, item);
    // An edit sets the SOA's serial: only a night with a change has one.
    events.push({
      edit: {
        at: time + 12 * 60 * 60,
        removeRecords: removed.map((item) => item.record_id),
        updateRecords: changed,
        addRecords: added,
      },
    });
  }
  return { base: { records, geoRecords: [], failoverRecords: [] }, events };
}
