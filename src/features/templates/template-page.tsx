import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { isNotFoundError } from '../../api/api-error.ts';
import type { TemplateRecord } from '../../contract/schemas.ts';
import { serverConfigQueries } from '../../api/server-config.ts';
import { templateQueries } from '../../api/templates.ts';
import { ApiErrorNotice, ServiceSaid } from '../../components/api-error-notice.tsx';
import { InvalidLinkNotice, StartPageLink } from '../../components/invalid-link-notice.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useUrlState } from '../../hooks/use-url-state.tsx';
import { parseDomainName, type DomainName } from '../../lib/domain-name.ts';
import { paths } from '../../lib/paths.ts';
import { rememberRecent } from '../../lib/recent-items.ts';
import { parseResourceId } from '../../lib/resource-id.ts';
import { SegmentLegend } from './segment-legend.tsx';
import { TemplateDomainForm } from './template-domain-form.tsx';
import { TemplateDomainPreview } from './template-domain-preview.tsx';
import { TemplateExport } from './template-export.tsx';
import { TemplateRecordsSection } from './template-records-section.tsx';
import { TemplateRecordsTable } from './template-records-table.tsx';
import { rawTemplateRows } from './template-rows.ts';
import { templateUrlState } from './template-url-state.ts';
import { Mono } from '../../components/ui/mono.tsx';

/**
 * `/templates/:templateId[?domain_name=…]`. The id is checked before anything is requested (this
 * route is not under the domain layout); a padded id is rewritten to its trimmed form.
 */
export function TemplatePage() {
  const { templateId = '' } = useParams();
  const location = useLocation();
  const result = useMemo(() => parseResourceId(templateId, 'template'), [templateId]);

  if (!result.ok) {
    return (
      <div className="flex flex-col gap-4">
        <title>Invalid template id · Zonescope</title>
        <PageHeader title="Template" />
        <InvalidLinkNotice level={2} title={`“${templateId}” is not a valid template id`} reason={result.reason} />
      </div>
    );
  }
  if (result.id !== templateId) return <Navigate replace to={paths.template(result.id, location.search)} />;
  return <TemplatePreview key={result.id} templateId={result.id} />;
}

function TemplatePreview({ templateId }: { templateId: string }) {
  const { state, problems, link, setState, dropProblems } = useUrlState(templateUrlState);
  const domain = useDomainOf(state.domain_name);
  useUnicodeDomainParam(state.domain_name);

  const raw = useQuery(templateQueries.records(templateId));
  const loaded = raw.isSuccess;
  useEffect(() => {
    if (loaded) rememberRecent('templates', templateId);
  }, [loaded, templateId]);

  const config = useQuery(serverConfigQueries.config());
  const description = config.data?.demo?.templates.find((template) => template.id === templateId)?.description;
  const notFound = isNotFoundError(raw.error);

  return (
    <div className="flex flex-col gap-4">
      <title>{`Template ${templateId}${domain ? ` for ${domain.unicode}` : ''} · Zonescope`}</title>
      <PageHeader
        title={
          <>
            Template <Mono>{templateId}</Mono>
            {domain ? (
              <>
                {' '}
                for <Mono>{domain.unicode}</Mono>
              </>
            ) : null}
          </>
        }
        description={description}
        actions={<CopyLinkButton search={link} />}
      />

      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />

      {notFound ? (
        <TemplateNotFound templateId={templateId} error={raw.error} />
      ) : (
        <TemplateDomainForm
          key={state.domain_name ?? ''}
          current={state.domain_name}
          // Another domain starts without a comparison: fetching a whole zone waits for the button.
          onApply={(unicode) => setState({ domain_name: unicode, compare: false }, { history: 'push' })}
          // The raw template alone has no view to choose nor anything to compare (templateUrlState).
          onClear={() =>
            setState({ domain_name: undefined, view: 'side-by-side', compare: false }, { history: 'push' })
          }
        />
      )}

      {raw.isPending ? <SkeletonRows rows={6} label={`Loading template ${templateId}…`} /> : null}
      {raw.isError && !notFound ? (
        <ApiErrorNotice what={`template ${templateId}`} error={raw.error} onRetry={() => void raw.refetch()} />
      ) : null}
      {raw.isSuccess ? (
        raw.data.length === 0 ? (
          <EmptyTemplate templateId={templateId} />
        ) : domain ? (
          <TemplateDomainPreview
            templateId={templateId}
            domain={domain}
            raw={raw.data}
            view={state.view}
            compare={state.compare}
            onViewChange={(view) => setState({ view }, { history: 'push' })}
            onCompareChange={(compare, history) => setState({ compare }, { history })}
          />
        ) : (
          <RawTemplate templateId={templateId} records={raw.data} />
        )
      ) : null}
    </div>
  );
}

function RawTemplate({ templateId, records }: { templateId: string; records: TemplateRecord[] }) {
  const rows = useMemo(() => rawTemplateRows(records), [records]);
  return (
    <>
      <TemplateRecordsSection count={`${records.length} as the template holds them`}>
        <SegmentLegend />
        <TemplateRecordsTable
          caption={`Records of template ${templateId}, {domain_name} marked`}
          rows={rows}
          view="template"
          planColumn="none"
        />
      </TemplateRecordsSection>
      <TemplateExport templateId={templateId} domain={null} records={records} />
    </>
  );
}

function TemplateNotFound({ templateId, error }: { templateId: string; error: unknown }) {
  return (
    <Notice tone="warning" title={`Template ${templateId} does not exist`} actions={<StartPageLink />}>
      The DNS API has no template with the id <Mono>{templateId}</Mono> (HTTP 404). Check the id, or open another
      template from the header.
      <ServiceSaid error={error} />
    </Notice>
  );
}

function EmptyTemplate({ templateId }: { templateId: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-700"
    >
      <p className="font-semibold">Template {templateId} has no records</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Applying it would change nothing, so there is nothing to preview, compare or export.
      </p>
    </div>
  );
}

/** The URL's domain (already validated by the codec) as a DomainName. */
function useDomainOf(unicode: string | undefined): DomainName | null {
  return useMemo(() => {
    if (unicode === undefined) return null;
    const result = parseDomainName(unicode);
    return result.ok ? result.domain : null;
  }, [unicode]);
}

/**
 * A link may carry the domain in Punycode or another spelling; the URL then shows its Unicode
 * form, like the domain routes. Only that parameter is rewritten, so ignored ones stay reported.
 */
function useUnicodeDomainParam(unicode: string | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const given = searchParams.get('domain_name');
  useEffect(() => {
    if (unicode === undefined || given === null || given === unicode) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('domain_name', unicode);
        return next;
      },
      { replace: true },
    );
  }, [given, unicode, setSearchParams]);
}
