import { asciiNameForDisplay } from './domain-name.ts';
import { DOMAIN_NAME_VARIABLE } from './template-text-segments.ts';
import { escapeZoneField, escapeZoneToken, quoteText, zoneComment, type ZoneFileRecord } from './zone-file.ts';

export type TemplateFragment = {
  /** The fragment, ready to `$INCLUDE` with the zone's origin. */
  text: string;
  /** Ids (or names) of records where `{domain_name}` could not be made relative and stays in the text. */
  unresolved: string[];
};

/** Types whose whole value is one domain name. */
const NAME_VALUE_TYPES = new Set(['CNAME', 'NS', 'PTR', 'ALIAS', 'DNAME']);
const SUFFIX = `.${DOMAIN_NAME_VARIABLE}`;

/**
 * Writes raw template records (names and values still holding `{domain_name}`) as a BIND zone-file
 * fragment without an `$ORIGIN`: the variable is the origin, so `{domain_name}` is written `@` and
 * `www.{domain_name}` as the relative name `www`, both as owner names and as names inside values
 * (CNAME, NS, PTR, ALIAS targets; MX and SRV targets). Names without the variable are written
 * absolute, with a trailing dot, in Punycode. Such a fragment fits any zone:
 * `$INCLUDE template-1001.zone example.com.` in the zone file (or paste it where `$ORIGIN` is the
 * zone). Where the variable stands inside text (a TXT value, `x.{domain_name}.net`), a zone file has
 * no way to say it, so it stays as it is, the line is marked, and the record is listed in
 * `unresolved` to be edited by hand.
 *
 * `writeTemplateFragment([{ record_name: 'www.{domain_name}', record_type: 'CNAME', record_value: '{domain_name}', record_ttl: '3600' }])`
 * → `{ text: 'www\t3600\tIN\tCNAME\t@\n', unresolved: [] }` (after the header comments).
 */
export function writeTemplateFragment(
  records: readonly (ZoneFileRecord & { record_id?: string | undefined })[],
  options: { comments?: readonly string[] } = {},
): TemplateFragment {
  const lines = (options.comments ?? []).map(zoneComment);
  const unresolved: string[] = [];
  for (const record of records) {
    const type = record.record_type.toUpperCase();
    const owner = relativeName(record.record_name);
    const value = fragmentValue(type, record.record_value);
    // Quoted TXT is safe as it is; any other field is escaped so that it stays on its line.
    const line = [
      escapeZoneToken(owner.text),
      escapeZoneToken(record.record_ttl),
      'IN',
      escapeZoneToken(type),
      type === 'TXT' || type === 'SPF' ? value.text : escapeZoneField(value.text),
    ].join('\t');
    if (owner.unresolved || value.unresolved) {
      unresolved.push(record.record_id ?? record.record_name);
      lines.push(`${line}\t; edit: ${DOMAIN_NAME_VARIABLE} left as is`);
    } else {
      lines.push(line);
    }
  }
  return { text: `${lines.join('\n')}\n`, unresolved };
}

type Written = { text: string; unresolved: boolean };

/** `{domain_name}` → `@`, `www.{domain_name}` → `www`, `ns1.example.net` → `ns1.example.net.`. */
function relativeName(name: string): Written {
  const trimmed = name.trim().replace(/\.$/, '');
  if (trimmed === DOMAIN_NAME_VARIABLE) return { text: '@', unresolved: false };
  if (trimmed.endsWith(SUFFIX)) {
    const prefix = trimmed.slice(0, -SUFFIX.length);
    if (prefix !== '' && !prefix.includes(DOMAIN_NAME_VARIABLE)) {
      return { text: asciiNameForDisplay(prefix), unresolved: false };
    }
  }
  if (trimmed.includes(DOMAIN_NAME_VARIABLE)) return { text: trimmed, unresolved: true };
  return { text: trimmed === '' ? '.' : `${asciiNameForDisplay(trimmed)}.`, unresolved: false };
}

function fragmentValue(type: string, value: string): Written {
  const fields = value.trim().split(/\s+/);
  if (type === 'TXT' || type === 'SPF')
    return { text: quoteText(value), unresolved: value.includes(DOMAIN_NAME_VARIABLE) };
  if (NAME_VALUE_TYPES.has(type) && fields.length === 1) return relativeName(value);
  if (type === 'MX' && fields.length === 2) return withLastName(fields);
  if (type === 'SRV' && fields.length === 4) return withLastName(fields);
  return { text: value, unresolved: value.includes(DOMAIN_NAME_VARIABLE) };
}

/** Numbers as they are, then a name: `10 mail.{domain_name}` → `10 mail`. */
function withLastName(fields: readonly string[]): Written {
  const name = relativeName(fields.at(-1) ?? '');
  const numbers = fields.slice(0, -1);
  return {
    text: [...numbers, name.text].join(' '),
    unresolved: name.unresolved || numbers.some((field) => field.includes(DOMAIN_NAME_VARIABLE)),
  };
}
