import { Link } from 'react-router';
import { classNames } from '../../components/ui/class-names.ts';
import { smallLinkClasses } from '../../components/ui/text-link.ts';
import { useDomain } from '../../hooks/use-domain.ts';
import { pageParts, paths } from '../../lib/paths.ts';
import { useSnapshotIdParam } from './snapshot-id-param.ts';

/**
 * "Answers", after a GEO record's name on a snapshot's GEO tab: who gets which answer of its name
 * and type in this snapshot, on the GEO page's region tree (`/domains/:domain/geo?record=…&at=…`),
 * landing on the answers (`#coverage-heading`) as the GEO page's own link does.
 */
export function CoverageLink({ record }: { record: { record_name: string; record_type: string } }) {
  const domain = useDomain();
  const snapshot = useSnapshotIdParam();
  const search = new URLSearchParams({ record: record.record_name, record_type: record.record_type });
  if (snapshot.ok) search.set('at', snapshot.id);
  return (
    <Link to={paths.geo(domain.unicode, search, pageParts.geoAnswers)} className={classNames('ml-2', smallLinkClasses)}>
      Answers by region{' '}
      <span className="sr-only">
        for {record.record_name} {record.record_type}
      </span>
    </Link>
  );
}
