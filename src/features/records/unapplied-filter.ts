import type { RecordsFilter } from '../../api/records.ts';
import type { DnsRecord } from '../../contract/schemas.ts';
import { asciiNameForDisplay } from '../../lib/domain-name.ts';
import { isTextType, txtTextKey } from '../../lib/presentation-text.ts';

/**
 * A filter the service was sent but did not apply. Public clients of the real service note that
 * its list filters "seem to not work" (observed-service.md) and filter the answer themselves; the
 * records page then does so too (records-in-browser.ts), with {@link matchesFilter}, the predicate
 * this detection reads answers with.
 */
export type UnappliedFilter = {
  /** Which filter the answer shows was not applied. */
  filters: ('search_record_type' | 'search_text')[];
  /** Why, in a sentence: `'It sent records of other types than MX (A, TXT).'` */
  reason: string;
};

/** Types named in the reason, at most. */
const TYPES_NAMED = 5;

/**
 * Reads an answer to a filtered request for signs that the filter was not applied: with
 * `search_record_type`, a record of another type; with `search_text`, a record that does not
 * contain the text in any of the fields the service searches (name, type, value, TTL; spec 4.1) —
 * with `strict_search`, that has no field equal to it — compared as loosely as a database might:
 * in any case, with or without accents, in Unicode or Punycode. One such record is enough: a
 * service that ignores the search sends a page of the zone, some of whose records may well match.
 * An exact search for the zone's own name is the case in point: every name of the zone contains
 * it, few are equal to it. An empty answer, or one that fits, gives null.
 *
 * `findUnappliedFilter([{ record_type: 'A', … }], { search_record_type: 'MX' })` →
 * `{ filters: ['search_record_type'], reason: 'It sent records of other types than MX (A).' }`
 */
export function findUnappliedFilter(records: readonly DnsRecord[], filter: RecordsFilter): UnappliedFilter | null {
  const filters: UnappliedFilter['filters'] = [];
  const reasons: string[] = [];

  const type = filter.search_record_type;
  if (type !== undefined) {
    const others = [...new Set(records.filter((item) => !hasType(item, type)).map(typeOf))];
    if (others.length > 0) {
      filters.push('search_record_type');
      const named = others.slice(0, TYPES_NAMED).join(', ');
      reasons.push(
        `It sent records of other types than ${type} (${others.length > TYPES_NAMED ? `${named}, …` : named}).`,
      );
    }
  }

  const text = filter.search_text ?? '';
  const strict = filter.strict_search === 'yes' && text !== '';
  const matches = matchesText(filter);
  const lacking = records.filter((item) => !matches(item)).length;
  if (lacking > 0) {
    filters.push('search_text');
    const sent = records.length.toLocaleString('en');
    const one = lacking === 1;
    reasons.push(
      lacking === records.length
        ? strict
          ? `None of the ${sent} records it sent has a name, type, value or TTL equal to “${text}”.`
          : `None of the ${sent} records it sent contains “${text}” in its name, type, value or TTL.`
        : strict
          ? `${lacking.toLocaleString('en')} of the ${sent} records it sent ${one ? 'has' : 'have'} no name, type, value or TTL equal to “${text}”.`
          : `${lacking.toLocaleString('en')} of the ${sent} records it sent ${one ? 'does' : 'do'} not contain “${text}” in ${one ? 'its' : 'their'} name, type, value or TTL.`,
    );
  }
  return filters.length === 0 ? null : { filters, reason: reasons.join(' ') };
}

/**
 * Whether a record matches a filter, read as loosely as the service might apply it: of the type of
 * `search_record_type` (in any case), and holding `search_text` in its name, type, value or TTL
 * (see {@link contains}) — with `strict_search`, equal to it in one of them (see {@link equals}).
 * The detection above calls a filter unapplied when a record of the answer fails this, and the
 * records page filters with it when the service did not: one reading of the filter for both, so a
 * record the page keeps is never one the detection would call a sign of an ignored filter.
 *
 * `matchesFilter({ search_record_type: 'MX' })({ record_type: 'mx', … })` → `true`
 */
