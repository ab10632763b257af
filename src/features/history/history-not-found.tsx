import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Mono } from '../../components/ui/mono.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { formatCountOf } from '../../lib/format-count.ts';
import { paths } from '../../lib/paths.ts';
import type { RecordIdentity } from './record-history.ts';

export type HistoryNotFoundProps = {
  domain: DomainName;
  identity: RecordIdentity;
  /** How many snapshots were read, every one of the domain's. */
  snapshots: number;
};

/**
 * A history with nothing to show: the live zone and every snapshot were read, and none holds the
 * record. Said once, in place of a table of "Absent" rows and exports of nothing, with the way to
 * the records it may have been meant to be.
 */
export function HistoryNotFound({ domain, identity, snapshots }: HistoryNotFoundProps) {
  const read =
    snapshots === 0
      ? `The live zone was read, and ${domain.unicode} has no snapshots.`
      : `The live zone and all ${formatCountOf(snapshots, 'snapshot')} of ${domain.unicode} were read.`;
  return (
    <Notice
      title={
        identity.kind === 'id' ? (
          <>No state of the zone has a record with the id {identity.id}</>
        ) : (
          <>
            No state of the zone has a record <Mono>{identity.name}</Mono> {identity.type}
          </>
        )
      }
      actions={
        <>
          {identity.kind === 'set' ? (
            // Not strict, and of any type: the record may be of another type, or named a little otherwise.
            <Link
              to={paths.records(domain.unicode, new URLSearchParams({ search_text: identity.name }))}
              className={classNames(buttonClasses('primary', 'sm'), 'max-w-full')}
            >
              <span className="truncate">Search the records for {identity.name}</span>
            </Link>
          ) : null}
          <Link
            to={paths.records(domain.unicode)}
            className={classNames(buttonClasses(identity.kind === 'id' ? 'primary' : 'secondary', 'sm'), 'max-w-full')}
          >
            <span className="truncate">Records of {domain.unicode}</span>
          </Link>
        </>
      }
    >
      <p>{read}</p>
      <p>
        {identity.kind === 'id'
          ? 'Record ids are the DNS API’s own: a record’s history opens from the “History” link beside it on the records page.'
          : 'The search finds it in live records of any type, and in names and values that hold it.'}
      </p>
    </Notice>
  );
}
