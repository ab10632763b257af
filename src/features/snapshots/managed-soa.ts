import type { DiffableRecord, ItemDiff } from '../../lib/diff-records.ts';
import { formatDateTime } from '../../lib/format-time.ts';

/**
 * The SOA in a rollback. The service maintains a zone's SOA itself ("maintained automatically and
 * cannot be edited", spec 2.1): its serial is the time of the zone's last change, so a snapshot's
 * SOA differs from the live one whenever anything changed since, and a rollback restores records
 * without setting the SOA back (the service writes a new serial). So an SOA difference is not
 * something the rollback would do: it is taken out of the diff and told apart, as information.
 *
 * ```ts
 * const { records, soa } = separateManagedSoa(diffRecords(live, snapshot.records));
 * // records: the diff without SOA records; soa.changes:
 * // [{ field: 'serial', from: '1795169007', to: '1795017482' }]
 * ```
 */

/** An SOA value read into its fields: the service's three (`ns1.host.net support@host.net 1549468698`) or the standard seven. */
export type SoaFields = {
  primary: string;
  contact: string;
  serial: string;
  /** Refresh, retry, expire and minimum, when the value has them. */
  timers: string | undefined;
};

/** `'ns1.dns-host.net support@dns-host.net 1795169007'` → its fields; a value of another shape → undefined. */
export function parseSoa(value: string): SoaFields | undefined {
  const fields = value.trim().split(/\s+/);
  const [primary, contact, serial, ...timers] = fields;
  if (primary === undefined || contact === undefined || serial === undefined) return undefined;
  if (timers.length !== 0 && timers.length !== 4) return undefined;
  return { primary, contact, serial, timers: timers.length === 0 ? undefined : timers.join(' ') };
}

export type SoaField = 'serial' | 'primary' | 'contact' | 'timers' | 'ttl' | 'value';

export type SoaChange = {
  field: SoaField;
  /** The field before the rollback (the zone rolled back from), `''` when that side has no SOA. */
  from: string;
  /** The field in the snapshot rolled back to, `''` when it has no SOA. */
  to: string;
};

/** How the SOA differs between the two sides of a rollback. */
export type ManagedSoaDifference<Item> = {
  /** The SOA before the rollback, if that side has one. */
  from: Item | undefined;
  /** The SOA of the snapshot rolled back to, if it has one. */
  to: Item | undefined;
  /** Field by field; `value` when a side has no SOA or one that cannot be read as one. */
  changes: SoaChange[];
};

export type SeparatedDiff<Item, Field extends string> = {
  /** The diff without SOA records: what the rollback would do. */
  records: ItemDiff<Item, Field>;
  /** How the SOA differs, or null when it is the same on both sides. */
  soa: ManagedSoaDifference<Item> | null;
};

const isSoa = (item: DiffableRecord) => item.record_type.trim().toUpperCase() === 'SOA';

/**
 * Takes the SOA records out of a diff of records (`diffRecords(from, to)`): added, removed and
 * changed SOA records leave the lists, and what differs between the SOA of each side is returned
 * apart. Matched by content (a side without ids) the SOA of each side shows as one removed and one
 * added; it is still one SOA difference. An SOA equal on both sides stays among the unchanged.
 */
export function separateManagedSoa<Item extends DiffableRecord, Field extends string>(
  diff: ItemDiff<Item, Field>,
): SeparatedDiff<Item, Field> {
  const changedSoa = diff.changed.filter((pair) => isSoa(pair.from) || isSoa(pair.to));
  const removedSoa = diff.removed.filter(isSoa);
  const addedSoa = diff.added.filter(isSoa);
  if (changedSoa.length === 0 && removedSoa.length === 0 && addedSoa.length === 0) return { records: diff, soa: null };

  const records: ItemDiff<Item, Field> = {
    ...diff,
    added: diff.added.filter((item) => !isSoa(item)),
    removed: diff.removed.filter((item) => !isSoa(item)),
    changed: diff.changed.filter((pair) => !isSoa(pair.from) && !isSoa(pair.to)),
  };
  const from = changedSoa[0]?.from ?? removedSoa[0];
  const to = changedSoa[0]?.to ?? addedSoa[0];
  return { records, soa: { from, to, changes: compareSoa(from, to) } };
}

function compareSoa(from: DiffableRecord | undefined, to: DiffableRecord | undefined): SoaChange[] {
  const before = from === undefined ? undefined : parseSoa(from.record_value);
  const after = to === undefined ? undefined : parseSoa(to.record_value);
  const changes: SoaChange[] = [];
  if (before === undefined || after === undefined) {
    const value = { from: from?.record_value ?? '', to: to?.record_value ?? '' };
    if (value.from !== value.to) changes.push({ field: 'value', ...value });
  } else {
    for (const field of ['serial', 'primary', 'contact', 'timers'] as const) {
      const a = before[field] ?? '';
      const b = after[field] ?? '';
      if (a !== b) changes.push({ field, from: a, to: b });
    }
  }
  if (from !== undefined && to !== undefined && from.record_ttl !== to.record_ttl) {
    changes.push({ field: 'ttl', from: from.record_ttl, to: to.record_ttl });
  }
  return changes;
}

