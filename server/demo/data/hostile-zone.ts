import { failoverRecord, geoRecord, managedSoa, record, unixSeconds } from './zone-builders.ts';
import type { ZoneHistory } from './zone-types.ts';

/**
 * hostile.example: untrusted text at its worst, to show (and test) that the app renders record
 * data as text and nothing else. Script and event-handler payloads, `javascript:` URLs, a TXT of
 * several kB, right-to-left overrides and zero-width characters, and names that mix scripts to look
 * like others (Cyrillic `а` and `о` in place of Latin `a` and `o`). Its TXT values are stored
 * without quotes (the payloads exactly as written); its SOA is the service's managed one.
 */
const SCRIPT = '<script>window.__zonescopeXss = "script"; alert("xss")</script>';
const IMG = '<img src=x onerror="window.__zonescopeXss=\'img\';alert(1)">';
const SVG = '"><svg onload="window.__zonescopeXss=\'svg\'">';
// A hostile value on purpose: the app must show it as text, never as a link.
// oxlint-disable-next-line no-script-url
const JS_URL = "javascript:window.__zonescopeXss='url';alert(document.domain)";
const LONG_TXT = `v=long1 ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(110)}end`;
const RTL = 'invoice\u202Egpj.exe\u202C — مرحبا بالعالم — שלום עולם';
const ZERO_WIDTH = 'pay\u200Bpal\u200D\uFEFF-verify';
/** A right-to-left override that is never closed: without isolation it reorders whatever follows it. */
const OPEN_RTL = 'open override \u202Eexe.txt <- 300';

export const HOSTILE_PAYLOADS = { SCRIPT, IMG, SVG, JS_URL, LONG_TXT, RTL, ZERO_WIDTH, OPEN_RTL } as const;

const www = record('8010', 'A', 'www.hostile.example', '192.0.2.66', '300', { geo: true, failover: true });
// Look-alikes: Cyrillic а (U+0430) and о (U+043E) among Latin letters.
const apple = record('8011', 'A', 'аpple.hostile.example', '192.0.2.67', '300');

/**
 * Two snapshots, so that comparing them shows hostile text in every part: 8400, then an edit, then
 * 8500, then the edit that made the live zone. Rolling back from 8500 to 8400 would add 8017 (an
 * unclosed right-to-left override), remove 8014 (markup in the name) and the look-alike 8015, set
 * 8005 back to a `javascript:` URL; in GEO add the look-alike's record and move www's to another
 * region and value; in failover add the look-alike's and set www's check, backups and SMS back.
 */
export const hostileHistory: ZoneHistory = {
  base: {
    records: [
      managedSoa('8001', 'hostile.example', '2026-11-11T20:00:00Z'),
      record('8002', 'NS', 'hostile.example', 'ns1.dns-host.net', '86400'),
      record('8003', 'TXT', 'hostile.example', SCRIPT, '300'),
      record('8004', 'TXT', 'img.hostile.example', IMG, '300'),
      // JS_URL in 8400, SVG since 8500.
      record('8005', 'TXT', 'svg.hostile.example', JS_URL, '300'),
      record('8006', 'CNAME', 'link.hostile.example', JS_URL, '300'),
      record('8007', 'TXT', 'long.hostile.example', LONG_TXT, '300'),
      record('8008', 'TXT', 'rtl.hostile.example', RTL, '300'),
      record('8009', 'TXT', `${ZERO_WIDTH}.hostile.example`, 'zero-width characters in the name', '300', {
        disabled: true,
      }),
      www,
      apple,
      record('8012', 'CNAME', 'gооgle.hostile.example', 'www.hostile.example', '300'),
      record('8013', 'MX', 'hostile.example', `10 ${SCRIPT}`, '300'),
      // In 8400 only.
      record('8017', 'TXT', 'old.hostile.example', OPEN_RTL, '300'),
    ],
    geoRecords: [
      geoRecord('8101', 'A', 'www.hostile.example', JS_URL, '300', '_NA'),
      // In 8400 only.
      geoRecord('8102', 'A', 'аpple.hostile.example', SCRIPT, '300', '_AS'),
    ],
    failoverRecords: [
      failoverRecord(www, {
        check: IMG,
        interval: '60',
        returnToMain: '1',
        backups: [SVG],
        email: '"<script>alert(1)</script>"@hostile.example',
        sms: OPEN_RTL,
        request: 'GET /<script>alert(1)</script> HTTP/1.1',
        response: SVG,
      }),
      // In 8400 only.
      failoverRecord(apple, { check: 'HTTP', interval: '60', returnToMain: '1', backups: [JS_URL], sms: RTL }),
    ],
  },
  events: [
    { snapshot: { snapshotId: '8400', time: unixSeconds('2026-11-12T09:00:00Z'), createdBy: IMG } },
    {
      edit: {
        at: unixSeconds('2026-11-15T13:13:13Z'),
        removeRecords: ['8017'],
        addRecords: [
          record('8014', 'TXT', '<b>bold</b>.hostile.example', '<i>not italic</i> &amp; not an entity', '300'),
          // Removed after snapshot 8500: rolling back to it would re-create this look-alike (Cyrillic а).
          record('8015', 'TXT', 'pаypal.hostile.example', SVG, '300'),
        ],
        updateRecords: [{ record_id: '8005', record_value: SVG }],
        removeGeoRecords: ['8102'],
        updateGeoRecords: [{ record_id: '8101', record_value: IMG, geo_region: '_EU' }],
        removeFailoverRecords: ['8011'],
        updateFailoverRecords: [
          {
            key: '8010',
            changes: {
              failover_check_type: SCRIPT,
              failover_backup_values: [IMG, '', JS_URL],
              failover_notification_sms: RTL,
            },
          },
        ],
      },
    },
    { snapshot: { snapshotId: '8500', time: unixSeconds('2026-11-19T09:00:00Z'), createdBy: SCRIPT } },
    // Since 8500, so that comparing it with the live zone shows hostile text in each column.
    {
      edit: {
        at: unixSeconds('2026-11-19T21:30:00Z'),
        removeRecords: ['8015'],
        addRecords: [record('8016', 'TXT', 'open.hostile.example', OPEN_RTL, '300')],
        updateRecords: [{ record_id: '8008', record_value: `${RTL} (edited)` }],
      },
    },
  ],
};
