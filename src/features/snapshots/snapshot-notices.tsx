import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isNotFoundError } from '../../api/api-error.ts';
import { snapshotQueries } from '../../api/snapshots.ts';
import { ApiErrorNotice, ServiceSaid } from '../../components/api-error-notice.tsx';
import { InvalidLinkNotice } from '../../components/invalid-link-notice.tsx';
import { isUnknownDomainAnswer } from '../../components/unknown-domain-notice.tsx';
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
 * What a request about the domain alone (its list of snapshots, its live records) says of it: the
 * DNS API does not know it (a 404; `error` is that answer), it does, it failed otherwise or was
 * stopped (`unsure`), or its answer has not come yet.
 */
export type DomainCheck =
  { status: 'unknown'; error: unknown } | { status: 'known' } | { status: 'unsure' } | { status: 'checking' };

export function domainCheckOf(query: Pick<UseQueryResult<unknown>, 'status' | 'fetchStatus' | 'error'>): DomainCheck {
  if (query.status === 'success') return { status: 'known' };
  if (query.status === 'pending') return query.fetchStatus === 'idle' ? { status: 'unsure' } : { status: 'checking' };
  return isUnknownDomainAnswer(query.error) ? { status: 'unknown', error: query.error } : { status: 'unsure' };
}

/**
 * Whether the domain of a snapshot answered 404 is known, or null while no snapshot is (nothing to
 * ask). The answer alone cannot tell an unknown snapshot from an unknown domain (the real
 * service's error codes are not documented), so the domain's list of snapshots is asked, once a
 * snapshot request was answered 404: a 404 to it too means the domain is unknown.
 */
export function useSnapshotDomainCheck(domain: DomainName, snapshotErrors: readonly unknown[]): DomainCheck | null {
  const asked = snapshotErrors.some(isNotFoundError);
  const list = useQuery({ ...snapshotQueries.list(domain), enabled: asked });
  return asked ? domainCheckOf(list) : null;
}

/**
 * A failed snapshot request: a clear not-found for an unknown id, the API error (with Retry)
 * otherwise; nothing while the request has not failed, nor while `domainCheck` is still checking
 * (the screen shows its loading state) or once it found the domain unknown (the screen shows
 * UnknownDomainNotice, once for all its snapshots).
 */
export function SnapshotLoadError({
  domain,
  snapshotId,
  query,
  domainCheck,
}: {
  domain: DomainName;
  snapshotId: string;
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'refetch'>;
  domainCheck: DomainCheck | null;
}) {
  if (!query.isError) return null;
  const { error } = query;
  if (isNotFoundError(error)) {
    if (domainCheck?.status === 'checking' || domainCheck?.status === 'unknown') return null;
    return (
      <Notice tone="error" title={`Snapshot ${snapshotId} was not found`} actions={<BackToTimeline domain={domain} />}>
        {domain.unicode} has no snapshot with the id “{snapshotId}”
        {domainCheck?.status === 'known' ? '' : ' (or the domain is unknown to the DNS API)'}. Pick one from the list of
        its snapshots.
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
