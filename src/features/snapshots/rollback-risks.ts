import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import type { DiffableRecord, ItemDiff, RecordDiffField } from '../../lib/diff-records.ts';
import { separateManagedSoa } from './managed-soa.ts';
import { fieldLabel } from '../../components/data-table/field-labels.ts';

export type RollbackRiskKind = 'apex-ns' | 'mx-removal' | 'ttl-cut' | 'large-change';

export type RollbackRisk = {
  kind: RollbackRiskKind;
  /** One sentence: "The apex NS records would change". */
  title: string;
  /** One line per record concerned. */
  details: string[];
};

/** Share of the zone above which a rollback counts as a large change. */
export const LARGE_CHANGE_SHARE = 0.3;
/** A TTL divided by this much or more counts as a cut. */
export const TTL_CUT_FACTOR = 10;

/**
 * What makes a rollback risky, read from the diff of the zone as it is (`from`) against the state
 * rolled back to (`to`), i.e. `diffRecords(current, snapshot)`. SOA records are left out
 * (`separateManagedSoa`): the service maintains the SOA and a rollback does not set it, so an SOA
 * difference is never a risk, nor part of the share of the zone that would change. Risks:
 * - the apex NS records would be added, removed or changed (delegation);
 * - MX records would be removed (mail delivery);
 * - a TTL would be cut by {@link TTL_CUT_FACTOR}× or more (caches expire at once, load rises);
 * - more than {@link LARGE_CHANGE_SHARE} of the records would change: added + removed + changed,
 *   of every record either side holds (added + removed + changed + unchanged), so never over 100%.
 *   Against the larger side alone, replacing 3 of 6 records and changing 1 read "117% (7 of 6)".
 *
 * `apexNames` are the zone's name in every form records may use (Unicode and Punycode).
 */
export function findRollbackRisks<Item extends DiffableRecord>(
  diff: ItemDiff<Item, RecordDiffField>,
  apexNames: readonly string[],
): RollbackRisk[] {
  const apex = new Set(apexNames.map(normaliseName));
  const isApex = (item: DiffableRecord) => item.record_name === '@' || apex.has(normaliseName(item.record_name));
  const isApexNs = (item: DiffableRecord) => item.record_type.toUpperCase() === 'NS' && isApex(item);
  const { added, removed, changed, unchanged } = separateManagedSoa(diff).records;
  const risks: RollbackRisk[] = [];

  const nsDetails = [
    ...removed.filter(isApexNs).map((item) => `would remove ${describeRecord(item)}`),
    ...added.filter(isApexNs).map((item) => `would add ${describeRecord(item)}`),
    ...changed
      .filter((pair) => isApexNs(pair.from) || isApexNs(pair.to))
      .map((pair) => `would change ${describeRecord(pair.from)}: ${describeChanges(pair.changes)}`),
  ];
  if (nsDetails.length > 0) {
    risks.push({
      kind: 'apex-ns',
      title: `The apex NS records would change (${formatCountOf(nsDetails.length, 'record')})`,
      details: nsDetails,
    });
  }

  const mxRemovals = removed.filter((item) => item.record_type.toUpperCase() === 'MX');
  if (mxRemovals.length > 0) {
    risks.push({
      kind: 'mx-removal',
      title: `${formatCountOf(mxRemovals.length, 'MX record')} would be removed`,
      details: mxRemovals.map(describeRecord),
    });
  }

  const ttlCuts = changed.flatMap((pair) => {
    const change = pair.changes.find((item) => item.field === 'record_ttl');
    const factor = change ? ttlCutFactor(change.from, change.to) : undefined;
    return change && factor !== undefined
      ? [`${pair.from.record_name} ${pair.from.record_type}: ${change.from} → ${change.to} s (${factor})`]
      : [];
  });
  if (ttlCuts.length > 0) {
    risks.push({
      kind: 'ttl-cut',
      title: `The TTL of ${formatCountOf(ttlCuts.length, 'record')} would be cut by ${TTL_CUT_FACTOR}× or more`,
      details: ttlCuts,
    });
  }

  const touched = added.length + removed.length + changed.length;
  const either = touched + unchanged;
  if (touched > LARGE_CHANGE_SHARE * either) {
    risks.push({
      kind: 'large-change',
      title: `${sharePercent(touched, either)}% of the records would change (${formatCount(touched)} of the ${formatCount(either)} in either version)`,
      details: [],
    });
  }
  return risks;
}

/** `part` of `whole` in whole percent; 100 only when it is all of it (999 of 1,000 is 99, not 100). */
function sharePercent(part: number, whole: number): number {
  return part === whole ? 100 : Math.min(99, Math.round((part / whole) * 100));
}

/**
 * `'12×'` when `to` is at most a tenth of `from`, `'cut to 0'` for a cut to zero; otherwise (a raise,
 * a smaller cut, a TTL that is not a whole number of seconds) undefined.
 */
function ttlCutFactor(from: string, to: string): string | undefined {
  if (!/^\d+$/.test(from) || !/^\d+$/.test(to)) return undefined;
  const before = Number(from);
  const after = Number(to);
  if (after === 0) return before > 0 ? 'cut to 0' : undefined;
  const factor = before / after;
  return factor >= TTL_CUT_FACTOR ? `${Number.isInteger(factor) ? factor : factor.toFixed(1)}×` : undefined;
}

function describeRecord(item: DiffableRecord): string {
  return `${item.record_name} ${item.record_type} ${item.record_value}`;
}

function describeChanges(changes: readonly { field: string; from: string; to: string }[]): string {
  return changes.map((change) => `${fieldLabel(change.field)} ${change.from} → ${change.to}`).join('; ');
}

function normaliseName(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}
