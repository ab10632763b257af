import { useQuery, useQueryClient } from '@tanstack/react-query';
import { geoQueries } from '../../api/geo.ts';
import type { GeoDefaults } from '../../contract/schemas.ts';
import { ApiErrorNotice } from '../../components/api-error-notice.tsx';
import { isUnknownDomainAnswer, UnknownDomainNotice } from '../../components/unknown-domain-notice.tsx';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { UrlProblemsNotice } from '../../components/url-problems-notice.tsx';
import { useDomain } from '../../hooks/use-domain.ts';
import { useUrlState } from '../../hooks/use-url-state.tsx';
import { GEO_RECORD_TYPES, indexGeoGroups, type GeoRecordType } from './geo-eligible-groups.ts';
import { buildRegionTree } from './region-tree.ts';
import { EligibleRecords } from './eligible-records.tsx';
import { CoveragePanel } from './coverage-panel.tsx';
import { coverageRequest, geoUrlState } from './geo-url-state.ts';
import { useGeoCoverage } from './use-geo-coverage.ts';
import { RegionBrowser } from './region-browser.tsx';
import { Mono } from '../../components/ui/mono.tsx';

// Module-level, so that react-query keeps each result until the response changes. Without
// structural sharing: each is built anew from a new response, so nothing of the last one could be
// kept, and the region tree's nodes point to their parents — react-query's deep comparison of one
// domain's tree with another's (the screen kept across a domain change and Back) walked those
// cycles to its depth bound, ran the tab out of memory and crashed it.
const selectGroups = (data: GeoDefaults) => indexGeoGroups(data.geo_records);
const selectRegionTree = (data: GeoDefaults) => buildRegionTree(data.geo_regions);

