import { characterStrings, isTextType, MAX_CHARACTER_STRING, parsePresentationText } from './presentation-text.ts';
import { asciiNameForDisplay } from './domain-name.ts';
import { formatCount, formatCountOf } from './format-count.ts';
import { isDisabledStatus } from './record-status.ts';

/** What the writer needs of a record; live, snapshot and template records all fit. */
export type ZoneFileRecord = {
  record_name: string;
  record_type: string;
  record_value: string;
  record_ttl: string;
  record_status?: string | undefined;
};

/**
 * What becomes of `ALIAS` records, a provider-specific type that BIND does not know: written as
 * comments (the default, so that the file loads), or kept as `ALIAS` lines for a server that knows
 * the type (PowerDNS does).
 */
export type AliasRecords = 'comment' | 'keep';

/** Whether any of the records is an ALIAS: where the choice of {@link AliasRecords} matters. */
export function hasAliasRecords(records: readonly Pick<ZoneFileRecord, 'record_type'>[]): boolean {
  return records.some((record) => record.record_type.trim().toUpperCase() === 'ALIAS');
}

export type ZoneFileOptions = {
  /** The zone's name (Unicode or Punycode); names inside it are written relative to it. */
  origin: string;
  /** Comment lines at the top, e.g. where the records came from. */
  comments?: readonly string[];
  aliasRecords?: AliasRecords;
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

/**
 * Timers of a completed SOA (the service sends none): refresh 2 h and retry 1 h (RFC 1912 §2.2:
 * refresh 20 minutes to 12 hours, retry a fraction of it), expire 2 weeks (RFC 1912: 2–4 weeks),
 * negative-caching TTL 1 h (RFC 2308 §5: 1–3 hours).
 */
export const SOA_TIMERS = { refresh: 7200, retry: 3600, expire: 1_209_600, negativeTtl: 3600 } as const;

const SOA_NOTE =
  `SOA completed by Zonescope: the service sends only primary name server, contact and serial; ` +
  `refresh ${SOA_TIMERS.refresh} (2 h), retry ${SOA_TIMERS.retry} (1 h), expire ${SOA_TIMERS.expire} (2 weeks) ` +
  `and negative-caching TTL ${SOA_TIMERS.negativeTtl} (1 h) are Zonescope's values (RFC 1912, RFC 2308).`;

// ——— Names ———

/**
 * A name as the file writes it, or why it cannot be one. `octets`: its length in the wire format;
 * `outside`: an owner outside the zone the file is for, which BIND ignores when it loads the zone.
 */
export type WrittenName = { ok: true; text: string; octets: number; outside?: true } | { ok: false; reason: string };

const MAX_LABEL_OCTETS = 63;
const MAX_NAME_OCTETS = 255;
export const APEX_NAME: WrittenName = { ok: true, text: '@', octets: 0 };
const encoder = new TextEncoder();

/**
 * A name's labels in Punycode (`'почта.пример.рф.'` → `['xn--80a1acny', 'xn--e1afmkfd', 'xn--p1ai']`),
 * or why it has none that a zone file can hold: no name at all, an empty label (`a..b`), a label
 * over 63 bytes, a name over 255. `'.'` alone is the root, no labels.
 */
export function nameLabels(name: string): { ok: true; labels: string[] } | { ok: false; reason: string } {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, reason: 'the name is empty' };
  if (trimmed === '.') return { ok: true, labels: [] };
  const ascii = asciiNameForDisplay(trimmed);
  const labels = (ascii.endsWith('.') ? ascii.slice(0, -1) : ascii).split('.');
  if (labels.some((label) => label === '')) return { ok: false, reason: `“${trimmed}” has an empty label` };
  if (labels.some((label) => octetsOf(label) > MAX_LABEL_OCTETS)) {
    return { ok: false, reason: `a label of “${trimmed}” is longer than ${MAX_LABEL_OCTETS} bytes` };
  }
  if (wireOctets(labels) > MAX_NAME_OCTETS) {
    return { ok: false, reason: `“${trimmed}” is longer than ${MAX_NAME_OCTETS} bytes` };
  }
  return { ok: true, labels };
}

/** Length of a name in the wire format: a length byte and the bytes of each label, and the root. */
function wireOctets(labels: readonly string[]): number {
  return labels.reduce((sum, label) => sum + 1 + octetsOf(label), 1);
}

const ASCII = /^[\x00-\x7f]*$/;

/** Length in UTF-8 bytes; a 50,000-record zone asks for it of every label, nearly all ASCII. */
function octetsOf(text: string): number {
  return ASCII.test(text) ? text.length : encoder.encode(text).length;
}

