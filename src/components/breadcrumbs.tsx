import { Fragment } from 'react';
import { Link } from 'react-router';
import { textLinkClasses } from './ui/text-link.ts';

export type Crumb = { label: string; to: string };

/** The way up from a page: links to the pages above it, then the page itself (not a link). */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm break-words">
      {trail.map((crumb) => (
        <Fragment key={crumb.to}>
          <Link to={crumb.to} className={textLinkClasses}>
            {crumb.label}
          </Link>
          <span aria-hidden="true" className="mx-1.5 text-slate-400">
            /
          </span>
        </Fragment>
      ))}
      <span aria-current="page">{current}</span>
    </nav>
  );
}