/** `/domains/:domain/geo`: the records GEO answers can be added to, and the GEO regions table (spec 4.4). */
export function GeoPage() {
  const domain = useDomain();
  const queryClient = useQueryClient();
  const groups = useQuery({ ...geoQueries.defaults(domain), select: selectGroups, structuralSharing: false });
  const regions = useQuery({ ...geoQueries.defaults(domain), select: selectRegionTree, structuralSharing: false });
  const tree = regions.data;
  const { state, problems, link, setState, dropProblems } = useUrlState(geoUrlState, (view) => {
    const asked = coverageRequest(view);
    // Known only once the regions table has come.
    const region = view.region;
    const unknownRegion = tree !== undefined && region !== undefined && !tree.byCode.has(region);
    return {
      problems: [
        ...asked.problems,
        ...(unknownRegion
          ? [{ param: 'region', value: region, reason: 'is not a region of the GEO regions table' }]
          : []),
      ],
      // One URL change: what could not be used goes, and what depends on it with it.
      drop: {
        ...(unknownRegion ? { region: undefined } : {}),
        ...(asked.record === null ? { record: '', record_type: undefined } : {}),
        at: asked.at,
        compare: asked.compare,
        value: asked.value,
      },
    };
  });

  const selected = tree !== undefined && state.region !== undefined ? (tree.byCode.get(state.region) ?? null) : null;
  const asked = coverageRequest(state);
  const coverage = useGeoCoverage({
    domain,
    tree,
    groups: groups.data,
    record: asked.record,
    at: asked.at,
    compare: asked.compare,
  });
  const shownCoverage = coverage.state.status === 'ready' ? coverage.state : null;
  // The answers panel, above the tree, grows when what it reads arrives.
  const coverageLoading = coverage.state.status === 'loading' || shownCoverage?.comparisonState?.status === 'loading';

  // A 404 to the domain's GEO defaults (whose only variable is the name): the domain is unknown,
  // and its notice is all the page has below the header.
  const unknownDomain = isUnknownDomainAnswer(groups.error);
  const loading = groups.isPending && groups.fetchStatus === 'fetching';
  const cancelled = groups.isPending && groups.fetchStatus === 'idle';
  const cancel = () => void queryClient.cancelQueries({ queryKey: geoQueries.defaults(domain).queryKey });

  return (
    <div className="flex flex-col gap-6">
      <title>{`${selected ? `${selected.code} · ` : ''}GEO · ${domain.unicode} · Zonescope`}</title>
      <PageHeader
        title={
          <>
            GEO for <Mono>{domain.unicode}</Mono>
          </>
        }
        description="The records GEO answers can be added to, and the regions those answers can target."
        actions={<CopyLinkButton search={link} />}
      />

      <UrlProblemsNotice problems={problems} onDismiss={dropProblems} />

      {loading ? (
        <div className="flex items-center gap-3">
          <ProgressBar label="Loading GEO data" className="flex-1" />
          <Button size="sm" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : null}
      {cancelled ? (
        <Notice
          tone="warning"
          title="Loading was cancelled"
          actions={
            <Button size="sm" onClick={() => void groups.refetch()}>
              Load again
            </Button>
          }
        >
          The GEO data of {domain.unicode} was not loaded.
        </Notice>
      ) : null}
      {unknownDomain ? (
        <UnknownDomainNotice domain={domain} error={groups.error} />
      ) : groups.isError ? (
        <ApiErrorNotice what="GEO data" error={groups.error} onRetry={() => void groups.refetch()} />
      ) : null}

      {unknownDomain ? null : (
        <>
          <section aria-labelledby="geo-records-heading" className="flex flex-col gap-3">
            <h2 id="geo-records-heading" className="text-lg font-semibold">
              Eligible records
            </h2>
            {groups.data ? (
              <EligibleRecords
                key={domain.ascii}
                domain={domain}
                index={groups.data}
                name={state.name}
                type={state.type}
                onNameChange={(name) => setState({ name }, { history: 'replace' })}
                onTypeChange={(type) => setState({ type }, { history: 'push' })}
                onClearFilters={() => setState({ name: '', type: undefined }, { history: 'push' })}
              />
            ) : loading ? (
              <SkeletonRows rows={4} label="Loading GEO-eligible records…" />
            ) : groups.isError || cancelled ? (
              <NotLoaded cancelled={cancelled} />
            ) : null}
          </section>

          <section aria-labelledby="geo-regions-heading" className="flex flex-col gap-3">
            <h2 id="geo-regions-heading" className="text-lg font-semibold">
              GEO regions
            </h2>
            {tree && groups.data ? (
              <CoveragePanel
                domain={domain}
                groups={groups.data}
                record={asked.record}
                at={asked.at}
                compare={asked.compare}
                value={asked.value}
                state={coverage.state}
                snapshots={coverage.snapshots}
                geoSets={coverage.geoSets}
                onChange={(choice) =>
                  setState(
                    {
                      ...(choice.record === undefined
                        ? {}
                        : { record: choice.record?.name ?? '', record_type: geoRecordType(choice.record?.type) }),
                      ...('at' in choice ? { at: choice.at } : {}),
                      ...('compare' in choice ? { compare: choice.compare } : {}),
                      ...(choice.value === undefined ? {} : { value: choice.value }),
                    },
                    { history: 'push' },
                  )
                }
                onSelectRegion={(node) => setState({ region: node.code }, { history: 'push' })}
              />
            ) : null}
            {tree ? (
              <RegionBrowser
                key={domain.ascii}
                tree={tree}
                query={state.q}
                selected={selected}
                coverage={shownCoverage}
                onQueryChange={(q) => setState({ q }, { history: 'replace' })}
                onSelect={(node) => setState({ region: node?.code }, { history: 'push' })}
                link={link}
                settling={coverageLoading}
              />
            ) : loading ? (
              <SkeletonRows rows={8} label="Loading GEO regions…" />
            ) : groups.isError || cancelled ? (
              <NotLoaded cancelled={cancelled} />
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}

/** What a section says when the GEO data is not there: its headings never stand over nothing. */
function NotLoaded({ cancelled }: { cancelled: boolean }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {cancelled
        ? 'Not shown until the GEO data is loaded.'
        : 'Not shown: the GEO data could not be loaded (see above).'}
    </p>
  );
}

function geoRecordType(type: string | undefined): GeoRecordType | undefined {
  return GEO_RECORD_TYPES.find((each) => each === type);
}