/**
 * Characters a master file reads specially inside a name (`@` and `$` only alone or at the start),
 * and the dot, which only a mailbox name's first label holds (`first.last@` → `first\.last`).
 */
const LABEL_SPECIAL = new Set(['"', '(', ')', ';', '\\', '@', '$', '.']);

/** Labels that need no escape: letters, digits, `-`, `_`, `*` (nearly all). */
const PLAIN_LABEL = /^[A-Za-z0-9_*-]*$/;

/** One label, escaped for a zone file: `a b(c` → `a\032b\(c`; non-ASCII as UTF-8 `\DDD`. */
export function escapeLabel(label: string): string {
  if (PLAIN_LABEL.test(label)) return label;
  let text = '';
  for (const char of label) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code < 0x7f) text += LABEL_SPECIAL.has(char) ? `\\${char}` : char;
    else for (const byte of encoder.encode(char)) text += `\\${String(byte).padStart(3, '0')}`;
  }
  return text;
}

/** Labels as a relative name (`www`) or an absolute one (`www.example.com.`, `.` for the root). */
export function labelsText(labels: readonly string[], form: 'relative' | 'absolute'): WrittenName {
  const octets = wireOctets(labels) - (form === 'relative' ? 1 : 0);
  if (form === 'absolute' && labels.length === 0) return { ok: true, text: '.', octets };
  const text = labels.map(escapeLabel).join('.');
  return { ok: true, text: form === 'absolute' ? `${text}.` : text, octets };
}

/** How a file writes the names of its records: owners, and names inside values. */
export type ZoneNames = {
  owner: (name: string) => WrittenName;
  target: (name: string) => WrittenName;
};

function absoluteName(name: string): WrittenName {
  const parsed = nameLabels(name);
  return parsed.ok ? labelsText(parsed.labels, 'absolute') : parsed;
}

/** Names of a zone file with `$ORIGIN` `origin`: owners inside it relative (`@`, `www`), the rest absolute. */
function originNames(origin: readonly string[]): ZoneNames {
  const lowerOrigin = origin.map((label) => label.toLowerCase());
  return {
    owner(name) {
      if (name.trim() === '@') return APEX_NAME;
      const parsed = nameLabels(name);
      if (!parsed.ok) return parsed;
      const { labels } = parsed;
      const prefixLength = labels.length - lowerOrigin.length;
      const inside =
        prefixLength >= 0 && lowerOrigin.every((label, index) => labels[prefixLength + index]?.toLowerCase() === label);
      if (!inside) return { ...labelsText(labels, 'absolute'), outside: true };
      return prefixLength === 0 ? APEX_NAME : labelsText(labels.slice(0, prefixLength), 'relative');
    },
    target: absoluteName,
  };
}

// ——— Values ———

type WrittenValue =
  { ok: true; text: string; txt?: 'presentation' | 'plain'; completedSoa?: boolean } | { ok: false; reason: string };

const invalid = (reason: string): WrittenValue => ({ ok: false, reason });

/** Types whose whole value is one domain name. The writer checks these, text types (isTextType) and those in writeValue. */
const NAME_VALUE_TYPES = new Set(['CNAME', 'NS', 'PTR', 'ALIAS', 'DNAME']);
const MAX_UINT16 = 65_535;
const MAX_UINT32 = 4_294_967_295;
/** RFC 2181 §8: a TTL is 0 to 2^31 − 1 seconds. */
const MAX_TTL = 2_147_483_647;

function isWholeNumber(text: string | undefined, max: number): boolean {
  return text !== undefined && /^\d{1,10}$/.test(text) && Number(text) <= max;
}

const IPV4_PART = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Dotted quad without leading zeros, as BIND reads it (`010.0.0.1` is refused). */
const IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`);

/**
 * `2001:db8::1`, `::ffff:192.0.2.1`: what the URL parser reads as an IPv6 host, which is what BIND
 * reads in an AAAA (one `::` for one group or more, groups of 1–4 hex digits, a dotted quad without
 * leading zeros only at the end). The characters are checked first, so that nothing but an address
 * (`::1]/#x`, a zone index `%eth0`) can make a URL.
 */
function isIpv6(text: string): boolean {
  return /^[0-9A-Fa-f:.]+$/.test(text) && URL.canParse(`http://[${text}]/`);
}

function withName(written: WrittenName, what: string, build: (name: string) => string): WrittenValue {
  return written.ok ? { ok: true, text: build(written.text) } : invalid(`${what}: ${written.reason}`);
}

