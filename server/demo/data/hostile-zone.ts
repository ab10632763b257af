import { failoverRecord, geoRecord, record, unixSeconds } from './zone-builders.ts';
import type { ZoneHistory } from './zone-types.ts';

/**
 * hostile.example: untrusted text at its worst, to show (and test) that the app renders record
 * data as text and nothing else. Script and event-handler payloads, `javascript:` URLs, a TXT of
 * several kB, right-to-left overrides and zero-width characters, and names that mix scripts to look
 * like others (Cyrillic `а` and `о` in place of Latin `a` and `o`).
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

export const hostileHistory: ZoneHistory = {
  base: {
    records: [
      record(
        '8001',
        'SOA',
        'hostile.example',
        'ns1.hostile.example hostmaster.hostile.example 2026112001 7200 3600 1209600 3600',
        '3600',
      ),
      record('8002', 'NS', 'hostile.example', 'ns1.hostile.example', '86400'),
      record('8003', 'TXT', 'hostile.example', SCRIPT, '300'),
      record('8004', 'TXT', 'img.hostile.example', IMG, '300'),
      record('8005', 'TXT', 'svg.hostile.example', SVG, '300'),
      record('8006', 'CNAME', 'link.hostile.example', JS_URL, '300'),
      record('8007', 'TXT', 'long.hostile.example', LONG_TXT, '300'),
      record('8008', 'TXT', 'rtl.hostile.example', RTL, '300'),
      record('8009', 'TXT', `${ZERO_WIDTH}.hostile.example`, 'zero-width characters in the name', '300', {
        disabled: true,
      }),
      www,
      // Look-alikes: Cyrillic а (U+0430) and о (U+043E) among Latin letters.
      record('8011', 'A', 'аpple.hostile.example', '192.0.2.67', '300'),
      record('8012', 'CNAME', 'gооgle.hostile.example', 'www.hostile.example', '300'),
      record('8013', 'MX', 'hostile.example', `10 ${SCRIPT}`, '300'),
      record('8014', 'TXT', '<b>bold</b>.hostile.example', '<i>not italic</i> &amp; not an entity', '300'),
      // Removed after snapshot 8500: rolling back to it would re-create this look-alike (Cyrillic а).
      record('8015', 'TXT', 'pаypal.hostile.example', SVG, '300'),
    ],
    geoRecords: [geoRecord('8101', 'A', 'www.hostile.example', IMG, '300', '_EU')],
    failoverRecords: [
      failoverRecord(www, {
        check: SCRIPT,
        interval: '60',
        returnToMain: '1',
        backups: [IMG, '', JS_URL],
        email: '"<script>alert(1)</script>"@hostile.example',
        sms: RTL,
        request: 'GET /<script>alert(1)</script> HTTP/1.1',
        response: SVG,
      }),
    ],
  },
  events: [
    { snapshot: { snapshotId: '8500', time: unixSeconds('2026-11-19T09:00:00Z'), createdBy: SCRIPT } },
    // Since the snapshot, so that comparing it with the live zone shows hostile text in each column.
    {
      edit: {
        removeRecords: ['8015'],
        addRecords: [record('8016', 'TXT', 'open.hostile.example', OPEN_RTL, '300')],
        updateRecords: [{ record_id: '8008', record_value: `${RTL} (edited)` }],
      },
    },
  ],
};
