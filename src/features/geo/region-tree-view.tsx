import { classNames } from '../../components/ui/class-names.ts';
import { useServerRender } from '../../hooks/use-server-render.ts';
import { CoverageAnswer } from './coverage-answer.tsx';
import type { GeoCoverage } from './geo-coverage.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { describeChildren } from './region-text.ts';
import type { RegionNode } from './region-tree.ts';
import { useRegionTreeNavigation, type RegionTreeNavigationOptions } from './use-region-tree-navigation.ts';

/** Indentation by level (continent, country, subdivision, deeper), as classes. */
const LEVEL_INDENTS = ['pl-1', 'pl-6', 'pl-11', 'pl-16'] as const;

export type RegionTreeViewProps = RegionTreeNavigationOptions & {
  /**
   * Who gets which answer: each row shows its region's answer instead of its child count, and
   * `marked` (per region index) the regions whose answer a rollback would change.
   */
  answers?: { coverage: GeoCoverage; marked: Uint8Array | null } | null;
};

/**
 * The GEO regions as a WAI-ARIA tree over flattened, virtualized rows: each rendered treeitem
 * carries aria-level, -setsize and -posinset; the keyboard and focus are useRegionTreeNavigation's.
 */
export function RegionTreeView({ answers = null, ...props }: RegionTreeViewProps) {
  const { rows, search, selected, onSelect, onToggle } = props;
  const { scrollRef, virtualizer, activeRow, onKeyDown, noteFocus } = useRegionTreeNavigation(props);
  const serverRender = useServerRender();

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label="GEO regions"
      className="@container relative h-[28rem] overflow-auto rounded-lg border border-slate-200 py-1 dark:border-slate-800"
    >
      {/* A server-rendered first view carries no style attributes (the CSP refuses them): its rows
          stand in the flow, where the virtualizer places the first ones anyway, until hydrated. */}
      <div
        role="presentation"
        className="relative w-full"
        style={serverRender ? undefined : { height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const { node } = row;
          const isSelected = selected === node;
          const isMarked = answers?.marked?.[node.index] === 1;
          return (
            <div
              key={item.key}
              role="treeitem"
              data-index={item.index}
              data-code={node.code}
              aria-level={row.level}
              aria-setsize={row.setSize}
              aria-posinset={row.posInSet}
              aria-expanded={row.expanded ?? undefined}
              aria-selected={isSelected}
              data-marked={isMarked ? '' : undefined}
              tabIndex={item.index === activeRow ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, item.index)}
              onClick={(event) => {
                noteFocus(node);
                const onTwisty = event.target instanceof Element && event.target.closest('[data-twisty]') !== null;
                if (onTwisty) onToggle(node);
                else onSelect(node);
              }}
              onDoubleClick={(event) => {
                const onTwisty = event.target instanceof Element && event.target.closest('[data-twisty]') !== null;
                if (!onTwisty && row.expanded !== null) onToggle(node);
              }}
              className={classNames(
                'flex h-8 w-full cursor-default items-center gap-2 pr-3 text-sm select-none focus-visible:-outline-offset-2',
                !serverRender && 'absolute top-0 left-0',
                LEVEL_INDENTS[Math.min(row.level, LEVEL_INDENTS.length) - 1],
                isSelected
                  ? 'bg-brand-50 font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100'
                  : isMarked
                    ? 'bg-amber-50 hover:bg-amber-100 dark:bg-amber-950/40 dark:hover:bg-amber-900/40'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800/70',
              )}
              style={serverRender ? undefined : { transform: `translateY(${item.start}px)` }}
            >
              <span data-twisty="" aria-hidden="true" className="grid size-6 shrink-0 place-items-center">
                {row.expanded === null ? null : (
                  <svg
                    viewBox="0 0 16 16"
                    className={classNames('size-4 transition-transform', row.expanded && 'rotate-90')}
                  >
                    <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
                  </svg>
                )}
              </span>
              {/* The name gives way first: flex shares a lack of room by shrink factor times width, so
                  the answer (what one came for) shrinks only once the name is down to its floor. On a
                  wide tree the floor holds nearly every name, and the codes after them form a column. */}
              <span className="min-w-0 shrink-[1000000] truncate @3xl:min-w-48">
                <HighlightedText text={node.name} needle={row.matched ? search?.needle : undefined} />
              </span>
              <code
                className={classNames(
                  'shrink-0 rounded px-1 font-mono text-xs',
                  isSelected ? 'text-brand-700 dark:text-brand-100' : 'text-slate-600 dark:text-slate-400',
                )}
              >
                <HighlightedText text={node.code} needle={row.matched ? search?.needle : undefined} />
              </code>
              {answers === null ? (
                <ChildCount node={node} />
              ) : (
                <CoverageAnswer coverage={answers.coverage} node={node} changes={isMarked} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function ChildCount({ node }: { node: RegionNode }) {
  const text = describeChildren(node);
  if (text === null) return null;
  return <span className="ml-auto shrink-0 pl-2 text-xs text-slate-600 dark:text-slate-400">{text}</span>;
}
