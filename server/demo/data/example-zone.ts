import { createRandom } from '../random.ts';
import {
  DEMO_SOA_CONTACT,
  DEMO_SOA_PRIMARY,
  failoverRecord,
  geoRecord,
  managedSoa,
  presentationTxt,
  record,
  unixSeconds,
} from './zone-builders.ts';
import type { ZoneHistory } from './zone-types.ts';

/**
 * example.com: a small realistic zone with every record type and five snapshots (9010 … 9050).
 * The differences between its snapshots and the live zone are test fixtures: see expected-diffs.ts
 * before changing anything here. As the real service stores them, most TXT values are in
 * presentation form (quoted; the DKIM key as two quoted strings; an escaped quote in one), two older
 * ones are not; the SOA is the service's three-field one, its serial the time of the last edit.
 */

/** A base64 string that looks like an RSA-2048 public key (the same on every run). */
function makeKeyLike(seed: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const random = createRandom(seed);
  let key = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA';
  while (key.length < 390) key += alphabet.charAt(random.int(0, alphabet.length - 1));
  return `${key}QIDAQAB`;
}

/** The DKIM keys before and after the rotation, as stored: two quoted strings each (over 255 octets). */
export const EXAMPLE_DKIM_OLD = presentationTxt(`v=DKIM1; k=rsa; p=${makeKeyLike(2024)}`);
export const EXAMPLE_DKIM_NEW = presentationTxt(`v=DKIM1; k=rsa; p=${makeKeyLike(2026)}`);

/** The contact of the managed SOA until the host changed it (between snapshots 9020 and 9030). */
export const EXAMPLE_OLD_SOA_CONTACT = 'hostmaster@dns-host.net';

const apex = 'example.com';

const soa = managedSoa('981', apex, '2026-09-27T21:47:12Z', { contact: EXAMPLE_OLD_SOA_CONTACT });
const wwwA = record('986', 'A', 'www.example.com', '192.0.2.20', '3600', { geo: true });
const apiA = record('988', 'A', 'api.example.com', '192.0.2.30', '60', { geo: true, failover: true });
const apiBackupA = record('989', 'A', 'api.example.com', '198.51.100.30', '60', { geo: true, disabled: true });
const mailA = record('992', 'A', 'mail.example.com', '192.0.2.25', '3600', { failover: true });
const sipA = record('1005', 'A', 'sip.example.com', '192.0.2.40', '300');
const xmppSrv = record('1004', 'SRV', '_xmpp-server._tcp.example.com', '5 0 5269 xmpp.example.com', '3600');
const apiAaaa = record('1020', 'AAAA', 'api.example.com', '2001:db8::30', '60', { geo: true, failover: true });

