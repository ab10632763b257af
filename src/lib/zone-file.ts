import { asciiNameForDisplay } from './domain-name.ts';
import { isDisabledStatus } from './record-status.ts';

/** What the writer needs of a record; live, snapshot and template records all fit. */
export type ZoneFileRecord = {
  record_name: string;
  record_type: string;
  record_value: string;
  record_ttl: string;
  record_status?: string | undefined;
};

export type ZoneFileOptions = {
  /** The zone's name (Unicode or Punycode); names inside it are written relative to it. */
  origin: string;
  /** Comment lines at the top, e.g. where the records came from. */
  comments?: readonly string[];
};

/** Control characters (line breaks above all): in a zone file they would end the record early. */
const CONTROL = /[\x00-\x1f\x7f]/g;
const SPECIAL = /[\x00-\x1f\x7f\\()]/g;
/** In a one-token field (owner, TTL, type) also spaces, quotes and `;`, which would end or split it. */
const TOKEN_SPECIAL = /[\x00-\x20\x7f\\()";]/g;

function escapeWith(pattern: RegExp, field: string): string {
  return field.replace(pattern, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? `\\${String(code).padStart(3, '0')}` : `\\${char}`;
  });
}

/**
 * A field as the API sent it, made safe for one line of a zone file (RFC 1035 §5.1): control
 * characters become `\DDD` escapes, backslashes and parentheses `\\`, `\(`, `\)`, so that no value
 * can start a record of its own or pull the following lines into it. `'a\nb (c'` → `'a\\010b \\(c'`.
 */
export function escapeZoneField(field: string): string {
  return escapeWith(SPECIAL, field);
}

/**
 * A field that must stay one token (owner name, TTL, type): {@link escapeZoneField}, and spaces,
 * quotes and `;` escaped too — an unescaped `"` would open a string that runs into the next fields
 * (and leaves a value's parenthesis bare), a `;` would comment out the rest of the record.
 * `'30"0'` → `'30\\"0'`.
 */
export function escapeZoneToken(field: string): string {
  return escapeWith(TOKEN_SPECIAL, field);
}

/** A comment line: `; text`, its line breaks (and other control characters) made spaces. */
export function zoneComment(text: string): string {
  return `; ${text.replace(CONTROL, ' ')}`;
}

/** Types whose whole value is one domain name. */
const NAME_VALUE_TYPES = new Set(['CNAME', 'NS', 'PTR', 'ALIAS', 'DNAME']);
const MAX_CHARACTER_STRING = 255;

/**
 * Writes records as a BIND zone file (RFC 1035 master file). Names are written in Punycode,
 * relative to `$ORIGIN` when inside the zone (`@` for the apex) and absolute with a trailing dot
 * otherwise; domain names inside values (CNAME, NS, PTR, ALIAS targets, MX and SRV targets, SOA
 * names) become absolute. TXT values are quoted: `"` and `\` escaped, non-ASCII written as UTF-8
 * `\DDD` escapes, split into 255-byte strings. Whatever a record holds, it takes exactly one line:
 * control characters, backslashes and parentheses in the other fields are escaped too. Disabled
 * records are written commented out.
 *
 * `writeZoneFile([{ record_name: 'www.example.com', record_type: 'CNAME', record_value: 'example.com', record_ttl: '300' }], { origin: 'example.com' })`
 * → `'$ORIGIN example.com.\nwww\t300\tIN\tCNAME\texample.com.\n'`
 */
export function writeZoneFile(records: readonly ZoneFileRecord[], options: ZoneFileOptions): string {
  const origin = absoluteName(options.origin);
  const lines: string[] = (options.comments ?? []).map(zoneComment);
  lines.push(`$ORIGIN ${escapeZoneToken(origin)}`);
  for (const record of records) {
    const type = record.record_type.toUpperCase();
    const line = [
      escapeZoneToken(ownerName(record.record_name, origin)),
      escapeZoneToken(record.record_ttl),
      'IN',
      escapeZoneToken(type),
      type === 'TXT' || type === 'SPF'
        ? quoteText(record.record_value)
        : escapeZoneField(zoneValue(type, record.record_value)),
    ].join('\t');
    lines.push(isDisabledStatus(record.record_status) ? `; disabled: ${line}` : line);
  }
  return `${lines.join('\n')}\n`;
}

/** `'пример.рф'` → `'xn--e1afmkfd.xn--p1ai.'`; already absolute names keep their dot. */
function absoluteName(name: string): string {
  const ascii = asciiNameForDisplay(name.trim());
  if (ascii === '' || ascii === '.') return '.';
  return ascii.endsWith('.') ? ascii : `${ascii}.`;
}

/** The owner name relative to the origin where it lies inside it. */
function ownerName(name: string, origin: string): string {
  const absolute = absoluteName(name === '@' ? origin : name);
  if (absolute.toLowerCase() === origin.toLowerCase()) return '@';
  const suffix = `.${origin}`;
  if (absolute.toLowerCase().endsWith(suffix.toLowerCase())) return absolute.slice(0, -suffix.length);
  return absolute;
}

/** A non-TXT value with the domain names in it made absolute (TXT and SPF are quoted instead). */
function zoneValue(type: string, value: string): string {
  const fields = value.trim().split(/\s+/);
  switch (type) {
    case 'MX':
      return fields.length === 2 ? `${fields[0]} ${absoluteName(fields[1] ?? '')}` : value;
    case 'SRV':
      return fields.length === 4 ? `${fields.slice(0, 3).join(' ')} ${absoluteName(fields[3] ?? '')}` : value;
    case 'SOA':
      return fields.length >= 2
        ? [absoluteName(fields[0] ?? ''), absoluteName(fields[1] ?? ''), ...fields.slice(2)].join(' ')
        : value;
    default:
      return NAME_VALUE_TYPES.has(type) && fields.length === 1 ? absoluteName(value) : value;
  }
}

const encoder = new TextEncoder();

/**
 * A TXT value as one or more quoted character-strings of at most 255 bytes each:
 * `quoteText('say "hi" \\ привет')` → `'"say \\"hi\\" \\\\ \\208\\191…"'`.
 */
export function quoteText(value: string): string {
  const bytes = encoder.encode(value);
  const strings: string[] = [];
  for (let start = 0; start < bytes.length || strings.length === 0; start += MAX_CHARACTER_STRING) {
    strings.push(`"${escapeBytes(bytes.subarray(start, start + MAX_CHARACTER_STRING))}"`);
  }
  return strings.join(' ');
}

function escapeBytes(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte === 0x22) text += '\\"';
    else if (byte === 0x5c) text += '\\\\';
    else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
    else text += `\\${String(byte).padStart(3, '0')}`;
  }
  return text;
}
