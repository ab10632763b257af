import type { RecordsFilter } from '../../api/records.ts';
import type { DnsRecord } from '../../contract/schemas.ts';
import { asciiNameForDisplay } from '../../lib/domain-name.ts';

/**
 * A filter the service was sent but did not apply. Public clients of the real service note that
 * its list filters "seem to not work" (observed-service.md); the app never filters in the browser,
 * so it says so instead of showing unfiltered rows as if they matched.
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
 * contain the text in any of the fields the service searches (name, type, value, TTL; spec 4.1),
 * compared as loosely as a database might — in any case, with or without accents, in Unicode or
 * Punycode. One such record is enough: a service that ignores the search sends a page of the zone,
 * some of whose records may well contain the text. An empty answer, or one that fits, gives null.
 *
 * `findUnappliedFilter([{ record_type: 'A', … }], { search_record_type: 'MX' })` →
 * `{ filters: ['search_record_type'], reason: 'It sent records of other types than MX (A).' }`
 */
export function findUnappliedFilter(records: readonly DnsRecord[], filter: RecordsFilter): UnappliedFilter | null {
  const filters: UnappliedFilter['filters'] = [];
  const reasons: string[] = [];

  const type = filter.search_record_type;
  if (type !== undefined) {
    const others = [
      ...new Set(records.map((item) => item.record_type.trim().toUpperCase()).filter((other) => other !== type)),
    ];
    if (others.length > 0) {
      filters.push('search_record_type');
      const named = others.slice(0, TYPES_NAMED).join(', ');
      reasons.push(
        `It sent records of other types than ${type} (${others.length > TYPES_NAMED ? `${named}, …` : named}).`,
      );
    }
  }

  // Every record contains the empty text: no search, nothing lacking.
  const text = filter.search_text ?? '';
  const lacking = records.filter(lacks(text)).length;
  if (lacking > 0) {
    filters.push('search_text');
    const sent = records.length.toLocaleString('en');
    reasons.push(
      lacking === records.length
        ? `None of the ${sent} records it sent contains “${text}” in its name, type, value or TTL.`
        : `${lacking.toLocaleString('en')} of the ${sent} records it sent ${lacking === 1 ? 'does' : 'do'} not contain “${text}” in ${lacking === 1 ? 'its' : 'their'} name, type, value or TTL.`,
    );
  }
  return filters.length === 0 ? null : { filters, reason: reasons.join(' ') };
}

/**
 * Whether a record lacks the text in name, type and value and TTL alike: compared in lower case
 * and without accents (as a case- and accent-insensitive collation would), and in Punycode.
 */
function lacks(text: string): (item: DnsRecord) => boolean {
  // Lower case first: Punycode keeps case, and `Пример` encodes otherwise than `пример`.
  const lowered = text.toLowerCase();
  const needles = [...new Set([lowered, withoutAccents(lowered), asciiNameForDisplay(lowered)])];
  const holds = (haystack: string) => needles.some((needle) => haystack.includes(needle));
  // The other forms only where the plain one does not hold it: most records of a search that was
  // applied do, and a download checks every record it fetched.
  return (item) =>
    ![item.record_name, item.record_type, item.record_value, item.record_ttl].some((field) => {
      const lower = field.toLowerCase();
      return holds(lower) || holds(withoutAccents(lower)) || holds(asciiNameForDisplay(lower));
    });
}

/** `'Café'` → `'Cafe'`: compatibility decomposition, combining marks left out. */
function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}