const baseRecords = [
  soa,
  record('982', 'NS', apex, 'ns1.dns-host.net', '86400'),
  record('983', 'NS', apex, 'ns2.old-host.example.net', '86400'),
  record('984', 'A', apex, '192.0.2.10', '3600'),
  record('985', 'AAAA', apex, '2001:db8::10', '3600'),
  wwwA,
  record('987', 'AAAA', 'www.example.com', '2001:db8::20', '3600'),
  apiA,
  apiBackupA,
  record('990', 'MX', apex, '10 mail.example.com', '3600'),
  record('991', 'MX', apex, '20 mail2.example.com', '3600'),
  mailA,
  record('993', 'A', 'mail2.example.com', '198.51.100.25', '3600', { disabled: true }),
  record('994', 'TXT', apex, presentationTxt('v=spf1 a mx include:_spf.example.com ~all'), '3600'),
  record(
    '995',
    'TXT',
    '_dmarc.example.com',
    presentationTxt('v=DMARC1; p=quarantine; rua=mailto:dmarc-reports@example.com; pct=100'),
    '3600',
  ),
  record('996', 'TXT', 'default._domainkey.example.com', EXAMPLE_DKIM_OLD, '3600'),
  // An older record, stored without quotes: values of both forms exist side by side.
  record('997', 'TXT', apex, 'google-site-verification=rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ', '3600'),
  // Escaped double quotes and backslashes: the zone-file writer and the table must not mangle them.
  record('998', 'TXT', 'notes.example.com', presentationTxt('He said "ship it" and ran C:\\deploy\\run.bat'), '300'),
  record('999', 'CNAME', 'blog.example.com', 'blog.hosting.example.net', '3600'),
  record('1000', 'CNAME', 'shop.example.com', 'shops.example.net', '3600'),
  record('1001', 'ALIAS', 'cdn.example.com', 'd1a2b3c4.cdn.example.net', '3600'),
  record('1002', 'ALIAS', 'static.example.com', 'static.cdn.example.net', '300', { disabled: true }),
  record('1003', 'SRV', '_sip._tcp.example.com', '10 5 5060 sip.example.com', '3600'),
  xmppSrv,
  sipA,
  record('1006', 'PTR', 'ptr-40.example.com', 'sip.example.com', '3600'),
  record('1007', 'CAA', apex, '0 issue "letsencrypt.org"', '3600'),
  record('1008', 'A', 'vpn.example.com', '203.0.113.5', '3600', { disabled: true }),
  record('1009', 'A', 'dev.example.com', '203.0.113.50', '60'),
  record('1010', 'A', '*.dev.example.com', '203.0.113.51', '60'),
  record('1011', 'CNAME', 'autodiscover.example.com', 'autodiscover.mail.example.net', '3600'),
  record(
    '1012',
    'TXT',
    '_acme-challenge.example.com',
    presentationTxt('kZ3u9QeX2wLrT7bYp0sVn4HdM8cJa1Ef6GiKoUlRzNy'),
    '60',
  ),
  record('1013', 'NS', 'sub.example.com', 'ns1.sub-dns.example.net', '86400'),
  record('1014', 'NS', 'sub.example.com', 'ns2.sub-dns.example.net', '86400'),
  record('1015', 'A', 'ftp.example.com', '192.0.2.60', '3600', { disabled: true }),
  record('1016', 'A', 'old.example.com', '192.0.2.99', '3600'),
];

const apiFailover = failoverRecord(apiA, {
  check: 'HTTP',
  interval: '60',
  returnToMain: '1',
  email: 'ops@example.com',
  // An empty backup value, as the service sends for a cleared field.
  backups: ['198.51.100.30', ''],
  request: '/health',
  response: 'ok',
});

