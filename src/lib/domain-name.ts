import {
  decode as decodePunycode,
  encode as encodePunycode,
  toUnicode as punycodeToUnicode,
} from 'punycode/punycode.es6.js';
import { describeCharacter, findUnseenCharacter } from './unseen-character.ts';

/** A validated domain name: Punycode for the wire, Unicode for people. */
export type DomainName = {
  readonly ascii: string;
  readonly unicode: string;
};

export type DomainNameResult =
  { readonly ok: true; readonly domain: DomainName } | { readonly ok: false; readonly reason: string };

const MAX_NAME_OCTETS = 253;
const MAX_LABEL_OCTETS = 63;
/** Characters that would change how a URL (path or query) is read; refused before any conversion. */
const URL_SYNTAX = /[/\\?#@:%[\]\s<>"'`^{|}]/u;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const ASCII_ONLY = /^[\x00-\x7f]*$/;
/** The full stop and the dots IDNA reads as one (ideographic, fullwidth, halfwidth ideographic). */
const LABEL_SEPARATORS = /[.\u3002\uFF0E\uFF61]/;
const ALL_DIGITS = /^[0-9]+$/;
const EMPTY_LABEL = 'A domain name cannot have an empty label (two dots in a row).';
const NUMERIC_TOP_LABEL = 'The last label of a domain name cannot be all digits.';
/** `0x10`, `0X`: the URL parser reads a name ending so as an IPv4 address (WHATWG URL, “ends in a number”). */
const HEX_NUMBER = /^0x[0-9a-f]*$/i;

/**
 * Parses what a person typed (Unicode or Punycode, any case, optional trailing dot) into a
 * validated {@link DomainName}, or a reason it cannot be one.
 *
 * IDNA (UTS #46) mapping is the platform's own, through the URL parser:
 * `parseDomainName('Пример.РФ')` → `{ ascii: 'xn--e1afmkfd.xn--p1ai', unicode: 'пример.рф' }`.
 * After conversion every label must be 1–63 octets of letters, digits and inner hyphens, the name
 * at most 253 octets with at least two labels and a non-numeric top-level label.
 */
export function parseDomainName(input: string): DomainNameResult {
  const trimmed = input.trim();
  if (trimmed === '') return fail('Enter a domain name, such as example.com.');
  const character = findUnseenCharacter(trimmed) ?? URL_SYNTAX.exec(trimmed)?.[0];
  if (character !== undefined) return fail(`A domain name cannot contain ${describeCharacter(character)}.`);
  // One trailing dot is the root; a second would end the name with an empty label.
  const name = trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
  if (name === '' || name.startsWith('.')) return fail('A domain name cannot start with a dot.');
  if (name.includes('..') || name.endsWith('.')) return fail(EMPTY_LABEL);
  // Checked before the URL parser too, which refuses `example.123` as a malformed IPv4 address.
  if (ALL_DIGITS.test(lastLabel(name))) return fail(NUMERIC_TOP_LABEL);
  // NFKC: the parser maps a full-width `０ｘ１０` to `0x10` before it reads the number.
  const top = lastLabel(name).normalize('NFKC');
  if (HEX_NUMBER.test(top)) {
    return fail(
      `The last label of a domain name cannot be a hexadecimal number such as “${top}”: it would be read as an IP address.`,
    );
  }

  let ascii: string;
  try {
    ascii = new URL(`http://${name}/`).hostname;
  } catch {
    return fail(`“${name}” is not a valid internationalised domain name.`);
  }
  // A dot the parser mapped from another full stop (`example.com。`) is the root too.
  if (ascii.endsWith('.')) ascii = ascii.slice(0, -1);

  const labels = ascii.split('.');
  if (labels.length < 2) return fail('A domain name needs at least two labels, such as example.com.');
  for (const label of labels) {
    if (label === '') return fail(EMPTY_LABEL);
    if (label.length > MAX_LABEL_OCTETS) {
      return fail(
        `The label “${label.slice(0, 20)}…” is ${label.length} characters long; at most ${MAX_LABEL_OCTETS} are allowed.`,
      );
    }
    if (!LDH_LABEL.test(label)) {
      return fail(
        `The label “${label}” may hold only letters, digits and hyphens, and cannot start or end with a hyphen.`,
      );
    }
    if (label.startsWith('xn--') && !isValidAceLabel(label)) {
      return fail(`The label “${label}” is not valid Punycode.`);
    }
  }
  if (ascii.length > MAX_NAME_OCTETS) {
    return fail(`The name is ${ascii.length} characters long in Punycode; at most ${MAX_NAME_OCTETS} are allowed.`);
  }
  // Full-width digits pass the check above and come out of the parser as an IPv4 address: `1.2.3.４`.
  if (ALL_DIGITS.test(lastLabel(ascii))) return fail(NUMERIC_TOP_LABEL);

  return { ok: true, domain: { ascii, unicode: punycodeToUnicode(ascii) } };
}

/** Punycode (ASCII) form of a valid name; throws on an invalid one. */
export function toPunycode(input: string): string {
  return requireDomainName(input).ascii;
}

/** Unicode form of a valid name; throws on an invalid one. */
export function toUnicode(input: string): string {
  return requireDomainName(input).unicode;
}

function requireDomainName(input: string): DomainName {
  const result = parseDomainName(input);
  if (!result.ok) throw new Error(result.reason);
  return result.domain;
}

/**
 * An `xn--` label must decode, and its decoding must convert back to the same label (an all-ASCII
 * decoding converts to itself, not to an `xn--` label).
 */
function isValidAceLabel(label: string): boolean {
  try {
    return new URL(`http://${decodePunycode(label.slice(4))}/`).hostname === label;
  } catch {
    return false;
  }
}

function fail(reason: string): DomainNameResult {
  return { ok: false, reason };
}

/** The text after the last dot: `lastLabel('www.example.com')` → `'com'`. */
function lastLabel(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/**
 * The ASCII form of any record name for display (wildcards and underscores allowed, no validation):
 * `asciiNameForDisplay('почта.пример.рф')` → `'xn--80a1acny.xn--e1afmkfd.xn--p1ai'`. A label
 * beyond ASCII is encoded as IDNA maps it first, in NFC and lower case (`Почта` is `почта`,
 * `xn--80a1acny`; Punycode of `Почта` itself would be another name); ASCII labels keep their case.
 * Returns the input unchanged when it is already ASCII.
 */
export function asciiNameForDisplay(name: string): string {
  if (ASCII_ONLY.test(name)) return name;
  try {
    // Label by label, as punycode.js's toASCII does, but the whole name: that one reads input as an
    // e-mail address and leaves everything before an `@` as it is (found by the property test).
    return name
      .split(LABEL_SEPARATORS)
      .map((label) => (ASCII_ONLY.test(label) ? label : `xn--${encodePunycode(label.normalize('NFC').toLowerCase())}`))
      .join('.');
  } catch {
    return name;
  }
}

/**
 * A domain name as compared: case does not matter (Unicode lowercase), one trailing dot does not
 * matter, and the Unicode and Punycode forms are the same name.
 * `dnsNameKey('WWW.Пример.РФ.')` → `'www.xn--e1afmkfd.xn--p1ai'`.
 */
export function dnsNameKey(name: string): string {
  let text = name.trim().normalize('NFC').toLowerCase();
  if (text.length > 1 && text.endsWith('.')) text = text.slice(0, -1);
  return asciiNameForDisplay(text).toLowerCase();
}

export type RecordNameResult =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly reason: string };

/**
 * A record's name as a link names it (`?name=` of a history), in the one form the service answers
 * with: Unicode, lower case, without a trailing dot — or why it cannot be a record name, as a
 * fragment for a link notice ("name “…” is not a record name: it …"). Unlike a domain, its labels
 * may hold `_` and `*`; `xn--` labels are decoded, and must decode.
 *
 * `parseRecordName('WWW.Xn--E1afmkfd.xn--p1ai.')` → `{ ok: true, name: 'www.пример.рф' }`;
 * `parseRecordName('www.\u202Eexample.com')` → `{ ok: false, reason: 'cannot contain the invisible character U+202E' }`.
 */
export function parseRecordName(input: string): RecordNameResult {
  const trimmed = input.trim();
  const character = findUnseenCharacter(trimmed) ?? URL_SYNTAX.exec(trimmed)?.[0];
  if (character !== undefined) return { ok: false, reason: `cannot contain ${describeCharacter(character)}` };
  const labels = trimmed.normalize('NFC').toLowerCase().split(LABEL_SEPARATORS);
  // One trailing dot is the root.
  if (labels.length > 1 && labels.at(-1) === '') labels.pop();
  const unicode: string[] = [];
  for (const label of labels) {
    if (label === '') return { ok: false, reason: 'cannot have an empty label (a dot at the start or two in a row)' };
    if (label.startsWith('xn--') && !isValidAceLabel(label)) {
      return { ok: false, reason: `has a label, “${label}”, that is not valid Punycode` };
    }
    unicode.push(label.startsWith('xn--') ? decodePunycode(label.slice(4)) : label);
  }
  return { ok: true, name: unicode.join('.') };
}
