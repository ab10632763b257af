import { useLocalTimeZone } from '../../hooks/use-page-time.ts';
import { formatDateTime, parseUnixSeconds, toIsoSeconds } from '../../lib/format-time.ts';

/** A snapshot's time in local time with UTC beside it (unless local time is UTC), or the raw value when it is not UNIX seconds. */
export function SnapshotTime({ time }: { time: string }) {
  const localZone = useLocalTimeZone();
  const date = parseUnixSeconds(time);
  if (date === null) return <span>unreadable time “{time}”</span>;
  const local = formatDateTime(date, localZone);
  const utc = formatDateTime(date, 'UTC');
  return (
    <time dateTime={toIsoSeconds(date)}>
      {local}
      {utc === local ? null : <span className="text-slate-500 dark:text-slate-400"> ({utc})</span>}
    </time>
  );
}
