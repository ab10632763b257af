import { describe, expect, it } from 'vitest';
import { describeLine, STORY_EVENTS_AT_MOST } from './history-summary.tsx';
import type { HistoryLine, LineEvent } from './record-history.ts';

const RECORD = {
  record_id: '50004',
  record_name: 'host3.daily.example.org',
  record_type: 'A',
  record_value: '198.51.100.4',
  record_ttl: '3600',
  is_geo: 'no',
  is_failover: 'no',
} as const;

/** First seen in snapshot 30001, then its TTL changed in each of `changes` snapshots after it. */
function lineWith(changes: number): HistoryLine {
  const events: LineEvent[] = [
    { stateKey: '30001', event: 'first-seen', fields: [], parts: [] },
    ...Array.from({ length: changes }, (_, index): LineEvent => ({
      stateKey: String(30_002 + index),
      event: 'changed',
      fields: ['record_ttl'],
      parts: [],
    })),
  ];
  return { line: 0, latest: RECORD, events };
}

describe('describeLine', () => {
  it(`tells a story of up to ${STORY_EVENTS_AT_MOST} events whole`, () => {
    expect(describeLine(lineWith(STORY_EVENTS_AT_MOST - 1), true)).toBe(
      'First seen in snapshot 30001; TTL changed in snapshot 30002; TTL changed in snapshot 30003; TTL changed in snapshot 30004; TTL changed in snapshot 30005; TTL changed in snapshot 30006; TTL changed in snapshot 30007; TTL changed in snapshot 30008.',
    );
  });

  it('tells a longer one by its first and latest events, counting those between', () => {
    expect(describeLine(lineWith(1_500), false)).toBe(
      'First seen in snapshot 30001; then 1,494 more changes, each in the table below; TTL changed in snapshot 31496; TTL changed in snapshot 31497; TTL changed in snapshot 31498; TTL changed in snapshot 31499; TTL changed in snapshot 31500; TTL changed in snapshot 31501; not in the live zone.',
    );
  });
});
