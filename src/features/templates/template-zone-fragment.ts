import { DOMAIN_NAME_VARIABLE } from './template-text-segments.ts';
import {
  APEX_NAME,
  describeRecordLines,
  labelsText,
  nameLabels,
  writeRecordLines,
  zoneComment,
  type AliasRecords,
  type WrittenName,
  type ZoneFileRecord,
  type ZoneNames,
} from '../../lib/zone-file.ts';

export type TemplateFragment = {
  /** The fragment, ready to `$INCLUDE` with the zone's origin. */
  text: string;
  /** Ids (or names) of records where `{domain_name}` could not be made relative and stays in the text. */
  unresolved: string[];
};

const SUFFIX = `.${DOMAIN_NAME_VARIABLE}`;

/**
 * `{domain_name}` → `@`, `www.{domain_name}` → `www`, `ns1.example.net` → `ns1.example.net.`; a name
 * with the variable elsewhere (`x.{domain_name}.example.net`) stays as it is, relative.
 */
function templateName(name: string): WrittenName {
  const trimmed = name.trim().replace(/\.$/, '');
  if (trimmed === DOMAIN_NAME_VARIABLE) return APEX_NAME;
  const prefix = trimmed.endsWith(SUFFIX) ? trimmed.slice(0, -SUFFIX.length) : undefined;
  const relative = prefix !== undefined && prefix !== '' && !prefix.includes(DOMAIN_NAME_VARIABLE);
  const parsed = nameLabels(relative ? prefix : trimmed);
  if (!parsed.ok) return parsed;
  return labelsText(parsed.labels, relative || trimmed.includes(DOMAIN_NAME_VARIABLE) ? 'relative' : 'absolute');
}

const TEMPLATE_NAMES: ZoneNames = { owner: templateName, target: templateName };

/**
 * Writes raw template records (names and values still holding `{domain_name}`) as a BIND zone-file
 * fragment without an `$ORIGIN`: the variable is the origin, so `{domain_name}` is written `@` and
 * `www.{domain_name}` as the relative name `www`, both as owner names and as names inside values
 * (CNAME, NS, PTR, ALIAS targets; MX and SRV targets). Names without the variable are written
 * absolute, with a trailing dot, in Punycode. Such a fragment fits any zone:
 * `$INCLUDE template-1001.zone example.com.` in the zone file (or paste it where `$ORIGIN` is the
 * zone). Where the variable stands inside text (a TXT value, `x.{domain_name}.net`), a zone file has
 * no way to say it, so it stays as it is, the line is marked, and the record is listed in
 * `unresolved` to be edited by hand. The zone file's rules apply (see `writeZoneFile`): TXT in
 * presentation form as it is, ALIAS and records BIND would refuse as comments, counted in the header.
 *
 * `writeTemplateFragment([{ record_name: 'www.{domain_name}', record_type: 'CNAME', record_value: '{domain_name}', record_ttl: '3600' }])`
 * → `{ text: 'www\t3600\tIN\tCNAME\t@\n', unresolved: [] }` (after the header comments).
 */
export function writeTemplateFragment(
  records: readonly (ZoneFileRecord & { record_id?: string | undefined })[],
  options: { comments?: readonly string[]; aliasRecords?: AliasRecords } = {},
): TemplateFragment {
  const { written, tally } = writeRecordLines(records, TEMPLATE_NAMES, options.aliasRecords);
  const lines = [...(options.comments ?? []), ...describeRecordLines(tally)].map(zoneComment);
  const unresolved: string[] = [];
  for (const { record, line, commentedOut, notes } of written) {
    lines.push(...notes);
    if (commentedOut === null && line.includes(DOMAIN_NAME_VARIABLE)) {
      unresolved.push(record.record_id ?? record.record_name);
      lines.push(`${line}\t; edit: ${DOMAIN_NAME_VARIABLE} left as is`);
    } else {
      lines.push(line);
    }
  }
  return { text: `${lines.join('\n')}\n`, unresolved };
}
