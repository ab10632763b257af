import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import { classNames } from '../../components/ui/class-names.ts';
import { textLinkClasses } from '../../components/ui/text-link.ts';
import { ancestorsOf, type RegionNode } from './region-tree.ts';
import { answerText } from './coverage-answer.tsx';
import { sourceName } from './coverage-panel.tsx';
import { answerAt, answerKey, describeSource } from './geo-coverage.ts';
import { describeContents, KIND_LABELS } from './region-text.ts';
import type { ShownCoverage } from './use-geo-coverage.ts';
import { Mono } from '../../components/ui/mono.tsx';

export type RegionDetailsProps = {
  node: RegionNode | null;
  /** Who gets which answer, when a GEO record is picked: the region's answer is told. */
  coverage?: ShownCoverage | null;
  /** The selected region is not among the search results, so the tree does not show it. */
  hiddenBySearch: boolean;
  onSelect: (node: RegionNode | null) => void;
  onShowInTree: (node: RegionNode) => void;
  onClearSearch: () => void;
  /** The search part of the view's link (useUrlState's `link`): the region's Copy link. */
  link: string;
};

/** The selected region: name, kind, code to copy, where it sits, what it holds. */
export function RegionDetails({
  node,
  coverage = null,
  hiddenBySearch,
  onSelect,
  onShowInTree,
  onClearSearch,
  link,
}: RegionDetailsProps) {
  return (
    <section
      aria-labelledby="region-details-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      {node === null ? (
        <>
          <h3 id="region-details-heading" className="font-semibold">
            No region selected
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Select a region in the tree (click, or Enter) to see its code, the value a GEO record's region takes.
          </p>
        </>
      ) : (
        <>
          <div>
            <Badge tone={node.kind === 'continent' ? 'violet' : node.kind === 'country' ? 'brand' : 'neutral'}>
              {KIND_LABELS[node.kind]}
            </Badge>
            <h3 id="region-details-heading" className="mt-1 text-lg font-semibold break-words">
              {node.name}
            </h3>
          </div>

          <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Code</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800">{node.code}</code>
              <CopyButton text={node.code} label={`Copy code ${node.code}`} variant="secondary">
                Copy code
              </CopyButton>
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Within</dt>
            <dd>
              {node.parent === null ? (
                'the regions table'
              ) : (
                <ol className="flex flex-wrap items-center gap-1">
                  {ancestorsOf(node).map((ancestor, index) => (
                    <li key={ancestor.code} className="flex items-center gap-1">
                      {index > 0 ? <span aria-hidden="true">›</span> : null}
                      <button
                        type="button"
                        onClick={() => onSelect(ancestor)}
                        className={classNames('rounded text-left', textLinkClasses)}
                      >
                        {ancestor.name} <Mono className="text-xs">{ancestor.code}</Mono>
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </dd>
            {describeContents(node) === null ? null : (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Contains</dt>
                <dd>{describeContents(node)}</dd>
              </>
            )}
            {coverage === null ? null : <RegionAnswer coverage={coverage} node={node} />}
          </dl>

          {hiddenBySearch ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              The search hides this region.{' '}
              <Button size="sm" variant="secondary" onClick={onClearSearch}>
                Clear search
              </Button>
            </p>
          ) : null}

          <div className="flex flex-wrap gap-2">
            {hiddenBySearch ? null : (
              <Button size="sm" variant="secondary" onClick={() => onShowInTree(node)}>
                Show in tree
              </Button>
            )}
            <CopyLinkButton search={link} label={`Copy link to ${node.name}`} />
            <Button size="sm" variant="ghost" onClick={() => onSelect(null)}>
              Clear selection
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** The region's answer in the coverage shown, and before the rollback when one is compared. */
function RegionAnswer({ coverage, node }: { coverage: ShownCoverage; node: RegionNode }) {
  const answer = answerAt(coverage.shown.coverage, node);
  const before = coverage.comparison === null ? null : answerAt(coverage.comparison.from.coverage, node);
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">Answer in {sourceName(coverage.shown.source)}</dt>
      <dd>
        <Mono>{answerText(answer.values)}</Mono>{' '}
        <span className="text-slate-600 dark:text-slate-400">{describeSource(answer.source)}</span>
      </dd>
      {before === null || coverage.comparison === null ? null : (
        <>
          <dt className="text-slate-600 dark:text-slate-400">In {sourceName(coverage.comparison.from.source)}</dt>
          <dd>
            <Mono>{answerText(before.values)}</Mono>{' '}
            <span className="text-slate-600 dark:text-slate-400">{describeSource(before.source)}</span>
            {answerKey(before) === answerKey(answer) ? null : (
              <>
                {' '}
                <span className="font-medium text-amber-800 dark:text-amber-200">— a rollback would change it</span>
              </>
            )}
          </dd>
        </>
      )}
    </>
  );
}