/** The value of a record of `type` as the file writes it, or why BIND would refuse it. */
function writeValue(type: string, value: string, names: ZoneNames): WrittenValue {
  const trimmed = value.trim();
  const fields = trimmed === '' ? [] : trimmed.split(/\s+/);
  if (isTextType(type)) return writeText(value);
  if (NAME_VALUE_TYPES.has(type)) {
    if (fields.length !== 1) return invalid(`${type} needs one domain name`);
    return withName(names.target(trimmed), `${type} target`, (name) => name);
  }
  switch (type) {
    case 'A':
      return IPV4.test(trimmed) ? { ok: true, text: trimmed } : invalid('not an IPv4 address');
    case 'AAAA':
      return isIpv6(trimmed) ? { ok: true, text: trimmed } : invalid('not an IPv6 address');
    case 'MX': {
      const [preference, exchange] = fields;
      if (fields.length !== 2 || exchange === undefined || !isWholeNumber(preference, MAX_UINT16)) {
        return invalid('MX needs a preference (0–65535) and a mail server name');
      }
      return withName(names.target(exchange), 'MX mail server', (name) => `${preference} ${name}`);
    }
    case 'SRV': {
      const target = fields[3];
      if (
        fields.length !== 4 ||
        target === undefined ||
        !fields.slice(0, 3).every((f) => isWholeNumber(f, MAX_UINT16))
      ) {
        return invalid('SRV needs priority, weight and port (0–65535 each) and a target name');
      }
      return withName(names.target(target), 'SRV target', (name) => `${fields.slice(0, 3).join(' ')} ${name}`);
    }
    case 'CAA':
      return writeCaa(trimmed);
    case 'SOA':
      return writeSoa(fields, names);
    default:
      return invalid(type === '' ? 'no record type' : `${type} is not a record type Zonescope can check`);
  }
}

/** `0 issue "letsencrypt.org"`; an unquoted value is quoted (BIND reads the value as one string). */
function writeCaa(value: string): WrittenValue {
  const match = /^(\S+)\s+(\S+)\s+(\S[\s\S]*)$/.exec(value);
  const [, flags, tag, tagValue] = match ?? [];
  if (tagValue === undefined || !isWholeNumber(flags, 255) || !/^[A-Za-z0-9]+$/.test(tag ?? '')) {
    return invalid('CAA needs flags (0–255), a tag of letters and digits, and a value');
  }
  const strings = parsePresentationText(tagValue);
  if (strings?.length === 1 && strings[0] !== undefined) {
    return { ok: true, text: `${flags} ${tag} ${PRINTABLE.test(tagValue) ? tagValue.trim() : quoteBytes(strings[0])}` };
  }
  return { ok: true, text: `${flags} ${tag} ${quoteBytes(encoder.encode(tagValue))}` };
}

/**
 * A seven-field SOA as it is (names made absolute); the service's three fields (primary name
 * server, contact e-mail address, serial) completed with {@link SOA_TIMERS}. A contact with `@` is
 * written as a mailbox name: `support@host.com` → `support.host.com.`, `first.last@host.com` →
 * `first\.last.host.com.`.
 */
function writeSoa(fields: readonly string[], names: ZoneNames): WrittenValue {
  const [primary = '', contact = '', serial, ...timers] = fields;
  if (fields.length !== 3 && fields.length !== 7) {
    return invalid('an SOA needs primary name server, contact and serial, or all seven SOA fields');
  }
  if (!isWholeNumber(serial, MAX_UINT32)) return invalid('the SOA serial is not a number from 0 to 4294967295');
  if (!timers.every((timer) => isWholeNumber(timer, MAX_UINT32))) {
    return invalid('an SOA timer is not a number of seconds');
  }
  const server = names.target(primary);
  if (!server.ok) return invalid(`SOA primary name server: ${server.reason}`);
  const mailbox = mailboxName(contact, names);
  if (!mailbox.ok) return invalid(`SOA contact: ${mailbox.reason}`);
  const completed = fields.length === 3;
  const times = completed
    ? [SOA_TIMERS.refresh, SOA_TIMERS.retry, SOA_TIMERS.expire, SOA_TIMERS.negativeTtl].map(String)
    : timers;
  return { ok: true, text: [server.text, mailbox.text, serial, ...times].join(' '), completedSoa: completed };
}