export const exampleHistory: ZoneHistory = {
  base: {
    records: baseRecords,
    geoRecords: [
      geoRecord('7001', 'A', 'www.example.com', '192.0.2.120', '3600', '_EU'),
      geoRecord('7002', 'A', 'www.example.com', '198.51.100.20', '3600', '_NA'),
      geoRecord('7003', 'A', 'api.example.com', '203.0.113.30', '60', '_AS'),
      geoRecord('7004', 'A', 'api.example.com', '192.0.2.130', '60', 'DE'),
    ],
    failoverRecords: [
      apiFailover,
      failoverRecord(mailA, {
        check: 'TCP',
        interval: '120',
        returnToMain: '0',
        sms: '+15555550123',
        backups: ['198.51.100.25'],
        port: '25',
      }),
    ],
  },
  events: [
    {
      snapshot: {
        snapshotId: '9010',
        time: unixSeconds('2026-09-28T03:00:00Z'),
        createdBy: 'auto-backup',
        withoutRecordIds: true,
      },
    },
    {
      edit: {
        at: unixSeconds('2026-10-14T16:20:31Z'),
        removeRecords: ['1016'],
        addRecords: [record('1017', 'CNAME', 'docs.example.com', 'docs.example.net', '3600')],
        updateRecords: [
          { record_id: '1001', record_ttl: '300' },
          { record_id: '996', record_value: EXAMPLE_DKIM_NEW },
        ],
      },
    },
    { snapshot: { snapshotId: '9020', time: unixSeconds('2026-10-15T09:12:44Z'), createdBy: 'admin@example.com' } },
    {
      edit: {
        at: unixSeconds('2026-11-01T18:05:09Z'),
        // The risky change of this history: an apex NS moves to another provider. On the same day
        // the DNS host changed the contact of its managed SOA (more than the serial differs).
        // www.example.com moves to a new address (its history: value here and in the next edit, TTL later).
        // The XMPP SRV record is deleted by mistake; a rollback brings it back before 9040.
        removeRecords: ['1004'],
        updateRecords: [
          { record_id: '983', record_value: 'ns2.dns-host.net' },
          { record_id: '986', record_value: '192.0.2.23' },
          // The serial is set to the edit's time, as for every edit.
          { record_id: '981', record_value: `${DEMO_SOA_PRIMARY} ${DEMO_SOA_CONTACT} 0` },
          { record_id: '1005', is_failover: 'yes' },
        ],
        addRecords: [record('1018', 'A', 'status.example.com', '192.0.2.70', '300')],
        addGeoRecords: [geoRecord('7005', 'A', 'www.example.com', '198.51.100.21', '3600', 'US')],
        addFailoverRecords: [
          failoverRecord(
            { ...sipA, is_failover: 'yes' },
            { check: 'PING', interval: '30', returnToMain: '0', backups: ['198.51.100.40'], withoutId: true },
          ),
        ],
      },
    },
    { snapshot: { snapshotId: '9030', time: unixSeconds('2026-11-02T03:00:00Z'), createdBy: 'auto-backup' } },
    {
      edit: {
        at: unixSeconds('2026-11-17T11:32:50Z'),
        // Stored without quotes, as records made through some older clients are. The SRV record
        // deleted before 9030 is restored, with its id, as a rollback restores records.
        addRecords: [record('1019', 'TXT', apex, 'MS=ms48213377', '3600'), xmppSrv],
        updateRecords: [
          { record_id: '1000', record_ttl: '1800' },
          { record_id: '986', record_value: '192.0.2.24' },
        ],
      },
    },
    { snapshot: { snapshotId: '9040', time: unixSeconds('2026-11-18T08:41:10Z'), createdBy: 'ops@example.com' } },
    {
      edit: {
        at: unixSeconds('2026-11-18T15:58:02Z'),
        addRecords: [apiAaaa, record('1021', 'CAA', apex, '0 iodef "mailto:security@example.com"', '3600')],
        removeRecords: ['991'],
        updateRecords: [
          // TTL cut before a migration: 3600 → 300.
          { record_id: '986', record_ttl: '300' },
          { record_id: '999', record_value: 'example.ghost.example.net' },
        ],
        addGeoRecords: [
          geoRecord('7006', 'A', 'www.example.com', '192.0.2.121', '300', 'DE.BY'),
          geoRecord('7007', 'AAAA', 'api.example.com', '2001:db8::31', '60', '_EU'),
        ],
        removeGeoRecords: ['7003'],
        updateGeoRecords: [
          { record_id: '7001', record_ttl: '300' },
          { record_id: '7002', record_ttl: '300', record_value: '198.51.100.22' },
          { record_id: '7005', record_ttl: '300' },
        ],
        updateFailoverRecords: [
          { key: '988', changes: { failover_check_type: 'HTTPS', failover_additional_port: '443' } },
        ],
        addFailoverRecords: [
          failoverRecord(apiAaaa, {
            check: 'HTTPS',
            interval: '60',
            returnToMain: '1',
            email: 'ops@example.com',
            backups: ['2001:db8::31'],
            port: '443',
            request: '/health',
            response: 'ok',
          }),
        ],
      },
    },
    { snapshot: { snapshotId: '9050', time: unixSeconds('2026-11-18T16:27:35Z'), createdBy: 'admin@example.com' } },
    {
      edit: {
        at: unixSeconds('2026-11-20T10:03:27Z'),
        addRecords: [record('1022', 'A', 'beta.example.com', '203.0.113.77', '300')],
        removeRecords: ['1012'],
        updateRecords: [{ record_id: '1009', record_value: '203.0.113.55' }],
      },
    },
  ],
};
