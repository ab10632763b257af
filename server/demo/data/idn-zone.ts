import { failoverRecord, geoRecord, managedSoa, presentationTxt, record, unixSeconds } from './zone-builders.ts';
import type { ZoneHistory } from './zone-types.ts';

/** пример.рф (xn--e1afmkfd.xn--p1ai): an internationalised zone, Cyrillic names and values. */
const apex = 'пример.рф';

const wwwA = record('3005', 'A', 'www.пример.рф', '192.0.2.80', '3600', { geo: true });
const mailA = record('3007', 'A', 'почта.пример.рф', '192.0.2.81', '3600', { failover: true });

export const idnHistory: ZoneHistory = {
  base: {
    records: [
      managedSoa('3001', apex, '2026-08-09T10:31:00Z'),
      record('3002', 'NS', apex, 'ns1.dns-host.net', '86400'),
      record('3003', 'NS', apex, 'ns2.dns-host.net', '86400'),
      record('3004', 'A', apex, '192.0.2.80', '3600'),
      wwwA,
      record('3006', 'AAAA', 'www.пример.рф', '2001:db8::80', '3600'),
      mailA,
      record('3008', 'MX', apex, '10 почта.пример.рф', '3600'),
      record('3009', 'TXT', apex, presentationTxt('v=spf1 a mx ~all'), '3600'),
      record(
        '3010',
        'TXT',
        apex,
        presentationTxt('Добро пожаловать! Этот домен — пример интернационализированной зоны.'),
        '3600',
      ),
      record('3011', 'CNAME', 'блог.пример.рф', 'блог.хостинг.рф', '3600'),
      record('3012', 'CNAME', 'магазин.пример.рф', 'shop.example.net', '3600'),
      record('3013', 'A', 'вход.пример.рф', '192.0.2.82', '3600', { disabled: true }),
      record('3014', 'CAA', apex, '0 issue "letsencrypt.org"', '3600'),
      record('3018', 'A', 'тест.пример.рф', '192.0.2.88', '300'),
    ],
    geoRecords: [
      geoRecord('6001', 'A', 'www.пример.рф', '192.0.2.90', '3600', 'RU'),
      geoRecord('6002', 'A', 'www.пример.рф', '192.0.2.91', '3600', 'RU.MOW'),
      geoRecord('6003', 'A', 'www.пример.рф', '192.0.2.92', '3600', '_EU'),
      // Kosovo's user-assigned code, which some GEO services use: not in the ISO regions table.
      geoRecord('6004', 'A', 'www.пример.рф', '192.0.2.93', '3600', 'XK'),
    ],
    failoverRecords: [
      failoverRecord(mailA, {
        check: 'TCP',
        interval: '300',
        returnToMain: '1',
        email: 'админ@пример.рф',
        backups: ['192.0.2.181'],
        port: '25',
      }),
    ],
  },
  events: [
    { snapshot: { snapshotId: '5010', time: unixSeconds('2026-08-10T12:00:00Z'), createdBy: 'оператор@пример.рф' } },
    {
      edit: {
        at: unixSeconds('2026-09-30T14:22:10Z'),
        removeRecords: ['3018'],
        addRecords: [
          record('3015', 'SRV', '_sip._udp.пример.рф', '10 5 5060 связь.пример.рф', '3600'),
          record('3016', 'A', 'связь.пример.рф', '192.0.2.83', '300'),
        ],
        updateRecords: [{ record_id: '3012', record_ttl: '1800' }],
        removeGeoRecords: ['6003'],
      },
    },
    { snapshot: { snapshotId: '5020', time: unixSeconds('2026-10-01T07:30:00Z'), createdBy: 'auto-backup' } },
    {
      edit: {
        at: unixSeconds('2026-11-12T17:41:55Z'),
        updateRecords: [{ record_id: '3011', record_value: 'блоги.хостинг.рф' }],
        addRecords: [
          record(
            '3017',
            'TXT',
            '_dmarc.пример.рф',
            presentationTxt('v=DMARC1; p=none; rua=mailto:dmarc@пример.рф'),
            '3600',
          ),
        ],
        updateFailoverRecords: [{ key: '3007', changes: { failover_check_interval: '60' } }],
      },
    },
    { snapshot: { snapshotId: '5030', time: unixSeconds('2026-11-12T19:05:00Z'), createdBy: 'admin@example.com' } },
    { edit: { at: unixSeconds('2026-11-16T08:12:40Z'), updateRecords: [{ record_id: '3005', record_ttl: '600' }] } },
  ],
};
