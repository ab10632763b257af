import { record } from './zone-builders.ts';
import type { ZoneHistory } from './zone-types.ts';

/** fresh.example.org: a brand-new zone with only SOA and NS, no snapshots and nothing GEO-eligible. */
export const freshHistory: ZoneHistory = {
  base: {
    records: [
      record(
        '4001',
        'SOA',
        'fresh.example.org',
        'ns1.dns-host.net hostmaster.fresh.example.org 2026112101 7200 3600 1209600 3600',
        '3600',
      ),
      record('4002', 'NS', 'fresh.example.org', 'ns1.dns-host.net', '86400'),
      record('4003', 'NS', 'fresh.example.org', 'ns2.dns-host.net', '86400'),
    ],
    geoRecords: [],
    failoverRecords: [],
  },
  events: [],
};
