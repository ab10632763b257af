import { useQuery } from '@tanstack/react-query';
import { describeApiError, isApiError, saidSentenceOf, type ApiError } from '../api/api-error.ts';
import { keySourceOf, serverConfigQueries } from '../api/server-config.ts';
import { Button } from './ui/button.tsx';
import { Notice } from './ui/notice.tsx';
import { openKeyDialog } from './api-key-dialog-store.ts';

export type ApiErrorNoticeProps = {
  error: unknown;
  /** Retries the failed request(s); shown as a button when the error may pass. */
  onRetry?: () => void;
  /** What was being loaded, for the heading: "Could not load records". */
  what?: string;
  className?: string;
};

/**
 * Says which API problem happened, in words, with a retry (and, for a refused key, a key prompt where the
 * key is this browser's; none for a refused account, whose key is fine; where the server holds it, who can replace it). The message carries the
 * service's own words ("Authorization failed — Payment required (code 3)"), or that its answer
 * could not be read.
 */
export function ApiErrorNotice({ error, onRetry, what, className }: ApiErrorNoticeProps) {
  const apiError = isApiError(error) ? error : null;
  const keySource = keySourceOf(useQuery(serverConfigQueries.config()).data);
  const title = what
    ? `Could not load ${what}: ${lowerFirst(apiError?.title ?? 'Unexpected error')}`
    : (apiError?.title ?? 'Unexpected error');
  return (
    <Notice
      tone="error"
      title={title}
      className={className}
      actions={
        <>
          {apiError?.kind === 'unauthorized' && keySource === 'browser' ? (
            <Button size="sm" variant="primary" onClick={() => openKeyDialog('refused', saidSentenceOf(apiError))}>
              Enter API key
            </Button>
          ) : null}
          {onRetry ? (
            <Button size="sm" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </>
      }
    >
      <p>{apiError ? describeApiError(apiError, keySource) : describeError(error)}</p>
      {apiError ? <ErrorFacts error={apiError} /> : null}
    </Notice>
  );
}

/** "The DNS API failed" → "the DNS API failed": names such as DNS and API keep their capitals. */
function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/**
 * The service's own words about an error, for notices that say the rest in their own words (a
 * snapshot or template that was not found): `The service said: “Snapshot not found — … (code 5)”.`
 */
export function ServiceSaid({ error }: { error: unknown }) {
  const said = isApiError(error) ? saidSentenceOf(error) : undefined;
  return said === undefined ? null : <p className="mt-1">{said}</p>;
}

function ErrorFacts({ error }: { error: ApiError }) {
  const facts = [
    `kind: ${error.kind}`,
    error.details.status === undefined ? null : `HTTP ${error.details.status}`,
    error.details.path ? `at ${error.details.path}` : null,
  ].filter((fact): fact is string => fact !== null);
  return <p className="mt-1 font-mono text-xs opacity-80">{facts.join(' · ')}</p>;
}
