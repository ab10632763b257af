import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { WHOLE_ZONE } from '../../api/records.ts';
import type { TemplateRecord } from '../../contract/schemas.ts';
import { templateQueries } from '../../api/templates.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { tabPanelProps, Tabs } from '../../components/ui/tabs.tsx';
import { useAllRecords } from '../../hooks/use-all-records.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { countPlan, planTemplate } from './template-plan.ts';
import { SegmentLegend } from './segment-legend.tsx';
import { TemplateComparison } from './template-comparison.tsx';
import { TemplateExport } from './template-export.tsx';
import { TemplateRecordsSection } from './template-records-section.tsx';
import { TemplateRecordsTable, type PlanColumn } from './template-records-table.tsx';
import { substitutedTemplateRows } from './template-rows.ts';
import type { TemplateView } from './template-url-state.ts';
import { Mono } from '../../components/ui/mono.tsx';

/** Every live record: the comparison needs the whole zone. */

export type TemplateDomainPreviewProps = {
  templateId: string;
  domain: DomainName;
  /** The raw template (non-empty), for the side-by-side view and to locate substitutions. */
  raw: TemplateRecord[];
  view: TemplateView;
  compare: boolean;
  onViewChange: (view: TemplateView) => void;
  onCompareChange: (compare: boolean, history: 'push' | 'replace') => void;
};

/**
 * The template as the DNS API substitutes it for `domain` (sent as Punycode in `domain_name`),
 * beside the raw template, with the comparison against the domain's live records.
 */
export function TemplateDomainPreview({
  templateId,
  domain,
  raw,
  view,
  compare,
  onViewChange,
  onCompareChange,
}: TemplateDomainPreviewProps) {
  const substituted = useQuery(templateQueries.records(templateId, domain));
  const hasRecords = (substituted.data?.length ?? 0) > 0;
  const live = useAllRecords(domain, WHOLE_ZONE, { enabled: compare && hasRecords });

  const plan = useMemo(
    () => (substituted.data && live.query.data ? planTemplate(substituted.data, live.query.data.records) : null),
    [substituted.data, live.query.data],
  );
  const counts = useMemo(() => (plan ? countPlan(plan) : null), [plan]);
  // Held while the live records are read; gone if they cannot be (the comparison's notice says why).
  const planColumn: PlanColumn = !compare ? 'none' : plan !== null ? 'shown' : live.query.isError ? 'none' : 'pending';
  const showPlan = planColumn === 'shown';
  const rows = useMemo(
    () => (substituted.data ? substitutedTemplateRows(substituted.data, raw, showPlan ? plan : null) : []),
    [substituted.data, raw, plan, showPlan],
  );

  if (substituted.isPending) {
    return <SkeletonRows rows={6} label={`Loading template ${templateId} for ${domain.unicode}…`} />;
  }
  if (substituted.isError) {
    return (
      <ApiErrorNotice
        what={`template ${templateId} for ${domain.unicode}`}
        error={substituted.error}
        onRetry={() => void substituted.refetch()}
      />
    );
  }
  if (!hasRecords) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        The DNS API returned no records of template {templateId} for {domain.unicode}.
      </p>
    );
  }

  const tabs = [
    { value: 'side-by-side', label: 'Side by side' },
    { value: 'substituted', label: `For ${domain.unicode}` },
    { value: 'template', label: 'Template' },
  ] as const;

  return (
    <>
      <TemplateComparison
        templateId={templateId}
        domain={domain}
        active={compare}
        live={live}
        counts={counts}
        onStart={() => onCompareChange(true, 'push')}
        onCancel={() => {
          live.cancel();
          onCompareChange(false, 'replace');
        }}
        onStop={() => onCompareChange(false, 'push')}
      />

      <TemplateRecordsSection
        count={
          <>
            {substituted.data.length} as the DNS API substitutes them for <Mono>{domain.unicode}</Mono>
            {domain.ascii === domain.unicode ? null : (
              <>
                {' '}
                (sent as <Mono>{domain.ascii}</Mono>)
              </>
            )}
          </>
        }
      >
        <Tabs
          label="How to show the records"
          items={tabs}
          value={view}
          onChange={onViewChange}
          idPrefix="template-view"
        />
        <div {...tabPanelProps('template-view', view)} className="flex flex-col gap-2">
          <SegmentLegend substitutedSample={view === 'template' ? undefined : domain.unicode} />
          <TemplateRecordsTable
            caption={
              view === 'template'
                ? `Records of template ${templateId}, {domain_name} marked`
                : `Records of template ${templateId} for ${domain.unicode}, substituted text marked`
            }
            rows={rows}
            view={view}
            domainLabel={domain.unicode}
            planColumn={planColumn}
          />
        </div>
      </TemplateRecordsSection>

      <TemplateExport templateId={templateId} domain={domain} records={substituted.data} />
    </>
  );
}