export function matchesFilter(filter: RecordsFilter): (item: DnsRecord) => boolean {
  const type = filter.search_record_type;
  const text = matchesText(filter);
  return type === undefined ? text : (item) => hasType(item, type) && text(item);
}

const typeOf = (item: DnsRecord) => item.record_type.trim().toUpperCase();
const hasType = (item: DnsRecord, type: string) => typeOf(item) === type;

/** The search of a filter: every record contains the empty text, and `strict_search` alone searches nothing. */
function matchesText(filter: RecordsFilter): (item: DnsRecord) => boolean {
  const text = filter.search_text ?? '';
  return filter.strict_search === 'yes' && text !== '' ? equals(text) : contains(text);
}

/**
 * Whether a record holds the text in name, type, value or TTL: compared in lower case and without
 * accents (as a case- and accent-insensitive collation would), and in Punycode.
 */
function contains(text: string): (item: DnsRecord) => boolean {
  const needles = searchForms(text);
  const patterns = needles.flatMap(likePattern);
  const holds = (haystack: string) =>
    needles.some((needle) => haystack.includes(needle)) || patterns.some((pattern) => pattern.test(haystack));
  return (item) =>
    [item.record_name, item.record_type, item.record_value, item.record_ttl].some((field) => inAnyForm(field, holds));
}

/**
 * A search's text read as the pattern of SQL's `LIKE '%text%'`, if it holds one of its wildcards:
 * `_` any one character, `%` any run of them. A service that searches with LIKE and does not escape
 * them sends `_dmarc` for a search of `_dmarc` and also `xdmarc`: a match, not an ignored filter.
 */
function likePattern(needle: string): RegExp[] {
  if (!/[_%]/.test(needle)) return [];
  const source = [...needle]
    .map((character) => (character === '_' ? '.' : character === '%' ? '.*' : character.replace(REGEXP_SYNTAX, '\\$&')))
    .join('');
  return [new RegExp(source, 'su')];
}

const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|]/g;

/**
 * Whether a record has a field equal to the text, "equal" read as loosely as an exact search might
 * mean it, so that a search that was applied is never called ignored: in any case, with or without
 * accents, in Unicode or Punycode; a name with its trailing dot or named from its first labels
 * (`mail` for `mail.example.com`); a value whole, by one of its words (`mail.example.com` in
 * `10 mail.example.com`) or, for TXT, by its text, quoted or not.
 */
function equals(text: string): (item: DnsRecord) => boolean {
  const needles = searchForms(text);
  const names = (candidate: string) =>
    needles.some((needle) => candidate === needle || candidate.startsWith(`${needle}.`));
  const equal = (field: string) => inAnyForm(field, names);
  const textKey = txtTextKey(text.toLowerCase());
  return (item) =>
    equal(item.record_name) ||
    equal(item.record_type) ||
    equal(item.record_ttl) ||
    equal(item.record_value) ||
    item.record_value.split(/\s+/).some(equal) ||
    (isTextType(item.record_type) && txtTextKey(item.record_value.toLowerCase()) === textKey);
}

/**
 * A search's text in the forms a database might compare it in: lower case, without accents, in
 * Punycode. Lower case first: Punycode keeps case, and `Пример` encodes otherwise than `пример`.
 */
function searchForms(text: string): string[] {
  const lowered = text.toLowerCase();
  return [...new Set([lowered, withoutAccents(lowered), asciiNameForDisplay(lowered)])];
}

/**
 * Whether `test` holds for a field in lower case, without accents or in Punycode: the other forms
 * only where the first fails (most records of a search that was applied pass at once, and a
 * download checks every record it fetched), and none for ASCII text, which has no other form.
 */
function inAnyForm(field: string, test: (form: string) => boolean): boolean {
  const lower = field.toLowerCase();
  if (test(lower)) return true;
  if (ASCII.test(lower)) return false;
  return test(withoutAccents(lower)) || test(asciiNameForDisplay(lower));
}

const ASCII = /^[\x00-\x7f]*$/;

/** `'Café'` → `'Cafe'`: compatibility decomposition, combining marks left out. */
function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}
