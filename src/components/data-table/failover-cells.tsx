import type { FailoverRecord } from '../../contract/schemas.ts';
import { describeCheckInterval, describeReturnToMain } from './failover-words.ts';
import { classNames } from '../ui/class-names.ts';
import { changeText, Dash, DiffText, DnsValue, TextOrDash, widestLine, type TextChange } from './dns-cells.tsx';
import { DnsText } from './dns-text.tsx';
import { fieldLabel } from './field-labels.ts';

/**
 * A record's failover settings (spec 2.5) in words: "HTTP every 60, back to the main value once it
 * recovers" rather than the API's raw "Return to main 1", "Interval 60".
 */
export type FailoverSettings = Pick<
  FailoverRecord,
  | 'failover_record_main_value'
  | 'failover_check_type'
  | 'failover_check_interval'
  | 'failover_return_to_main_value'
  | 'failover_notification_email'
  | 'failover_notification_sms'
  | 'failover_backup_values'
  | 'failover_additional_port'
  | 'failover_additional_request'
  | 'failover_additional_response'
>;

const muted = 'text-slate-600 dark:text-slate-400';

/** What FailoverCheck draws, worked out once for the cell and for its text. */
function checkParts(record: FailoverSettings) {
  return {
    type: record.failover_check_type,
    interval: record.failover_check_interval,
    back: describeReturnToMain(record.failover_return_to_main_value),
    extra: (
      [
        ['port', record.failover_additional_port],
        ['request', record.failover_additional_request],
        ['expects', record.failover_additional_response],
      ] as const
    ).filter(([, value]) => value !== ''),
  };
}

/** The check: its type and interval, what happens when the main value recovers, and any extra check. */
export function FailoverCheck({ record }: { record: FailoverSettings }) {
  const { type, interval, back, extra } = checkParts(record);
  return (
    <span className="flex flex-col">
      <span>
        <TextOrDash text={type} />{' '}
        {interval === '' ? null : (
          <span
            title="The check interval as the API sends it; the API does not say in what unit"
            className="whitespace-nowrap"
          >
            {describeCheckInterval(interval)}
          </span>
        )}
      </span>
      {back === '' ? null : <span className={classNames('text-xs', muted)}>{back}</span>}
      {extra.length === 0 ? null : (
        <span className={classNames('text-xs', muted)}>
          {extra.map(([label, value], index) => (
            <span key={label}>
              {index > 0 ? ' · ' : ''}
              {label}{' '}
              <bdi className="font-mono text-slate-800 dark:text-slate-200">
                <DnsText text={value} />
              </bdi>
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

/** The widest line FailoverCheck draws, as text (see ColumnFit). */
export function failoverCheckText(record: FailoverSettings): string {
  const { type, interval, back, extra } = checkParts(record);
  return widestLine([
    `${type === '' ? '—' : type} ${interval === '' ? '' : describeCheckInterval(interval)}`,
    back,
    extra.map(([label, value]) => `${label} ${value}`).join(' · '),
  ]);
}

/** Backup values, one per line; an empty one (the service sends them for a cleared field) said so. */
export function FailoverBackups({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <Dash />;
  return (
    <ul className="flex flex-col font-mono text-[13px] whitespace-pre-wrap">
      {values.map((value, index) => (
        <li key={`${index}:${value}`}>
          {value === '' ? (
            <span className={classNames('font-sans text-xs italic', muted)} title="The API sent an empty backup value">
              empty value
            </span>
          ) : (
            <bdi>
              <DnsText text={value} />
            </bdi>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The widest line FailoverBackups draws, as text (see ColumnFit). */
export function failoverBackupsText(values: readonly string[]): string {
  if (values.length === 0) return '—';
  return widestLine(values.map((value) => (value === '' ? 'empty value' : value)));
}

/** The main value, and under it the backups failover switches to. */
export function FailoverValues({ record }: { record: FailoverSettings }) {
  return (
    <span className="flex flex-col gap-0.5">
      <DnsValue value={record.failover_record_main_value} />
      <span className={classNames('font-sans text-xs', muted)}>backups</span>
      <FailoverBackups values={record.failover_backup_values} />
    </span>
  );
}

/** The widest line FailoverValues draws, as text (see ColumnFit). */
export function failoverValuesText(record: FailoverSettings): string {
  const main = record.failover_record_main_value;
  return widestLine([main === '' ? '—' : main, 'backups', failoverBackupsText(record.failover_backup_values)]);
}

/** Where alerts go: e-mail and SMS, or "none". */
export function FailoverNotify({ record }: { record: FailoverSettings }) {
  const email = record.failover_notification_email;
  const sms = record.failover_notification_sms;
  if (email === '' && sms === '') return <span className={muted}>none</span>;
  return (
    <span className="flex flex-col">
      {email === '' ? null : (
        <span>
          <span className={classNames('text-xs', muted)}>e-mail </span>
          <bdi className="whitespace-pre-wrap">
            <DnsText text={email} />
          </bdi>
        </span>
      )}
      {sms === '' ? null : (
        <span>
          <span className={classNames('text-xs', muted)}>SMS </span>
          <bdi className="whitespace-pre-wrap">
            <DnsText text={sms} />
          </bdi>
        </span>
      )}
    </span>
  );
}

/** The widest line FailoverNotify draws, as text (see ColumnFit). */
export function failoverNotifyText(record: FailoverSettings): string {
  const email = record.failover_notification_email;
  const sms = record.failover_notification_sms;
  if (email === '' && sms === '') return 'none';
  return widestLine([email === '' ? '' : `e-mail ${email}`, sms === '' ? '' : `SMS ${sms}`]);
}

/** The widest line FieldChanges draws, as text, for sizing its column (see ColumnFit). */
export function fieldChangesText(changes: readonly (TextChange & { field: string })[]): string {
  return widestLine(changes.map((change) => `${fieldLabel(change.field)}: ${changeText(change)}`));
}

/** Changed fields that have no column of their own, each "Label: before → after". */
export function FieldChanges({ changes }: { changes: readonly (TextChange & { field: string })[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="flex flex-col">
      {changes.map((change) => (
        <li key={change.field}>
          <span className={classNames('text-xs font-medium', muted)}>{fieldLabel(change.field)}:</span>{' '}
          <DiffText change={change} />
        </li>
      ))}
    </ul>
  );
}
