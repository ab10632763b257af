import { classNames } from '../../components/ui/class-names.ts';
import type { RegionNode } from './region-tree.ts';
import { answerAt, describeSource, type GeoCoverage } from './geo-coverage.ts';

const muted = 'text-slate-600 dark:text-slate-400';

/** The values of an answer as text: several joined, none said. */
export function answerText(values: readonly string[]): string {
  return values.length === 0 ? '(no answer)' : values.join(', ');
}

/**
 * A region's answer on its tree row: the value(s) a resolver there gets and where they come from
 * ("from DE.BY", "inherited from _EU", "default"), and whether a rollback would change it.
 */
export function CoverageAnswer({
  coverage,
  node,
  changes,
}: {
  coverage: GeoCoverage;
  node: RegionNode;
  changes: boolean;
}) {
  const answer = answerAt(coverage, node);
  const { source } = answer;
  // On a phone the words give way to the value: "↑ _EU" is "inherited from _EU" (still said in full
  // to assistive technology). The value truncates only when the row cannot hold it even without the
  // region's name, which gives way first (see RegionTreeView).
  return (
    <span className="ml-auto flex min-w-0 shrink items-baseline gap-1.5 pl-2 text-xs">
      {changes ? (
        <span className="shrink-0 rounded bg-amber-100 px-1 font-medium text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
          <span className="max-sm:sr-only">would change</span>
          <span aria-hidden="true" className="sm:hidden">
            ≠
          </span>
        </span>
      ) : null}
      <bdi className="min-w-0 truncate font-mono">{answerText(answer.values)}</bdi>
      <span className={classNames('shrink-0', muted, source.kind === 'own' && 'font-medium')}>
        {source.kind === 'default' ? (
          describeSource(source)
        ) : (
          <>
            <span className="max-sm:sr-only">{source.kind === 'own' ? 'from' : 'inherited from'} </span>
            {source.kind === 'inherited' ? (
              <span aria-hidden="true" className="sm:hidden">
                ↑{' '}
              </span>
            ) : null}
            {source.region.code}
          </>
        )}
      </span>
    </span>
  );
}