function mailboxName(contact: string, names: ZoneNames): WrittenName {
  const at = contact.lastIndexOf('@');
  if (at === -1) return names.target(contact);
  const local = contact.slice(0, at);
  if (local === '') return { ok: false, reason: `“${contact}” has nothing before the @` };
  const domain = names.target(contact.slice(at + 1));
  if (!domain.ok) return domain;
  const localOctets = octetsOf(local);
  if (localOctets > MAX_LABEL_OCTETS) {
    return { ok: false, reason: `the part before the @ is longer than ${MAX_LABEL_OCTETS} bytes` };
  }
  const octets = domain.octets + 1 + localOctets;
  if (octets > MAX_NAME_OCTETS) return { ok: false, reason: `“${contact}” is longer than ${MAX_NAME_OCTETS} bytes` };
  const label = escapeLabel(local);
  return { ok: true, text: domain.text === '@' ? label : `${label}.${domain.text}`, octets };
}

// ——— Text ———

/** RFC 1035: an RDATA is at most 65,535 bytes; each TXT string costs its length byte too. */
const MAX_RDATA = 65_535;
/** Printable ASCII: text that can stand in a zone file exactly as it is. */
const PRINTABLE = /^[\x20-\x7e]*$/;
/**
 * A TXT value: already in presentation form, it is written as it is (printable ASCII exactly as
 * sent; otherwise the same strings with control and non-ASCII bytes as `\DDD`, and any string over
 * 255 bytes split); any other text is quoted by {@link quoteText}.
 */
function writeText(value: string): WrittenValue {
  const strings = parsePresentationText(value);
  if (strings === undefined) {
    const text = quoteText(value);
    const bytes = encoder.encode(value).length;
    if (bytes + Math.max(1, Math.ceil(bytes / MAX_CHARACTER_STRING)) > MAX_RDATA) return invalid(TOO_LONG);
    return { ok: true, text, txt: 'plain' };
  }
  const pieces = strings.flatMap(characterStrings);
  if (pieces.reduce((sum, piece) => sum + 1 + piece.length, 0) > MAX_RDATA) return invalid(TOO_LONG);
  const trimmed = value.trim();
  const asSent = PRINTABLE.test(trimmed) && pieces.length === strings.length;
  return { ok: true, text: asSent ? trimmed : pieces.map(quoteBytes).join(' '), txt: 'presentation' };
}

const TOO_LONG = `the text is longer than a record holds (${MAX_RDATA} bytes)`;

/**
 * A TXT value as one or more quoted character-strings of at most 255 bytes each:
 * `quoteText('say "hi" \\ привет')` → `'"say \\"hi\\" \\\\ \\208\\191…"'`.
 */
export function quoteText(value: string): string {
  return characterStrings(encoder.encode(value)).map(quoteBytes).join(' ');
}

function quoteBytes(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    if (byte === 0x22) text += '\\"';
    else if (byte === 0x5c) text += '\\\\';
    else if (byte >= 0x20 && byte < 0x7f) text += String.fromCharCode(byte);
    else text += `\\${String(byte).padStart(3, '0')}`;
  }
  return `"${text}"`;
}

// ——— Records ———

/** Why a record is written as a comment. */
export type CommentedOut = 'disabled' | 'alias' | 'invalid';

/** One record as the file writes it: a line BIND loads, or a comment saying why not. */
export type WrittenRecord<R extends ZoneFileRecord = ZoneFileRecord> = {
  record: R;
  /** The line, with `; <reason>: ` in front when commented out. */
  line: string;
  commentedOut: CommentedOut | null;
  /** Comment lines to write above it (the completed SOA's). */
  notes: string[];
};

/** What the header says about a file: counts for each rule that applied. */
export type ZoneFileTally = {
  records: number;
  presentationTxt: number;
  plainTxt: number;
  completedSoa: number;
  /** SOA records written as records (not commented out). */
  soa: number;
  /** NS records at the apex written as records. */
  apexNs: number;
  /** Apex NS records written although their in-zone server has no address (there is no other). */
  unaddressedApexNs: number;
  /** ALIAS records written as ALIAS lines (asked for with `keep`). */
  aliasKept: number;
  /** Records BIND loads with another TTL: that of the first record of their name and type. */
  ttlOfSet: number;
  /** Records with a name `named` refuses in a primary zone under its default `check-names primary fail`. */
  checkNames: number;
  commentedOut: Record<CommentedOut, number>;
};

const ALIAS_REASON = 'ALIAS, a provider-specific type, not loadable by BIND';

/**
 * Writes each record as one line of a zone file, or as a comment with the reason when BIND would
 * refuse it (so that one bad record never makes the whole file unloadable), a disabled one, or an
 * `ALIAS` (unless `aliasRecords` is `keep`). Shared by zone files and template fragments.
 */
