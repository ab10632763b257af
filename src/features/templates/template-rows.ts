import type { DnsRecord, TemplateRecord } from '../../contract/schemas.ts';
import type { PlanEntry } from './template-plan.ts';
import { locateSubstitutions, splitTemplateText } from './template-text-segments.ts';
import type { TemplateRow } from './template-records-table.tsx';

/** Rows of the raw template: `{domain_name}` marked in names and values. */
export function rawTemplateRows(raw: readonly TemplateRecord[]): TemplateRow[] {
  return raw.map((record, index) => ({
    key: `${record.record_id}:${index}`,
    recordId: record.record_id,
    type: record.record_type,
    ttl: record.record_ttl,
    raw: rawPair(record),
    substituted: null,
  }));
}

/**
 * Rows of the server's substituted records, each beside its raw template record (matched by
 * `record_id`), with the spans the server substituted marked, and the comparison's verdict when
 * there is one (`plan`, in the order of `substituted`).
 */
export function substitutedTemplateRows(
  substituted: readonly TemplateRecord[],
  raw: readonly TemplateRecord[],
  plan: readonly PlanEntry<TemplateRecord, DnsRecord>[] | null,
): TemplateRow[] {
  const rawById = new Map(raw.map((record) => [record.record_id, record]));
  return substituted.map((record, index) => {
    const template = rawById.get(record.record_id);
    return {
      key: `${record.record_id}:${index}`,
      recordId: record.record_id,
      type: record.record_type,
      ttl: record.record_ttl,
      raw: template ? rawPair(template) : null,
      substituted: {
        name: {
          text: record.record_name,
          segments: template ? locateSubstitutions(template.record_name, record.record_name) : null,
        },
        value: {
          text: record.record_value,
          segments: template ? locateSubstitutions(template.record_value, record.record_value) : null,
        },
      },
      plan: plan?.[index],
    };
  });
}

function rawPair(record: TemplateRecord): NonNullable<TemplateRow['raw']> {
  return {
    name: { text: record.record_name, segments: splitTemplateText(record.record_name) },
    value: { text: record.record_value, segments: splitTemplateText(record.record_value) },
  };
}
