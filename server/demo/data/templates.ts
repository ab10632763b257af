import type { RecordType } from '../../../src/contract/schemas.ts';
import { HOSTILE_PAYLOADS } from './hostile-zone.ts';
import { presentationTxt } from './zone-builders.ts';

/** A template record as stored: names and values may hold the variable `{domain_name}`. */
export type DemoTemplateRecord = {
  readonly record_id: string;
  readonly record_name: string;
  readonly record_type: Exclude<RecordType, 'SOA'>;
  readonly record_value: string;
  readonly record_ttl: string;
};

export type DemoTemplate = {
  readonly id: string;
  readonly description: string;
  readonly records: readonly DemoTemplateRecord[];
};

function templateRecord(
  id: string,
  type: DemoTemplateRecord['record_type'],
  name: string,
  value: string,
  ttl: string,
): DemoTemplateRecord {
  return { record_id: id, record_name: name, record_type: type, record_value: value, record_ttl: ttl };
}

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  {
    id: '1001',
    description: 'Web hosting: apex A/AAAA, www CNAME, mail and SPF',
    records: [
      templateRecord('100101', 'A', '{domain_name}', '192.0.2.10', '3600'),
      templateRecord('100102', 'AAAA', '{domain_name}', '2001:db8::10', '3600'),
      templateRecord('100103', 'CNAME', 'www.{domain_name}', '{domain_name}', '3600'),
      templateRecord('100104', 'MX', '{domain_name}', '10 mail.{domain_name}', '3600'),
      // TXT values in presentation form, as the service stores them.
      templateRecord(
        '100105',
        'TXT',
        '{domain_name}',
        presentationTxt('v=spf1 a mx include:_spf.{domain_name} ~all'),
        '3600',
      ),
      templateRecord('100106', 'CNAME', 'webmail.{domain_name}', 'mail.{domain_name}', '3600'),
      templateRecord('100107', 'CAA', '{domain_name}', '0 issue "letsencrypt.org"', '3600'),
    ],
  },
  {
    id: '1002',
    description: 'Mail: hosted MX, SPF, DMARC and autodiscover',
    records: [
      templateRecord('100201', 'MX', '{domain_name}', '10 mx1.mailhost.example.net', '3600'),
      templateRecord('100202', 'MX', '{domain_name}', '20 mx2.mailhost.example.net', '3600'),
      templateRecord(
        '100203',
        'TXT',
        '{domain_name}',
        presentationTxt('v=spf1 include:_spf.mailhost.example.net ~all'),
        '3600',
      ),
      templateRecord(
        '100204',
        'TXT',
        '_dmarc.{domain_name}',
        presentationTxt('v=DMARC1; p=none; rua=mailto:dmarc@{domain_name}'),
        '3600',
      ),
      templateRecord('100205', 'CNAME', 'autodiscover.{domain_name}', 'autodiscover.mailhost.example.net', '3600'),
      templateRecord(
        '100206',
        'SRV',
        '_autodiscover._tcp.{domain_name}',
        '0 0 443 autodiscover.mailhost.example.net',
        '3600',
      ),
      templateRecord('100207', 'CNAME', 'mail.{domain_name}', 'webmail.mailhost.example.net', '3600'),
    ],
  },
  { id: '1003', description: 'Empty: a template without records', records: [] },
  {
    // Untrusted text in a template, like hostile.example's records: shown as text, never run.
    id: '1004',
    description: 'Hostile values: script payloads, a javascript: URL, right-to-left text, look-alike names',
    records: [
      templateRecord('100401', 'TXT', '{domain_name}', HOSTILE_PAYLOADS.SCRIPT, '300'),
      templateRecord('100402', 'TXT', 'img.{domain_name}', HOSTILE_PAYLOADS.IMG, '300'),
      templateRecord('100403', 'TXT', 'svg.{domain_name}', `${HOSTILE_PAYLOADS.SVG} {domain_name}`, '300'),
      templateRecord('100404', 'CNAME', 'link.{domain_name}', HOSTILE_PAYLOADS.JS_URL, '300'),
      templateRecord('100405', 'TXT', 'rtl.{domain_name}', HOSTILE_PAYLOADS.RTL, '300'),
      templateRecord('100406', 'TXT', 'long.{domain_name}', HOSTILE_PAYLOADS.LONG_TXT, '300'),
      // Cyrillic а (U+0430) and о (U+043E) among Latin letters.
      templateRecord('100407', 'A', 'аpple.{domain_name}', '192.0.2.67', '300'),
      templateRecord('100408', 'CNAME', 'gооgle.{domain_name}', 'www.{domain_name}', '300'),
    ],
  },
];

const VARIABLE = '{domain_name}';

/** The template's records with `{domain_name}` replaced by `domain` (a Unicode name), or as stored. */
export function fillTemplate(template: DemoTemplate, domain: string | undefined): DemoTemplateRecord[] {
  if (domain === undefined) return [...template.records];
  return template.records.map((item) => ({
    ...item,
    record_name: item.record_name.replaceAll(VARIABLE, () => domain),
    record_value: item.record_value.replaceAll(VARIABLE, () => domain),
  }));
}