/** The smallest and largest serials read as UNIX times: 1990 to the end of 32-bit serials (2106). */
const UNIX_SERIAL_MIN = 631_152_000;
const UNIX_SERIAL_MAX = 4_294_967_295;

/** How far ahead of this clock a UNIX-time serial may be and still be read as one (another clock's skew). */
const CLOCK_SKEW_MS = 86_400_000;

/**
 * What a serial says about when the zone last changed, for people: a UNIX time (the service's
 * form) → `'2026-11-20 10:03:27 UTC'` (the reports' form), or in `timeZone` as the page writes
 * times (`'20 Nov 2026, 11:03:27 CET'`); a date-based serial (RFC 1912's YYYYMMDDnn) →
 * `'2026-09-28, change 01'`; anything else → undefined. Many serials are both (`2026092801` is
 * also a time in 2034, `1901011234` a time in 2030): the service's form comes first unless it
 * names a time still to come at `now`.
 */
export function describeSerial(serial: string, timeZone?: string, now = Date.now()): string | undefined {
  if (!/^\d{1,10}$/.test(serial)) return undefined;
  const seconds = Number(serial);
  const unixTime = seconds < UNIX_SERIAL_MIN || seconds > UNIX_SERIAL_MAX ? undefined : new Date(seconds * 1000);
  const dated =
    unixTime === undefined || unixTime.getTime() > now + CLOCK_SKEW_MS ? describeDatedSerial(serial) : undefined;
  if (dated !== undefined || unixTime === undefined) return dated;
  if (timeZone !== undefined) return formatDateTime(unixTime, timeZone);
  return `${unixTime.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A date-based serial's day and change number (`'2026-09-28, change 01'`), if it names a day. */
function describeDatedSerial(serial: string): string | undefined {
  const dated = /^((?:19|20)\d\d)(\d\d)(\d\d)(\d\d)$/.exec(serial);
  if (!dated) return undefined;
  const [, year, month, day, change] = dated;
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(`${year}-${month}-${day}`)
    ? `${year}-${month}-${day}, change ${change}`
    : undefined;
}

const FIELD_NAMES: Record<SoaField, string> = {
  serial: 'serial',
  primary: 'primary name server',
  contact: 'contact',
  timers: 'timers (refresh, retry, expire, minimum)',
  ttl: 'TTL',
  value: 'value',
};

/** Names of the two sides of a rollback, as the page calls them: `{ from: 'the current zone', to: 'snapshot 9050' }`. */
export type SideNames = { from: string; to: string };

/**
 * The SOA difference in sentences, the same on the page and in the reports. Each field reads from
 * the older state to the newer (the smaller serial first; else the snapshot rolled back to first):
 * `'Serial: 1795017482 (2026-11-18 15:58:02 UTC) in snapshot 9050 → 1795169007 (2026-11-20 10:03:27 UTC) in the current zone.'`
 * The page passes its `timeZone`, so that a serial's time reads like the page's other times.
 */
export function describeManagedSoa(
  soa: ManagedSoaDifference<{ readonly record_value: string }>,
  sides: SideNames,
  timeZone?: string,
): string[] {
  const serials = soa.changes.find((change) => change.field === 'serial');
  const toIsOlder =
    serials === undefined || !/^\d+$/.test(serials.from) || !/^\d+$/.test(serials.to)
      ? true
      : Number(serials.to) <= Number(serials.from);
  const lines = [
    'The service maintains the SOA record: a rollback does not set it back, and the service writes a new serial. It is not counted as a change or a risk.',
  ];
  if (soa.from === undefined || soa.to === undefined) {
    const only = soa.from === undefined ? { side: sides.to, soa: soa.to } : { side: sides.from, soa: soa.from };
    if (only.soa !== undefined) lines.push(`Only ${only.side} has an SOA record: ${only.soa.record_value}.`);
    return lines;
  }
  for (const change of soa.changes) {
    const side = (value: string, name: string) => {
      const when = change.field === 'serial' ? describeSerial(value, timeZone) : undefined;
      return `${value === '' ? '(none)' : value}${when === undefined ? '' : ` (${when})`} in ${name}`;
    };
    const older = toIsOlder ? side(change.to, sides.to) : side(change.from, sides.from);
    const newer = toIsOlder ? side(change.from, sides.from) : side(change.to, sides.to);
    const name = FIELD_NAMES[change.field];
    lines.push(`${name.charAt(0).toUpperCase()}${name.slice(1)}: ${older} → ${newer}.`);
  }
  return lines;
}