export function writeRecordLines<R extends ZoneFileRecord>(
  records: readonly R[],
  names: ZoneNames,
  aliasRecords: AliasRecords = 'comment',
): { written: WrittenRecord<R>[]; tally: ZoneFileTally } {
  const drafts = records.map((record) => draftRecord(record, names, aliasRecords));
  checkZoneRules(drafts);
  const tally: ZoneFileTally = {
    records: records.length,
    presentationTxt: 0,
    plainTxt: 0,
    completedSoa: 0,
    soa: 0,
    apexNs: 0,
    unaddressedApexNs: 0,
    aliasKept: 0,
    ttlOfSet: 0,
    checkNames: 0,
    commentedOut: { disabled: 0, alias: 0, invalid: 0 },
  };
  // The TTL of the first record of each name and type: BIND gives it to the others (RFC 2181 §5.2).
  const setTtls = new Map<string, number>();
  const written = drafts.map((draft: Draft<R>): WrittenRecord<R> => {
    if (draft.txt === 'presentation') tally.presentationTxt += 1;
    if (draft.txt === 'plain') tally.plainTxt += 1;
    let commentedOut: CommentedOut | null = null;
    let reason = '';
    if (draft.disabled) [commentedOut, reason] = ['disabled', 'disabled'];
    else if (draft.problem !== undefined) [commentedOut, reason] = ['invalid', `not valid (${draft.problem})`];
    else if (draft.aliasComment) [commentedOut, reason] = ['alias', ALIAS_REASON];
    const { record } = draft;
    if (commentedOut !== null) {
      tally.commentedOut[commentedOut] += 1;
      // The line is escaped already (tabs apart, it holds no control character); the reason may quote a name.
      return { record, line: `${zoneComment(reason)}: ${draft.line}`, commentedOut, notes: [] };
    }
    if (draft.type === 'SOA') tally.soa += 1;
    if (draft.type === 'ALIAS') tally.aliasKept += 1;
    if (draft.type === 'NS' && draft.owner === '@') tally.apexNs += 1;
    if (draft.unaddressedServer) tally.unaddressedApexNs += 1;
    if (draft.completedSoa) tally.completedSoa += 1;
    const notes = draft.completedSoa ? [zoneComment(SOA_NOTE)] : [];
    const set = `${draft.owner.toLowerCase()} ${draft.type}`;
    // A loaded record's TTL is a whole number (Number reads it with the spaces around it).
    const ttl = Number(record.record_ttl);
    const setTtl = setTtls.get(set) ?? ttl;
    setTtls.set(set, setTtl);
    if (setTtl !== ttl) {
      tally.ttlOfSet += 1;
      notes.push(
        zoneComment(
          `BIND loads this record with TTL ${setTtl}, that of the first ${draft.type} record of its name: ` +
            'the records of one name and type share one TTL (RFC 2181 §5.2).',
        ),
      );
    }
    const notHostNames = namesNotHostNames(draft);
    if (notHostNames.length > 0) {
      tally.checkNames += 1;
      notes.push(zoneComment(checkNamesNote(notHostNames)));
    }
    return { record, line: draft.line, commentedOut, notes };
  });
  return { written, tally };
}

/**
 * A host name's label as BIND's `check-names` wants it (RFC 952, RFC 1123 §2.1): letters, digits
 * and hyphens, a letter or digit at each end. `a_b` (an underscore) and `-ab` are not.
 */
const HOST_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** A name as written (`www`, `@`, `mail.example.net.`, `.`: the root); `*` may stand first in an owner. */
function isHostName(written: string, { wildcard }: { wildcard: boolean }): boolean {
  if (written === '.') return true;
  const labels = ownerLabels(written.replace(/\.$/, ''));
  return labels.every((label, index) => HOST_LABEL.test(label) || (wildcard && index === 0 && label === '*'));
}

/** Types whose owner must be a host name under `check-names` (BIND checks A, AAAA and MX owners). */
const HOST_OWNER_TYPES = new Set(['A', 'AAAA', 'MX']);
/** Where a type's value holds a name that must be a host name: its field's position. */
const HOST_VALUE_FIELD: Readonly<Record<string, number>> = { MX: 1, SRV: 3, NS: 0, SOA: 0 };
/** A PTR's target must be a host name in a reverse zone only. */
const REVERSE_ZONE = /\.(?:in-addr|ip6)\.arpa\.?$/i;

/**
 * The names of a written record that `named` refuses under `check-names primary fail` (its
 * default for a primary zone; a secondary's is warn, and `named-checkzone` only warns): an A, AAAA
 * or MX owner; an MX, SRV or NS target, an SOA's primary server, a PTR's in a reverse zone. The
 * DNS itself takes any name, and the service serves them (`_dmarc` is common, but as a TXT owner,
 * which is not checked).
 */
