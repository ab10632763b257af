import type { ItemDiff, Matching } from '../../lib/diff-records.ts';
import { describeManagedSoa, type ManagedSoaDifference, type SideNames } from './managed-soa.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import type { RollbackRisk } from './rollback-risks.ts';

/**
 * Words for a rollback: the diff of the state rolled back from (the current zone, or another
 * snapshot) against the snapshot rolled back to, i.e. `diffRecords(from, snapshot)`, without its
 * SOA records (`separateManagedSoa`: the service maintains the SOA, a rollback does not set it).
 * Its `added` are what the rollback would add, `removed` what it would remove, `changed` what it
 * would change.
 */

/** Where a rollback starts: the live zone, or (to compare two snapshots) the zone as in another snapshot. */
export type RollbackOrigin = { kind: 'current' } | { kind: 'snapshot'; snapshotId: string };

export type RollbackCounts = { add: number; remove: number; change: number };

/** The two sides of a rollback as the page and the reports name them. */
export function rollbackSideNames(snapshotId: string, origin: RollbackOrigin): SideNames {
  return {
    from: origin.kind === 'current' ? 'the current zone' : `snapshot ${origin.snapshotId}`,
    to: `snapshot ${snapshotId}`,
  };
}

export function rollbackCounts(diff: ItemDiff<unknown>): RollbackCounts {
  return { add: diff.added.length, remove: diff.removed.length, change: diff.changed.length };
}

/**
 * `describeRollback('9050', { kind: 'current' }, { add: 1, remove: 1, change: 1 })`
 * → `'Rolling back to snapshot 9050 would remove 1 record, add 1 and change 1.'`;
 * from another snapshot: `'Rolling back from snapshot 9050 to snapshot 9040 would add 2 records.'`
 */
