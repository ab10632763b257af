import { Link, useLocation } from 'react-router';
import { classNames } from '../../components/ui/class-names.ts';
import { smallLinkClasses } from '../../components/ui/text-link.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import type { GeoRecordType } from './geo-eligible-groups.ts';
import { pageParts, paths } from '../../lib/paths.ts';
import { geoUrlState } from './geo-url-state.ts';

/**
 * "Answers by region", after a GEO-eligible group's name: the same GEO view (filters, search,
 * selection kept) with the region tree showing who gets which answer of the group's name and type.
 */
export function AnswersLink({
  domain,
  name,
  type,
}: {
  domain: DomainName;
  name: string;
  type: GeoRecordType | undefined;
}) {
  const location = useLocation();
  if (type === undefined) return null;
  const { state } = geoUrlState.parse(new URLSearchParams(location.search));
  const search = geoUrlState.serialize({
    ...state,
    record: name,
    record_type: type,
    at: undefined,
    compare: undefined,
    value: '',
  });
  return (
    <Link to={paths.geo(domain.unicode, search, pageParts.geoAnswers)} className={classNames('ml-2', smallLinkClasses)}>
      Answers by region{' '}
      <span className="sr-only">
        for {name} {type}
      </span>
    </Link>
  );
}