function namesNotHostNames(draft: Draft): string[] {
  const names: string[] = [];
  if (HOST_OWNER_TYPES.has(draft.type) && !isHostName(draft.owner, { wildcard: true })) names.push(draft.owner);
  const position =
    draft.type === 'PTR' && REVERSE_ZONE.test(draft.record.record_name.trim()) ? 0 : HOST_VALUE_FIELD[draft.type];
  // The value as written (names absolute), read again only for the types that hold such a name.
  const target = position === undefined ? undefined : (draft.line.split('\t')[4] ?? '').split(' ')[position];
  if (target !== undefined && !isHostName(target, { wildcard: false })) names.push(target);
  return names;
}

function checkNamesNote(names: readonly string[]): string {
  const listed = names.join(' and ');
  return (
    `check-names: ${listed} ${names.length === 1 ? 'is not a host name' : 'are not host names'} ` +
    '(letters, digits and inner hyphens), which named refuses in a primary zone unless it is told ' +
    '`check-names primary warn;` (named-checkzone warns).'
  );
}

type Draft<R extends ZoneFileRecord = ZoneFileRecord> = {
  record: R;
  type: string;
  /** The owner as written (`@`, `www`, `other.example.net.`); empty when the name is not valid. */
  owner: string;
  line: string;
  disabled: boolean;
  /** An ALIAS to write as a comment. */
  aliasComment: boolean;
  problem: string | undefined;
  txt: 'presentation' | 'plain' | undefined;
  completedSoa: boolean;
  /** An NS's server written as an owner: relative when it lies inside the zone. */
  server: string | undefined;
  /** An apex NS kept although its in-zone server has no address: the zone has no other. */
  unaddressedServer: boolean;
};

/** Written as a record BIND loads: not disabled, valid, not an ALIAS to comment out. */
const loads = (draft: Draft) => !draft.disabled && draft.problem === undefined && !draft.aliasComment;

/**
 * Rules between records that BIND enforces by refusing the zone, so the record that breaks one is
 * commented out: one SOA, at the apex; a CNAME has its name to itself (RFC 1034 §3.6.2); in a
 * whole zone (with its SOA), an apex NS naming a server inside the zone needs that server's address
 * (A or AAAA) in the zone, its own or that of the wildcard that answers for it.
 */
function checkZoneRules(drafts: readonly Draft[]): void {
  const cnameOwners = new Set<string>();
  for (const draft of drafts) if (draft.type === 'CNAME' && loads(draft)) cnameOwners.add(draft.owner.toLowerCase());
  const sharedOwners = new Set<string>();
  if (cnameOwners.size > 0) {
    for (const draft of drafts) {
      if (draft.type !== 'CNAME' && loads(draft) && cnameOwners.has(draft.owner.toLowerCase())) {
        sharedOwners.add(draft.owner.toLowerCase());
      }
    }
  }
  const seenSingletons = new Set<string>();
  for (const draft of drafts) {
    if (!loads(draft) || (draft.type !== 'SOA' && draft.type !== 'CNAME')) continue;
    const owner = draft.owner.toLowerCase();
    if (draft.type === 'SOA' && owner !== '@') draft.problem = 'an SOA belongs at the apex of the zone';
    if (draft.type === 'CNAME' && sharedOwners.has(owner)) {
      draft.problem = 'a CNAME cannot share its name with records of other types';
    }
    const key = `${draft.type} ${owner}`;
    if (draft.problem === undefined && seenSingletons.has(key)) {
      draft.problem = `a name holds one ${draft.type}; this is another`;
    }
    seenSingletons.add(key);
  }
  if (!drafts.some((draft) => loads(draft) && draft.type === 'SOA')) return;
  const addressed = new Set(
    drafts
      .filter((draft) => loads(draft) && (draft.type === 'A' || draft.type === 'AAAA'))
      .map((draft) => draft.owner.toLowerCase()),
  );
  const apexServers = drafts.filter(
    (draft) => loads(draft) && draft.type === 'NS' && draft.owner === '@' && draft.server !== undefined,
  );
  const wildcardOf = wildcardAnswering(drafts.filter(loads).map((draft) => draft.owner.toLowerCase()));
  const unaddressed = apexServers.filter(({ server = '' }) => {
    const name = server.toLowerCase();
    return !name.endsWith('.') && !addressed.has(name) && !addressed.has(wildcardOf(name) ?? '');
  });
  // Commented out only while another apex NS remains: a zone without any is refused just the same,
  // and BIND's own message then names the server that needs an address.
  for (const draft of unaddressed) {
    if (unaddressed.length < apexServers.length) {
      draft.problem =
        'the name server is inside the zone but has no address record (A or AAAA) in it, which BIND refuses';
    } else {
      draft.unaddressedServer = true;
    }
  }
}

