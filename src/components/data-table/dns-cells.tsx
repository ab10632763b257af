import { useState } from 'react';
import { changedSpans } from './changed-span.ts';
import { asciiNameForDisplay } from '../../lib/domain-name.ts';
import { formatCount } from '../../lib/format-count.ts';
import { formatTtl } from '../../lib/format-ttl.ts';
import { isDisabledStatus } from '../../lib/record-status.ts';
import { describeNameWarnings, findHiddenCharacters, findNameWarnings } from './suspicious-name.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { classNames } from '../ui/class-names.ts';
import { smallLinkClasses } from '../ui/text-link.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { DnsText, type TextMark } from './dns-text.tsx';

/**
 * The DNS cells: a name, a type, a value, a TTL, a status, flags, an ID, a change. Every table
 * shows DNS data through these, so a value looks the same wherever it appears. Record data is
 * untrusted text: only text nodes, each name and value in its own bidi isolate (a right-to-left
 * override inside cannot reorder the rest of the row).
 */

const muted = 'text-slate-600 dark:text-slate-400';

/** An empty string from the API, shown as an explicit dash rather than a blank. */
export function Dash() {
  return (
    <span title="empty" className={muted}>
      —
    </span>
  );
}

/** The text as it is (in its own bidi isolate), or {@link Dash} when it is empty. */
export function TextOrDash({ text, className }: { text: string | undefined; className?: string }) {
  if (text === undefined || text === '') return <Dash />;
  return <bdi className={className}>{text}</bdi>;
}

function HiddenCharactersBadge({ codePoints }: { codePoints: readonly string[] }) {
  const description = describeNameWarnings([{ kind: 'invisible', codePoints: [...codePoints] }]);
  return (
    <Badge tone="danger" title={description}>
      Hidden characters<span className="sr-only">: {description}</span>
    </Badge>
  );
}

/**
 * A record name: the Unicode text, monospace; a warning badge when it mixes scripts or hides
 * characters (the reason as its accessible description); its Punycode below when that differs, so
 * a look-alike shows what it is: `аpple.example.com` (Cyrillic `а`) → "Mixed scripts",
 * `xn--pple-43d.example.com`. `marks` highlight parts of it (a search match, a template variable).
 */
export function DnsName({
  name,
  marks,
  className,
}: {
  name: string;
  marks?: readonly TextMark[] | undefined;
  className?: string;
}) {
  if (name === '') return <Dash />;
  const ascii = asciiNameForDisplay(name);
  const warnings = findNameWarnings(name);
  const description = describeNameWarnings(warnings);
  return (
    <>
      <bdi className={classNames('font-mono whitespace-pre-wrap', className)}>
        <DnsText text={name} marks={marks} />
      </bdi>
      {warnings.length === 0 ? null : (
        <Badge tone="danger" title={description} className="ml-1.5">
          {warnings.some((warning) => warning.kind === 'mixed-script') ? 'Mixed scripts' : 'Hidden characters'}
          <span className="sr-only">: {description}</span>
        </Badge>
      )}
      {ascii === name ? null : (
        <bdi className={classNames('block font-mono text-xs whitespace-pre-wrap', muted)} title={`Punycode: ${ascii}`}>
          <span className="sr-only">Punycode: </span>
          <DnsText text={ascii} />
        </bdi>
      )}
    </>
  );
}

/** The longer of the lines DnsName shows (the name, its Punycode), for sizing its column (see ColumnFit). */
export function nameText(name: string): string {
  const ascii = asciiNameForDisplay(name);
  return ascii.length > name.length ? ascii : name;
}

/** The widest of a cell's lines, as text, for sizing its column (see ColumnFit); the first of equals. */
export function widestLine(lines: readonly string[]): string {
  let widest = '';
  for (const line of lines) if (line.length > widest.length) widest = line;
  return widest;
}

/** The text DiffText shows, for sizing its column (see ColumnFit). */
export function changeText(change: TextChange): string {
  return `${change.from} → ${change.to}`;
}

const TYPE_TONES: Partial<Record<string, BadgeTone>> = {
  A: 'brand',
  AAAA: 'brand',
  CNAME: 'violet',
  ALIAS: 'violet',
  MX: 'success',
  NS: 'warning',
  SOA: 'warning',
};

/** A record type as a badge, coloured by what it does (addresses, aliases, mail, delegation). */
export function TypeBadge({ type }: { type: string }) {
  if (type === '') return <Dash />;
  return (
    <Badge tone={TYPE_TONES[type] ?? 'neutral'} className="font-mono">
      {type}
    </Badge>
  );
}

