import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <>
      <title>Page not found · Zonescope</title>
      <h1 className="mb-4 text-xl font-semibold">Page not found</h1>
      <Notice
        tone="warning"
        title="There is no page at this address"
        actions={
          <Link to={paths.home()} className={buttonClasses('secondary', 'sm')}>
            Go to the start page
          </Link>
        }
      >
        <span className="font-mono break-all">{location.pathname}</span> is not a Zonescope page. Domains live under
        /domains/&lt;name&gt;/records, templates under /templates/&lt;id&gt;.
      </Notice>
    </>
  );
}