/** A relative owner's labels (`'a.b'` → `['a', 'b']`), split at dots a backslash does not escape; `@` has none. */
function ownerLabels(owner: string): string[] {
  return owner === '@' ? [] : owner.split(/(?<!\\)\./);
}

/**
 * Which wildcard owner answers for a relative name, given the owners of a zone (lower case): the
 * one at the name's closest encloser (RFC 4592), the nearest ancestor the zone holds, empty
 * non-terminals included; none when the zone holds the name itself. `ns3` in a zone of `@`, `*`
 * and `www` → `*`; `a.b` where `x.b` exists → `*.b`.
 */
function wildcardAnswering(owners: readonly string[]): (name: string) => string | undefined {
  const existing = new Set<string>(['@']);
  for (const owner of owners) {
    const labels = ownerLabels(owner);
    for (let start = 0; start < labels.length; start += 1) existing.add(labels.slice(start).join('.'));
  }
  return (name) => {
    if (existing.has(name)) return undefined;
    const labels = ownerLabels(name);
    for (let start = 1; start <= labels.length; start += 1) {
      const encloser = labels.slice(start).join('.');
      if (encloser === '') return '*';
      if (existing.has(encloser)) return `*.${encloser}`;
    }
    return undefined;
  };
}

function draftRecord<R extends ZoneFileRecord>(record: R, names: ZoneNames, aliasRecords: AliasRecords): Draft<R> {
  const type = record.record_type.trim().toUpperCase();
  const owner = names.owner(record.record_name);
  const ttl = record.record_ttl.trim();
  const value = writeValue(type, record.record_value, names);
  const line = [
    owner.ok ? owner.text : escapeZoneToken(record.record_name),
    escapeZoneToken(ttl),
    'IN',
    escapeZoneToken(type),
    value.ok ? value.text : escapeZoneField(record.record_value),
  ].join('\t');
  let problem: string | undefined;
  if (!owner.ok) problem = `name: ${owner.reason}`;
  else if (owner.outside) problem = 'the name is outside the zone, whose records BIND alone loads';
  else if (type === 'NS' && /^\*(\.|$)/.test(owner.text))
    problem = 'an NS cannot be at a wildcard name (BIND refuses it)';
  else if (!isWholeNumber(ttl, MAX_TTL)) problem = `the TTL is not a number of seconds from 0 to ${MAX_TTL}`;
  else if (!value.ok) problem = value.reason;
  const server = type === 'NS' && value.ok ? names.owner(record.record_value) : undefined;
  return {
    record,
    type,
    owner: owner.ok ? owner.text : '',
    line,
    disabled: isDisabledStatus(record.record_status),
    aliasComment: type === 'ALIAS' && aliasRecords === 'comment',
    problem,
    txt: value.ok ? value.txt : undefined,
    completedSoa: value.ok && value.completedSoa === true,
    server: server?.ok ? server.text : undefined,
    unaddressedServer: false,
  };
}

/**
 * The header's account of a file: each rule that applied, with its count, then what was commented
 * out and why. `'Commented out: 3 of 39 records (1 disabled, 2 ALIAS).'`
 */