/**
 * What a value's copy button is called: what it copies and of which record, so that the buttons
 * of two records of one name and type (`example.com MX` 10 and 20, an A in two GEO regions) are
 * told apart by ear, and one name is used on every screen. The id is the service's (a template's
 * records have ids of their own); a snapshot's record may have none.
 */
export function copyValueLabel(
  name: string,
  type: string,
  of: { id?: string | undefined; region?: { code: string; name: string }; template?: boolean } = {},
): string {
  // A region by its name, or by its code where the service sent no name (it may not).
  const regionShown = of.region === undefined ? '' : of.region.name === '' ? of.region.code : of.region.name;
  const region = regionShown === '' ? '' : ` in ${regionShown}`;
  const id =
    of.id === undefined || of.id === '' ? '' : ` (${of.template === true ? 'template record' : 'record'} ${of.id})`;
  return `Copy value of ${name} ${type}${region}${id}`;
}

/** Values longer than this (a DKIM key, a long TXT) show four lines until expanded. */
export const LONG_VALUE = 300;

export type DnsValueProps = {
  value: string;
  marks?: readonly TextMark[] | undefined;
  /** Accessible name of a copy button beside the value; no button without it. */
  copyLabel?: string | undefined;
  /**
   * What the value belongs to (a record id), so that a row reused for another record (the next
   * page's) does not keep the last one expanded.
   */
  expandKey?: string | undefined;
};

/**
 * A record value: monospace, wrapping at spaces and after the dots and colons of long words only
 * (see DnsText); a long one clamped to four lines with "Show all N characters"; flagged when it
 * holds invisible or text-reordering characters, as names are (`invoice‮gpj.exe` shows as
 * “invoiceexe.jpg”).
 */
export function DnsValue({ value, marks, copyLabel, expandKey = '' }: DnsValueProps) {
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  if (value === '' && copyLabel === undefined) return <Dash />;
  const expanded = expandedFor === expandKey;
  const long = value.length > LONG_VALUE;
  const hidden = findHiddenCharacters(value);
  return (
    <div className="flex items-start gap-1">
      <div className="min-w-0 flex-1">
        <bdi
          // line-clamp sets its own display (-webkit-box); with `block` beside it the clamp would not apply.
          className={classNames(
            'font-mono text-[13px] whitespace-pre-wrap',
            long && !expanded ? 'line-clamp-4' : 'block',
          )}
        >
          {value === '' ? <Dash /> : <DnsText text={value} marks={marks} />}
        </bdi>
        {hidden.length > 0 ? <HiddenCharactersBadge codePoints={hidden} /> : null}
        {long ? (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpandedFor(expanded ? null : expandKey)}
            className={classNames('font-medium', smallLinkClasses)}
          >
            {expanded ? 'Show less' : `Show all ${formatCount(value.length)} characters`}
          </button>
        ) : null}
      </div>
      {copyLabel === undefined ? null : (
        <CopyButton text={value} label={copyLabel} variant="secondary" size="xs" className="-my-0.5" />
      )}
    </div>
  );
}

/**
 * A TTL, one format everywhere and on one line: the seconds, then their human form when it says
 * more: "3600 (1 h)", "86400 (1 d)", but "45", "0".
 */
export function Ttl({ ttl }: { ttl: string }) {
  if (ttl === '') return <Dash />;
  const human = humanTtl(ttl);
  return (
    <span className="font-mono whitespace-nowrap tabular-nums">
      {ttl}
      {human === undefined ? null : <span className={classNames('font-sans text-xs', muted)}> ({human})</span>}
    </span>
  );
}

/** What Ttl shows after the seconds, if it says more than they do. */
function humanTtl(ttl: string): string | undefined {
  const human = formatTtl(ttl);
  return human === ttl || human === `${ttl} s` ? undefined : human;
}

/**
 * The text Ttl shows, for sizing its column (see ColumnFit). Kept by TTL: a 50,000-record
 * snapshot has a handful of them, and formatting each row's took 7 ms.
 */
export function ttlText(ttl: string): string {
  let text = TTL_TEXTS.get(ttl);
  if (text === undefined) {
    const human = humanTtl(ttl);
    text = human === undefined ? ttl : `${ttl} (${human})`;
    if (TTL_TEXTS.size >= 1_000) TTL_TEXTS.clear();
    TTL_TEXTS.set(ttl, text);
  }
  return text;
}

const TTL_TEXTS = new Map<string, string>();

