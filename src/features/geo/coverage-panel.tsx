import { useMemo } from 'react';
import { Link } from 'react-router';
import type { SnapshotSummary } from '../../contract/schemas.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { DiffText } from '../../components/data-table/dns-cells.tsx';
import { useSettledAnnouncement } from '../../components/ui/announcer.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Field } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import { recordSetKey } from '../../lib/diff-records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import { formatDateTime, parseUnixSeconds } from '../../lib/format-time.ts';
import { useLocalTimeZone } from '../../hooks/use-page-time.ts';
import type { IndexedGeoGroups } from './geo-eligible-groups.ts';
import { pageParts, paths } from '../../lib/paths.ts';
import type { RegionNode } from './region-tree.ts';
import { answerText } from './coverage-answer.tsx';
import { answerValues, regionsGetting, type GeoCoverage, type UnknownRegionChange } from './geo-coverage.ts';
import type {
  CoverageComparison,
  CoverageRecord,
  CoverageSide,
  CoverageSource,
  CoverageState,
} from './use-geo-coverage.ts';
import { Mono } from '../../components/ui/mono.tsx';

export type CoverageChoice = {
  record?: CoverageRecord | null;
  at?: string | undefined;
  compare?: string | undefined;
  value?: string;
};

export type CoveragePanelProps = {
  domain: DomainName;
  groups: IndexedGeoGroups;
  record: CoverageRecord | null;
  at: string | undefined;
  compare: string | undefined;
  value: string;
  state: CoverageState;
  snapshots: readonly SnapshotSummary[] | undefined;
  geoSets: readonly CoverageRecord[];
  onChange: (choice: CoverageChoice) => void;
  onSelectRegion: (node: RegionNode) => void;
};

/** Beyond this many GEO-eligible groups, the record picker offers only names with GEO records. */
const MAX_PICKER_GROUPS = 1000;

/**
 * An option's value: the type and name as JSON, which holds any name. Not joined by a control
 * character: HTML cannot carry U+0000, so the server's page came back with U+FFFD there, and no
 * option of the picker matched once the app took over.
 */
const setValue = (record: CoverageRecord) => JSON.stringify([record.type, record.name]);

function snapshotLabel(summary: SnapshotSummary, timeZone: string): string {
  const time = parseUnixSeconds(summary.snapshot_time);
  return `snapshot ${summary.snapshot_id}${time === null ? '' : ` (${formatDateTime(time, timeZone)})`}`;
}

/** "the live zone", "snapshot 9040". */
/**
 * A select's snapshots, each with its time in local time: asked for only once a record is picked,
 * so that a server render of the GEO page without one needs no time zone.
 */
function SnapshotOptions({ snapshots }: { snapshots: readonly SnapshotSummary[] }) {
  const timeZone = useLocalTimeZone();
  return snapshots.map((summary) => (
    <option key={summary.snapshot_id} value={summary.snapshot_id}>
      {snapshotLabel(summary, timeZone)}
    </option>
  ));
}

export function sourceName(source: CoverageSource): string {
  return source.kind === 'live' ? 'the live zone' : `snapshot ${source.snapshotId}`;
}

/** A region as a button that selects it in the tree: "North America _NA". */
function RegionButton({ node, onSelect }: { node: RegionNode; onSelect: (node: RegionNode) => void }) {
  return (
    <button type="button" onClick={() => onSelect(node)} className={classNames('rounded text-left', textLinkClasses)}>
      {node.name} <Mono className="text-xs">{node.code}</Mono>
    </button>
  );
}

/**
 * Who gets which answer: the record set whose answers the tree shows, where they are read from
 * (the live zone or a snapshot), what a rollback would change, and the regions of one value.
 */
