import { managedSoa, record } from './zone-builders.ts';
import type { ZoneHistory } from './zone-types.ts';

/** fresh.example.org: a brand-new zone with only SOA and NS, no snapshots and nothing GEO-eligible. */
export const freshHistory: ZoneHistory = {
  base: {
    records: [
      managedSoa('4001', 'fresh.example.org', '2026-11-21T09:15:00Z'),
      record('4002', 'NS', 'fresh.example.org', 'ns1.dns-host.net', '86400'),
      record('4003', 'NS', 'fresh.example.org', 'ns2.dns-host.net', '86400'),
    ],
    geoRecords: [],
    failoverRecords: [],
  },
  events: [],
};