export function describeRollback(
  snapshotId: string,
  origin: RollbackOrigin,
  counts: RollbackCounts,
  noun: { one: string; many: string } = { one: 'record', many: 'records' },
): string {
  const start =
    origin.kind === 'current'
      ? `Rolling back to snapshot ${snapshotId}`
      : `Rolling back from snapshot ${origin.snapshotId} to snapshot ${snapshotId}`;
  const parts = (
    [
      ['remove', counts.remove],
      ['add', counts.add],
      ['change', counts.change],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([verb, count], index) =>
      index === 0
        ? `${verb} ${formatCount(count)} ${count === 1 ? noun.one : noun.many}`
        : `${verb} ${formatCount(count)}`,
    );
  if (parts.length === 0) return `${start} would change no ${noun.many}.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${start} would ${list}.`;
}

/** How the records were matched, in a sentence for the page and the report. */
export function describeMatching(matching: Matching, noun = 'records'): string {
  switch (matching.method) {
    case 'record_id': {
      const byId = `${capitalise(noun)} were matched by record_id: every one on both sides has an id`;
      return matching.pairedByContent === 0
        ? `${byId}.`
        : `${byId}; ${formatCount(matching.pairedByContent)} with another id on each side matched by name, type and value (deleted and created again).`;
    }
    case 'content':
      return `${capitalise(noun)} were matched by name, type and value, because one side has no record ids.`;
    case 'mixed':
      return `${capitalise(noun)} were matched by record_id where both sides have one, otherwise by name, type and value (${formatCount(matching.pairedByContent)} matched that way).`;
  }
}

type ReportItem = {
  readonly record_id?: string | undefined;
  readonly record_name: string;
  readonly record_type: string;
  readonly record_value: string;
  readonly record_ttl: string;
  readonly record_status?: string | undefined;
  readonly geo_region?: string | undefined;
};

export type RollbackReportPart = {
  /** "records", "GEO records", "failover records". */
  title: string;
  diff: ItemDiff<ReportItem>;
};

export type RollbackReport = {
  domain: string;
  snapshotId: string;
  origin: RollbackOrigin;
  generatedAt: Date;
  /**
   * The record diff (without SOA records) first; GEO and failover records follow when two
   * snapshots are compared.
   */
  parts: readonly RollbackReportPart[];
  /** How the SOA differs (`separateManagedSoa`), told apart: not part of the counts or the risks. */
  soa: ManagedSoaDifference<ReportItem> | null;
  risks: readonly RollbackRisk[];
};

/** The rollback as a plain-text report, for a ticket or an e-mail. */
export function writeRollbackText(report: RollbackReport): string {
  const [records] = report.parts;
  const lines = [
    `Zonescope rollback report for ${report.domain}`,
    `Rolling back to: snapshot ${report.snapshotId}`,
    `Rolling back from: ${report.origin.kind === 'current' ? 'the current zone' : `snapshot ${report.origin.snapshotId}`}`,
    `Generated: ${report.generatedAt.toISOString()}`,
    '',
  ];
  if (records) {
    lines.push(describeRollback(report.snapshotId, report.origin, rollbackCounts(records.diff)));
    lines.push(`${formatCount(records.diff.unchanged)} records would stay as they are.`);
  }
  if (report.soa) {
    lines.push('', 'The SOA record:');
    for (const line of describeManagedSoa(report.soa, rollbackSideNames(report.snapshotId, report.origin))) {
      lines.push(`  ${line}`);
    }
  }
  lines.push('');
  if (report.risks.length === 0) lines.push('Risks: none found.');
  else {
    lines.push('Risks:');
    for (const risk of report.risks) {
      lines.push(`  ! ${risk.title}`);
      for (const detail of risk.details) lines.push(`      ${detail}`);
    }
  }
  for (const part of report.parts) {
    const { diff } = part;
    lines.push('', `== ${capitalise(part.title)} ==`, describeMatching(diff.matching, part.title));
    lines.push(`Unchanged: ${formatCount(diff.unchanged)}`);
    section(lines, `The rollback would remove (${diff.removed.length})`, diff.removed, '-');
    section(lines, `The rollback would add (${diff.added.length})`, diff.added, '+');
    if (diff.changed.length > 0) {
      lines.push(`The rollback would change (${diff.changed.length}):`);
      for (const pair of diff.changed) {
        lines.push(`  ~ ${describeItem(pair.from)}`);
        for (const change of pair.changes) {
          lines.push(`      ${change.field}: ${quoteIfBlank(change.from)} → ${quoteIfBlank(change.to)}`);
        }
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The rollback as JSON: each item as the API sends it, changes as `before_rollback` → `after_rollback`. */
export function writeRollbackJson(report: RollbackReport): string {
  const [records] = report.parts;
  const json = {
    domain: report.domain,
    rolling_back_to: { snapshot_id: report.snapshotId },
    rolling_back_from:
      report.origin.kind === 'current' ? { current_zone: true } : { snapshot_id: report.origin.snapshotId },
    generated_at: report.generatedAt.toISOString(),
    summary: records ? describeRollback(report.snapshotId, report.origin, rollbackCounts(records.diff)) : '',
    managed_soa: report.soa
      ? {
          note: describeManagedSoa(report.soa, rollbackSideNames(report.snapshotId, report.origin)),
          // The snapshot's SOA, not what the SOA would be after the rollback: the service sets that.
          before_rollback: report.soa.from ?? null,
          in_snapshot: report.soa.to ?? null,
          changes: report.soa.changes.map((change) => ({
            field: change.field,
            before_rollback: change.from,
            in_snapshot: change.to,
          })),
        }
      : null,
    risks: report.risks,
    ...Object.fromEntries(report.parts.map((item) => [item.title.replaceAll(' ', '_').toLowerCase(), jsonPart(item)])),
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}

function jsonPart({ diff }: RollbackReportPart) {
  return {
    matching: diff.matching,
    unchanged: diff.unchanged,
    would_remove: diff.removed,
    would_add: diff.added,
    would_change: diff.changed.map((pair) => ({
      matched_by: pair.matchedBy,
      before_rollback: pair.from,
      after_rollback: pair.to,
      changes: pair.changes.map((change) => ({
        field: change.field,
        before_rollback: change.from,
        after_rollback: change.to,
      })),
    })),
  };
}

function section(lines: string[], title: string, items: readonly ReportItem[], mark: string): void {
  if (items.length === 0) return;
  lines.push(`${title}:`);
  for (const item of items) lines.push(`  ${mark} ${describeItem(item)}`);
}

function describeItem(item: ReportItem): string {
  const region = item.geo_region === undefined ? '' : ` region ${item.geo_region}`;
  const status = isDisabledStatus(item.record_status) ? ' (disabled)' : '';
  const id = item.record_id === undefined ? ' [no id]' : ` [id ${item.record_id}]`;
  return `${item.record_name} ${item.record_ttl} ${item.record_type} ${quoteIfBlank(item.record_value)}${region}${status}${id}`;
}

function quoteIfBlank(text: string): string {
  return text.trim() === '' ? `"${text}"` : text;
}

function formatCount(count: number): string {
  return count.toLocaleString('en');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
