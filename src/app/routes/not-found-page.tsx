import { useLocation } from 'react-router';
import { StartPageLink } from '../../components/invalid-link-notice.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Mono } from '../../components/ui/mono.tsx';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <>
      <title>Page not found · Zonescope</title>
      <div className="flex flex-col gap-4">
        <PageHeader title="Page not found" />
        <Notice tone="warning" title="There is no page at this address" actions={<StartPageLink />}>
          <Mono>{location.pathname}</Mono> is not a Zonescope page. Domains live under /domains/&lt;name&gt;/records,
          templates under /templates/&lt;id&gt;.
        </Notice>
      </div>
    </>
  );
}
