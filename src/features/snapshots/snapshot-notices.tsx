import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { ApiErrorNotice, ServiceSaid } from '../../components/api-error-notice.tsx';
import { InvalidLinkNotice } from '../../components/invalid-link-notice.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';

/** A snapshot screen whose `:snapshotId` is not a valid id: it says why, and requests nothing. */
export function InvalidSnapshotIdPage({
  domain,
  title,
  input,
  reason,
}: {
  domain: DomainName;
  /** The screen's title, as it would have been: “Snapshot of example.com”. */
  title: string;
  input: string;
  reason: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <title>{`Invalid snapshot id · ${domain.unicode} · Zonescope`}</title>
      <PageHeader title={title} />
      <InvalidLinkNotice
        level={2}
        title={`“${input}” is not a valid snapshot id`}
        reason={reason}
        action={<BackToTimeline domain={domain} />}
      />
    </div>
  );
}

/**
 * A failed snapshot request: a clear not-found for an unknown id, the API error (with Retry)
 * otherwise; nothing while the request has not failed.
 */
export function SnapshotLoadError({
  domain,
  snapshotId,
  query,
}: {
  domain: DomainName;
  snapshotId: string;
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'refetch'>;
}) {
  if (!query.isError) return null;
  const { error } = query;
  if (isApiError(error) && error.kind === 'not-found') {
    return (
      <Notice tone="error" title={`Snapshot ${snapshotId} was not found`} actions={<BackToTimeline domain={domain} />}>
        {domain.unicode} has no snapshot with the id “{snapshotId}” (or the domain is unknown to the DNS API). Pick one
        from the list of its snapshots.
        <ServiceSaid error={error} />
      </Notice>
    );
  }
  return <ApiErrorNotice what={`snapshot ${snapshotId}`} error={error} onRetry={() => void query.refetch()} />;
}

function BackToTimeline({ domain }: { domain: DomainName }) {
  return (
    // Held to the notice's width, a long domain cut short with an ellipsis (its name stays whole):
    // a button's label keeps to one line, and made a phone's page scroll sideways.
    <Link to={paths.snapshots(domain.unicode)} className={classNames(buttonClasses('secondary', 'sm'), 'max-w-full')}>
      <span className="truncate">All snapshots of {domain.unicode}</span>
    </Link>
  );
}