export function CoveragePanel({
  domain,
  groups,
  record,
  at,
  compare,
  value,
  state,
  snapshots,
  geoSets,
  onChange,
  onSelectRegion,
}: CoveragePanelProps) {
  const groupsOffered = groups.items.length <= MAX_PICKER_GROUPS;
  const ordered = useMemo(() => {
    // Every GEO-eligible group of the live zone (unless there are thousands: a select of them all
    // would be slow and of no use), the names with GEO records in the snapshot shown, and the pick.
    const choices = new Map<string, CoverageRecord>();
    if (groups.items.length <= MAX_PICKER_GROUPS) {
      for (const item of groups.items) {
        const choice = { name: item.group.record_name, type: item.group.record_type };
        choices.set(recordSetKey({ record_name: choice.name, record_type: choice.type }), choice);
      }
    }
    for (const set of geoSets) choices.set(recordSetKey({ record_name: set.name, record_type: set.type }), set);
    if (record !== null) choices.set(recordSetKey({ record_name: record.name, record_type: record.type }), record);
    return [...choices.values()].toSorted((a, b) => a.name.localeCompare(b.name) || a.type.localeCompare(b.type));
  }, [groups, geoSets, record]);

  return (
    <section
      aria-labelledby={pageParts.geoAnswers}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={pageParts.geoAnswers} className="font-semibold">
        Who gets which answer
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Answers of" className="min-w-56 flex-1 sm:max-w-sm">
          {(control) => (
            <Select
              {...control}
              value={record === null ? '' : setValue(record)}
              onChange={(event) => {
                const picked = ordered.find((each) => setValue(each) === event.target.value) ?? null;
                // Without a record, its snapshot and comparison go too: nothing shows them.
                onChange(
                  picked === null
                    ? { record: null, value: '', at: undefined, compare: undefined }
                    : { record: picked, value: '' },
                );
              }}
            >
              <option value="">— no record: the regions table alone —</option>
              {ordered.map((choice) => (
                <option key={setValue(choice)} value={setValue(choice)}>
                  {choice.name} {choice.type}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {record === null ? null : (
          <Field label="In" className="min-w-48">
            {(control) => (
              <Select
                {...control}
                value={at ?? ''}
                onChange={(event) =>
                  onChange({ at: event.target.value === '' ? undefined : event.target.value, compare: undefined })
                }
              >
                <option value="">the live zone</option>
                <SnapshotOptions snapshots={snapshots ?? []} />
                {at !== undefined && !(snapshots ?? []).some((summary) => summary.snapshot_id === at) ? (
                  <option value={at}>snapshot {at}</option>
                ) : null}
              </Select>
            )}
          </Field>
        )}
        {record === null || at === undefined ? null : (
          <Field label="Roll back from" className="min-w-48">
            {(control) => (
              <Select
                {...control}
                value={compare ?? ''}
                onChange={(event) => onChange({ compare: event.target.value === '' ? undefined : event.target.value })}
              >
                <option value="">— no comparison —</option>
                <option value="current">the live zone</option>
                <SnapshotOptions snapshots={(snapshots ?? []).filter((summary) => summary.snapshot_id !== at)} />
                {/* A snapshot the list does not have (a link to one gone): shown as asked for, as "In" does. */}
                {compare !== undefined &&
                compare !== 'current' &&
                !(snapshots ?? []).some((summary) => summary.snapshot_id === compare) ? (
                  <option value={compare}>snapshot {compare}</option>
                ) : null}
              </Select>
            )}
          </Field>
        )}
      </div>
      {groupsOffered ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {formatCount(groups.items.length)} GEO-eligible groups are too many to list here: “Answers by region” in a
          group’s row shows its answers; once one is shown, the names with GEO records are offered here.
        </p>
      )}
      {record === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Pick a GEO record name to see, at every continent, country and subdivision, the answer a resolver there gets:
          the most specific GEO record that covers it, else the record’s default value.
        </p>
      ) : (
        <CoverageBody
          domain={domain}
          record={record}
          state={state}
          value={value}
          onChange={onChange}
          onSelectRegion={onSelectRegion}
        />
      )}
    </section>
  );
}

function CoverageBody({
  domain,
  record,
  state,
  value,
  onChange,
  onSelectRegion,
}: {
  domain: DomainName;
  record: CoverageRecord;
  state: CoverageState;
  value: string;
  onChange: (choice: CoverageChoice) => void;
  onSelectRegion: (node: RegionNode) => void;
}) {
  // What a choice of snapshot or comparison comes to, said once it is known: the result is far
  // from the select that asked for it, below the answers.
  useSettledAnnouncement(
    state.status === 'ready' && state.comparison !== null
      ? rollbackSentence({ shown: state.shown, comparison: state.comparison })
      : null,
  );
  switch (state.status) {
    case 'off':
      return null;
    case 'loading':
      return <SkeletonRows rows={2} label={`Loading ${state.what}…`} />;
    case 'error':
      return <ApiErrorNotice what={state.what} error={state.error} onRetry={state.retry} />;
    case 'no-snapshots':
      return (
        <Notice tone="info" title="No snapshot to read GEO records from">
          The DNS API lists a zone’s GEO records only in its snapshots, and {domain.unicode} has none: who gets which
          answer cannot be told.
        </Notice>
      );
    case 'ready':
      break;
  }
  const { shown, comparison, comparisonState, hasEntries } = state;
  const coverage = shown.coverage;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-slate-600 dark:text-slate-300">
        {shown.source.kind === 'live' ? (
          <>
            Answers in the live zone: its default values now, its GEO records as saved in snapshot{' '}
            {shown.source.geoFrom.snapshot_id}, the newest (the DNS API lists GEO records only in snapshots).
          </>
        ) : (
          <>Answers in snapshot {shown.source.snapshotId}: its own GEO records and default values.</>
        )}{' '}
        Default: <Mono>{answerText(coverage.defaults)}</Mono>.{' '}
        <Link to={paths.history(domain.unicode, { name: record.name, type: record.type })} className={textLinkClasses}>
          History of {record.name} {record.type}
        </Link>
      </p>
      {hasEntries ? null : (
        <Notice tone="info" title={`${record.name} ${record.type} has no GEO records in ${sourceName(shown.source)}`}>
          Every region gets the default answer.
        </Notice>
      )}
      <UnknownRegions coverage={coverage} />
      <RegionsOfValue coverage={coverage} value={value} onChange={onChange} onSelectRegion={onSelectRegion} />
      {comparisonState === null ? null : comparisonState.status === 'loading' ? (
        <SkeletonRows rows={2} label={`Loading ${comparisonState.what}…`} />
      ) : comparisonState.status === 'error' ? (
        <ApiErrorNotice what={comparisonState.what} error={comparisonState.error} onRetry={comparisonState.retry} />
      ) : null}
      {comparison === null ? null : (
        <section aria-labelledby="coverage-rollback-heading" className="flex flex-col gap-2">
          <h4 id="coverage-rollback-heading" className="font-semibold">
            Regions whose answer a rollback would change
          </h4>
          <p>{rollbackSentence({ shown, comparison })}</p>
          {comparison.changes.length === 0 ? null : (
            <ul className="flex flex-col gap-1" aria-label="Regions a rollback would change">
              {comparison.changes.map((change) => (
                <li key={change.node.code} className="flex flex-wrap items-baseline gap-x-2">
                  <RegionButton node={change.node} onSelect={onSelectRegion} />
                  <DiffText change={{ from: answerText(change.before.values), to: answerText(change.after.values) }} />
                  {change.alsoUnder > 0 ? (
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      and {formatCountOf(change.alsoUnder, 'region')} under it
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {comparison.changes.length === 0 || comparison.unknownChanges.length === 0 ? null : (
            <p>It would also change the GEO records of {unknownRegionsText(comparison.unknownChanges.length)}:</p>
          )}
          <UnknownRegionChanges changes={comparison.unknownChanges} />
          {/* After the lists, so that each sentence ending in a colon is followed by its own. */}
          {comparison.disabledCounted.length === 0 ? null : (
            <p className="text-slate-600 dark:text-slate-400">
              Snapshots do not keep whether a record is enabled or disabled, so the live status is not compared: the
              live zone’s disabled {comparison.disabledCounted.length === 1 ? 'value' : 'values'}{' '}
              {comparison.disabledCounted.map((disabled, index) => (
                <span key={disabled}>
                  {index > 0 ? ', ' : null}
                  <Mono>{disabled}</Mono>
                </span>
              ))}{' '}
              {comparison.disabledCounted.length === 1 ? 'is' : 'are'} counted in its default answer here.
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** "1 region not in the table", "2 regions not in the table". */
function unknownRegionsText(count: number): string {
  return `${formatCountOf(count, 'region')} not in the table`;
}

/** A region's GEO record values on one side of a rollback, or that it has none there. */
function unknownRecordText(values: readonly string[]): string {
  return values.length === 0 ? '(no GEO record)' : answerText(values);
}

/**
 * The GEO records of regions not in the table that a rollback would add, drop or change: they
 * answer nowhere, so no region of the tree shows them, but the rollback writes them all the same.
 */
function UnknownRegionChanges({ changes }: { changes: readonly UnknownRegionChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label="GEO records of regions not in the table a rollback would change">
      {changes.map((change) => (
        <li key={change.region} className="flex flex-wrap items-baseline gap-x-2">
          <Badge tone="warning" className="font-mono">
            {change.region}
          </Badge>
          <DiffText change={{ from: unknownRecordText(change.before), to: unknownRecordText(change.after) }} />
        </li>
      ))}
    </ul>
  );
}

/** GEO records whose region the regions table does not have: they answer nowhere here, and say so. */
function UnknownRegions({ coverage }: { coverage: GeoCoverage }) {
  if (coverage.unknown.length === 0) return null;
  return (
    <Notice
      tone="warning"
      title={`${coverage.unknown.length === 1 ? 'A GEO record names a region' : `${coverage.unknown.length} GEO regions are`} not in the regions table`}
    >
      <p>Regions as the API writes them; no resolver in the table gets these answers.</p>
      <ul className="mt-1 flex flex-col gap-0.5" aria-label="GEO records of regions not in the table">
        {coverage.unknown.map((entry) => (
          <li key={entry.region} className="flex flex-wrap items-center gap-2">
            <Badge tone="warning" className="font-mono">
              {entry.region}
            </Badge>
            <Mono>{answerText(entry.values)}</Mono>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/** What rolling back from the compared source to the one shown would change, as the panel says it. */
function rollbackSentence({ shown, comparison }: { shown: CoverageSide; comparison: CoverageComparison }): string {
  const rollingBack = `Rolling back from ${sourceName(comparison.from.source)} to ${sourceName(shown.source)}`;
  if (comparison.changes.length > 0) {
    const changed = comparison.marked.reduce((sum, flag) => sum + flag, 0);
    return `${rollingBack} would change the answer in ${formatCountOf(changed, 'region')}, marked in the tree:`;
  }
  return comparison.unknownChanges.length === 0
    ? `${rollingBack} would change no region’s answer.`
    : `${rollingBack} would change no region’s answer in the table, but it would change the GEO records of ${unknownRegionsText(comparison.unknownChanges.length)}:`;
}

/** "Which regions get 192.0.2.120?": the value's regions, collapsed to the highest that gets it. */
function RegionsOfValue({
  coverage,
  value,
  onChange,
  onSelectRegion,
}: {
  coverage: GeoCoverage;
  value: string;
  onChange: (choice: CoverageChoice) => void;
  onSelectRegion: (node: RegionNode) => void;
}) {
  const values = answerValues(coverage);
  const covered = value === '' ? [] : regionsGetting(coverage, value);
  const excepted = covered.some((each) => each.except.length > 0);
  useSettledAnnouncement(
    value === ''
      ? null
      : covered.length === 0
        ? `No region gets ${value}.`
        : `${formatCountOf(covered.length, 'region')}${excepted ? ', with exceptions,' : ''} ${covered.length === 1 ? 'gets' : 'get'} ${value}.`,
  );
  return (
    <div className="flex flex-col gap-2">
      <Field label="Which regions get" className="max-w-sm">
        {(control) => (
          <Select {...control} value={value} onChange={(event) => onChange({ value: event.target.value })}>
            <option value="">— pick a value —</option>
            {values.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
            {value !== '' && !values.includes(value) ? <option value={value}>{value}</option> : null}
          </Select>
        )}
      </Field>
      {value === '' ? null : covered.length === 0 ? (
        <p>No region gets {value}.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={`Regions that get ${value}`}>
          {covered.map((each) => (
            <li key={each.node.code} className="flex flex-wrap items-baseline gap-x-1">
              <RegionButton node={each.node} onSelect={onSelectRegion} />
              {each.except.length === 0 ? null : (
                <>
                  <span className="text-slate-600 dark:text-slate-400">except</span>
                  {each.except.map((exception, index) => (
                    <span key={exception.code}>
                      <RegionButton node={exception} onSelect={onSelectRegion} />
                      {index < each.except.length - 1 ? ',' : null}
                    </span>
                  ))}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
