import { dnsNameKey } from '../../lib/domain-name.ts';
import { recordValueKey } from '../../lib/record-value-key.ts';

/** What the plan needs of a record; template records and live records both fit. */
export type PlanRecord = {
  record_id?: string | undefined;
  record_name: string;
  record_type: string;
  record_value: string;
  record_ttl: string;
  record_status?: string | undefined;
};

/**
 * Why a template record cannot be added as it is:
 * - `cname-beside-records`: it is a CNAME and other records exist at its name;
 * - `second-cname`: it is a CNAME and another CNAME (to elsewhere) exists at its name;
 * - `record-beside-cname`: a CNAME exists at its name;
 * - `second-soa`: it is an SOA and the zone has one already.
 */
export type ConflictReason = 'cname-beside-records' | 'second-cname' | 'record-beside-cname' | 'second-soa';

export type PlanConflict<Template, Live> =
  | { readonly reason: ConflictReason; readonly source: 'live'; readonly record: Live }
  | { readonly reason: ConflictReason; readonly source: 'template'; readonly record: Template };

export type PlanEntry<Template, Live> =
  /** The same name, type and value is live already (`matches`: those live records). */
  | { readonly status: 'present'; readonly record: Template; readonly matches: readonly Live[] }
  | {
      readonly status: 'conflict';
      readonly record: Template;
      readonly conflicts: readonly PlanConflict<Template, Live>[];
    }
  | { readonly status: 'new'; readonly record: Template };

export type PlanStatus = PlanEntry<unknown, unknown>['status'];

/**
 * What applying a template would do to a zone, per template record (in template order), given the
 * records the template would add (the server's substituted records) and the zone's live records:
 *
 * 1. `present` when a live record has the same name, type and value (TTL and status not compared;
 *    disabled live records count, they are still in the zone);
 * 2. else `conflict` when it would break a zone rule: a CNAME where other records (or another
 *    CNAME) exist at that name, any record where a CNAME exists, a second SOA. Checked against the
 *    live records and against the template's other records that are not present already;
 * 3. else `new`.
 *
 * Names compare by {@link dnsNameKey}; values by {@link recordValueKey}.
 */
export function planTemplate<Template extends PlanRecord, Live extends PlanRecord>(
  template: readonly Template[],
  live: readonly Live[],
): PlanEntry<Template, Live>[] {
  const liveIndex = indexRecords(live);
  const liveSoas = live.filter((record) => typeOf(record) === 'SOA');

  const presence = template.map((record) => {
    const atName = liveIndex.get(dnsNameKey(record.record_name)) ?? [];
    const key = identityKey(record);
    return atName.filter((candidate) => identityKey(candidate) === key);
  });

  const added = template.filter((_, index) => presence[index]?.length === 0);
  const addedIndex = indexRecords(added);
  const addedSoas = added.filter((record) => typeOf(record) === 'SOA');

  return template.map((record, index): PlanEntry<Template, Live> => {
    const matches = presence[index] ?? [];
    if (matches.length > 0) return { status: 'present', record, matches };

    const name = dnsNameKey(record.record_name);
    const conflicts: PlanConflict<Template, Live>[] = [
      ...conflictsWith(record, liveIndex.get(name) ?? [], liveSoas).map(
        ({ reason, other }) => ({ reason, source: 'live', record: other }) as const,
      ),
      // The record itself is among them: conflictsWith passes over identical records.
      ...conflictsWith(record, addedIndex.get(name) ?? [], addedSoas).map(
        ({ reason, other }) => ({ reason, source: 'template', record: other }) as const,
      ),
    ];
    return conflicts.length > 0 ? { status: 'conflict', record, conflicts } : { status: 'new', record };
  });
}

/** How many template records are in each status. */
export function countPlan(entries: readonly { status: PlanStatus }[]): Record<PlanStatus, number> {
  const counts: Record<PlanStatus, number> = { present: 0, conflict: 0, new: 0 };
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}

function conflictsWith<Other extends PlanRecord>(
  record: PlanRecord,
  atName: readonly Other[],
  soas: readonly Other[],
): { reason: ConflictReason; other: Other }[] {
  const type = typeOf(record);
  const found: { reason: ConflictReason; other: Other }[] = [];
  const key = identityKey(record);
  for (const other of atName) {
    // An identical record is a duplicate, not a clash.
    if (identityKey(other) === key) continue;
    const otherType = typeOf(other);
    if (type === 'CNAME')
      found.push({ reason: otherType === 'CNAME' ? 'second-cname' : 'cname-beside-records', other });
    else if (otherType === 'CNAME') found.push({ reason: 'record-beside-cname', other });
  }
  if (type === 'SOA') {
    for (const other of soas) {
      if (identityKey(other) !== key) found.push({ reason: 'second-soa', other });
    }
  }
  return found;
}

function indexRecords<Item extends PlanRecord>(records: readonly Item[]): Map<string, Item[]> {
  const index = new Map<string, Item[]>();
  for (const record of records) {
    const name = dnsNameKey(record.record_name);
    const list = index.get(name);
    if (list) list.push(record);
    else index.set(name, [record]);
  }
  return index;
}

function typeOf(record: PlanRecord): string {
  return record.record_type.trim().toUpperCase();
}

function identityKey(record: PlanRecord): string {
  const type = typeOf(record);
  return `${dnsNameKey(record.record_name)}\u0000${type}\u0000${recordValueKey(type, record.record_value)}`;
}
