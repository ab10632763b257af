import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { paths } from '../../lib/paths.ts';

/** The error boundary of each route: the page failed, the rest of the app still works. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error happened.';
  return (
    <>
      <title>Error · Zonescope</title>
      <Notice
        tone="error"
        title="This page failed to display"
        actions={
          <>
            <Button size="sm" onClick={() => window.location.reload()}>
              Reload
            </Button>
            <Link to={paths.home()} className={buttonClasses('secondary', 'sm')}>
              Start page
            </Link>
          </>
        }
      >
        {message}
      </Notice>
    </>
  );
}
