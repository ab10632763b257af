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
 * `search_record_type`, a record of another type; with `search_text`, a non-empty answer of which
 * no record contains the text (case-insensitively, in name, type, value or TTL, in Unicode or
 * Punycode). An empty answer, or one that fits, gives null.
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

  const text = filter.search_text ?? '';
  if (text !== '' && records.length > 0 && !records.some(containing(text))) {
    filters.push('search_text');
    reasons.push(
      `None of the ${records.length.toLocaleString('en')} records it sent contains “${text}” in its name, type, value or TTL.`,
    );
  }
  return filters.length === 0 ? null : { filters, reason: reasons.join(' ') };
}

/** Whether a record contains the text in name, type, value or TTL, ignoring case, in Unicode or Punycode. */
function containing(text: string): (item: DnsRecord) => boolean {
  const needles = [...new Set([text.toLowerCase(), asciiNameForDisplay(text).toLowerCase()])];
  return (item) => {
    const fields = [item.record_name, item.record_type, item.record_value, item.record_ttl];
    const haystacks = fields.flatMap((field) => {
      const lower = field.toLowerCase();
      const ascii = asciiNameForDisplay(field).toLowerCase();
      return ascii === lower ? [lower] : [lower, ascii];
    });
    return needles.some((needle) => haystacks.some((haystack) => haystack.includes(needle)));
  };
}
