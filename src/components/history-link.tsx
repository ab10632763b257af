import { Link } from 'react-router';
import { useDomain } from '../hooks/use-domain.ts';
import { paths } from '../lib/paths.ts';
import { classNames } from './ui/class-names.ts';
import { smallLinkClasses } from './ui/text-link.ts';

/** What a record is named by in a history link: its id, or its name and type where it has none. */
export type HistoryRecordRef = {
  readonly record_id?: string | undefined;
  readonly record_name: string;
  readonly record_type: string;
};

/**
 * "History", small, after a record's name in any table of a domain's screens: the record across
 * the live zone and every snapshot (`/domains/:domain/history?id=…`). By id where the record has
 * one, else by name and type (its record set). `set` links to the set even when there is an id.
 * An inline block, so that a line may break before it: where name and link do not fit side by
 * side, the link goes below rather than the name breaking at a dot.
 */
export function HistoryLink({ record, set = false }: { record: HistoryRecordRef; set?: boolean }) {
  const domain = useDomain();
  const byId = !set && record.record_id !== undefined && record.record_id !== '';
  const to = paths.history(
    domain.unicode,
    byId && record.record_id !== undefined
      ? { id: record.record_id }
      : { name: record.record_name, type: record.record_type },
  );
  return (
    <Link to={to} className={classNames('ml-2', smallLinkClasses)}>
      {/* Words, not a colon: the browser puts a space before this span in the link's name ("History : …"). */}
      History{' '}
      <span className="sr-only">
        of {record.record_name} {record.record_type}
        {byId ? ` (record ${record.record_id ?? ''})` : ''}
      </span>
    </Link>
  );
}