export function describeRecordLines(tally: ZoneFileTally): string[] {
  const lines: string[] = [];
  const { presentationTxt, plainTxt, completedSoa, aliasKept, commentedOut } = tally;
  if (presentationTxt + plainTxt > 0) {
    const parts = [
      ...(presentationTxt > 0
        ? [`${formatCountOf(presentationTxt, 'value')} sent in presentation form (quoted strings) written as they are`]
        : []),
      ...(plainTxt > 0 ? [`${formatCountOf(plainTxt, 'value')} sent as plain text quoted`] : []),
    ];
    lines.push(`TXT: ${parts.join('; ')}.`);
  }
  if (completedSoa > 0) {
    lines.push(
      "SOA: the service's three fields (primary name server, contact, serial) completed into a valid SOA: " +
        'contact as a mailbox name, serial kept, the four timers filled in as the comment above it says.',
    );
  }
  if (aliasKept > 0) {
    lines.push(
      `ALIAS: ${formatCountOf(aliasKept, 'record')} kept as ALIAS lines, as asked, for a server that knows the type ` +
        '(PowerDNS does); BIND does not load them.',
    );
  }
  if (tally.ttlOfSet > 0) {
    lines.push(
      `TTL: ${formatCountOf(tally.ttlOfSet, 'record')} with another TTL than the first record of ${tally.ttlOfSet === 1 ? 'its' : 'their'} ` +
        'name and type, which BIND gives them (RFC 2181 §5.2), as the comment above each says.',
    );
  }
  if (tally.checkNames > 0) {
    lines.push(
      `check-names: ${formatCountOf(tally.checkNames, 'record')} with a name that is not a host name, which named ` +
        'refuses in a primary zone by default (`check-names primary fail`): load it with `check-names primary warn;` ' +
        'in its zone statement, or rename them; the comment above each names the name.',
    );
  }
  if (commentedOut.alias > 0) {
    lines.push(
      `ALIAS: a provider-specific type, not loadable by BIND: ${formatCountOf(commentedOut.alias, 'record')} written as ` +
        'comments (export with "Keep ALIAS lines" for a server that knows the type, such as PowerDNS).',
    );
  }
  if (commentedOut.invalid > 0) {
    lines.push(
      `Not valid: ${formatCountOf(commentedOut.invalid, 'record')} BIND would refuse or leave out (a value not valid ` +
        'for its type, a bad name or TTL, a CNAME beside other data, a name outside the zone) written as comments, ' +
        'each with the reason.',
    );
  }
  if (commentedOut.disabled > 0)
    lines.push(`Disabled: ${formatCountOf(commentedOut.disabled, 'record')} written as comments.`);
  const total = commentedOut.disabled + commentedOut.alias + commentedOut.invalid;
  const why = [
    ...(commentedOut.disabled > 0 ? [`${formatCount(commentedOut.disabled)} disabled`] : []),
    ...(commentedOut.alias > 0 ? [`${formatCount(commentedOut.alias)} ALIAS`] : []),
    ...(commentedOut.invalid > 0 ? [`${formatCount(commentedOut.invalid)} not valid`] : []),
  ];
  lines.push(
    total === 0
      ? `Commented out: none of the ${formatCountOf(tally.records, 'record')}.`
      : `Commented out: ${formatCount(total)} of ${formatCountOf(tally.records, 'record')} (${why.join(', ')}).`,
  );
  return lines;
}

/**
 * Writes records as a BIND zone file (RFC 1035 master file) that `named-checkzone` loads. Names
 * are written in Punycode, relative to `$ORIGIN` when inside the zone (`@` for the apex) and
 * absolute with a trailing dot otherwise; domain names inside values (CNAME, NS, PTR, ALIAS
 * targets, MX and SRV targets, SOA names) become absolute. Whatever a record holds, it takes
 * exactly one line. The rules, stated in the header where they apply:
 * - a TXT value in presentation form (`"v=spf1 -all"`, `"a" "b"`) is written as it is; other text
 *   is quoted (`"` and `\` escaped, non-ASCII as UTF-8 `\DDD`, split into 255-byte strings);
 * - the service's three-field SOA (`ns1.host.net support@host.com 1549468698`) is completed: the
 *   contact as a mailbox name, the serial kept, {@link SOA_TIMERS} added, said in a comment above it;
 * - `ALIAS` records are comments unless `aliasRecords` is `keep`;
 * - a record BIND would refuse (an A that is not an IPv4 address, an MX without a preference, …),
 *   and a disabled one, is a comment with the reason; the header counts them.
 * Without an SOA, the header says the file is not a whole zone.
 *
 * `writeZoneFile([{ record_name: 'www.example.com', record_type: 'CNAME', record_value: 'example.com', record_ttl: '300' }], { origin: 'example.com' })`
 * → `'; CNAME …\n$ORIGIN example.com.\nwww\t300\tIN\tCNAME\texample.com.\n'` (after the header comments).
 */
export function writeZoneFile(records: readonly ZoneFileRecord[], options: ZoneFileOptions): string {
  const origin = nameLabels(options.origin);
  if (!origin.ok) throw new Error(`Not a zone name: ${origin.reason}`);
  const originText = labelsText(origin.labels, 'absolute');
  const { written, tally } = writeRecordLines(records, originNames(origin.labels), options.aliasRecords);
  const header = [...(options.comments ?? []), ...describeRecordLines(tally)];
  if (tally.soa === 0) {
    header.push('No SOA record: not a whole zone on its own; $INCLUDE it in a zone file that has one.');
  } else if (tally.apexNs === 0) {
    header.push('No NS record at the apex: BIND refuses a zone without one; add one before loading it.');
  } else if (tally.unaddressedApexNs > 0) {
    header.push(
      'The apex NS records name only servers inside the zone, with no address (A or AAAA) in it: ' +
        'BIND refuses the zone until their addresses are added.',
    );
  }
  const lines = header.map(zoneComment);
  lines.push(`$ORIGIN ${originText.ok ? originText.text : '.'}`);
  for (const item of written) lines.push(...item.notes, item.line);
  return `${lines.join('\n')}\n`;
}