/**
 * A record's status. Enabled is the rule and says so to assistive technology only, so the eye
 * finds the exceptions: disabled (as the API writes it: `disabled`, ` DISABLED `, `paused`) as a
 * badge; no status at all (snapshots do not keep it) as "not kept".
 */
export function RecordStatus({ status }: { status: string | undefined }) {
  if (status === undefined) {
    // A phone card has no column header to say whose: "status not kept" there.
    return <span className={classNames("text-xs max-lg:before:content-['status_']", muted)}>{STATUS_NOT_KEPT}</span>;
  }
  if (!isDisabledStatus(status)) return <span className="sr-only">Enabled</span>;
  return <Badge tone="warning">{disabledLabel(status)}</Badge>;
}

const STATUS_NOT_KEPT = 'not kept';

function disabledLabel(status: string): string {
  return status.trim().toLowerCase() === 'disabled' ? 'Disabled' : status;
}

/** The text RecordStatus shows, for sizing its column (see ColumnFit); a badge's padding as spaces. */
export function statusText(status: string | undefined): string {
  if (status === undefined) return STATUS_NOT_KEPT;
  return isDisabledStatus(status) ? ` ${disabledLabel(status)} ` : '';
}

/** The text RecordFlags shows, for sizing its column (see ColumnFit); a badge's padding as spaces. */
export function flagsText(geo: string | undefined, failover: string | undefined): string {
  return `${geo === 'yes' ? ' GEO ' : ''}${failover === 'yes' ? ' Failover ' : ''}`;
}

/** The GEO and failover flags of a record (spec 2.1: `yes` or `no`); nothing when neither is set. */
export function RecordFlags({ geo, failover }: { geo: string | undefined; failover: string | undefined }) {
  if (geo !== 'yes' && failover !== 'yes') return null;
  return (
    <>
      {geo === 'yes' ? (
        <Badge tone="brand" title="A GEO record by default">
          GEO
        </Badge>
      ) : null}
      {failover === 'yes' ? (
        <Badge tone="violet" title="Failover is set up">
          Failover
        </Badge>
      ) : null}
    </>
  );
}

/** A record id, small and monospace; a dash for a record stored without one. */
export function RecordId({ id }: { id: string | undefined }) {
  if (id === undefined || id === '') return <Dash />;
  return <span className={classNames('font-mono text-xs tabular-nums', muted)}>{id}</span>;
}

/**
 * A GEO region: its code as a badge, its name beside it — on one line in a table's column (which
 * is as narrow as its content allows: wrapping, the name went under its code in some rows and not
 * others), under it in a phone's card if the card is too narrow.
 */
export function Region({ code, name }: { code: string | undefined; name: string | undefined }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 lg:flex-nowrap">
      {code === undefined || code === '' ? <Dash /> : <Badge tone="brand">{code}</Badge>}
      <TextOrDash text={name} />
    </span>
  );
}

/** A field's change, before → after (`from` and `to` as text: lists as JSON). */
export type TextChange = { readonly from: string; readonly to: string };

/**
 * A change inline: the old text, an arrow, the new text, each in its own isolate, the part that
 * changes marked on both sides (whole labels and numbers: `203.0.113.55` → `203.0.113.50` marks
 * `55` and `50`). An empty side is a dash, an empty list “(no values)”. `nowrap` keeps a short
 * change (a TTL) on one line. Flagged when either side holds invisible or text-reordering
 * characters, as a value is.
 */
export function DiffText({ change, nowrap = false }: { change: TextChange; nowrap?: boolean }) {
  const spans = changedSpans(change.from, change.to);
  const hidden = [...new Set([...findHiddenCharacters(change.from), ...findHiddenCharacters(change.to)])];
  const diff = (
    <span className={classNames('font-mono text-[13px]', nowrap ? 'whitespace-nowrap' : 'whitespace-pre-wrap')}>
      <DiffSide text={change.from} marks={[{ start: spans.from[0], end: spans.from[1], kind: 'removed' }]} />
      <span className={classNames('font-sans', muted)}> → </span>
      <DiffSide text={change.to} marks={[{ start: spans.to[0], end: spans.to[1], kind: 'added' }]} />
    </span>
  );
  if (hidden.length === 0) return diff;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      {diff}
      <HiddenCharactersBadge codePoints={hidden} />
    </span>
  );
}

function DiffSide({ text, marks }: { text: string; marks: readonly TextMark[] }) {
  if (text === '') return <Dash />;
  if (text === '[]') return <span className={classNames('font-sans italic', muted)}>(no values)</span>;
  return (
    <bdi>
      <DnsText text={text} marks={marks} />
    </bdi>
  );
}
