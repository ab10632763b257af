import { useMemo, useRef, useState } from 'react';
import { useSettledAnnouncement } from '../../components/ui/announcer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input } from '../../components/ui/input.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { formatCount, formatCountOf } from '../../lib/format-count.ts';
import {
  ancestorsOf,
  defaultExpansion,
  expandableNodes,
  flattenRegionTree,
  isListed,
  searchRegionTree,
  type RegionNode,
  type RegionSearch,
  type RegionTree,
} from './region-tree.ts';
import { RegionDetails } from './region-details.tsx';
import type { ShownCoverage } from './use-geo-coverage.ts';
import { RegionTreeView } from './region-tree-view.tsx';
import type { RegionTreeHandle } from './use-region-tree-navigation.ts';
import { useUrlDraft } from '../../hooks/use-url-draft.ts';

export type RegionBrowserProps = {
  tree: RegionTree;
  /** The search as the URL holds it. */
  query: string;
  selected: RegionNode | null;
  /** Who gets which answer, shown at every region, when a GEO record is picked. */
  coverage?: ShownCoverage | null;
  /** Writes the search (replacing the history entry), once typing pauses. */
  onQueryChange: (query: string) => void;
  /** Writes the selection (a new history entry). */
  onSelect: (node: RegionNode | null) => void;
  /** The search part of the view's link (useUrlState's `link`), for the selected region's Copy link. */
  link: string;
  /** Whether the page above is still loading: a new selection waits for it to come into view. */
  settling?: boolean;
};

type Expansion = ReadonlySet<number>;

/**
 * Search, tree and details of the GEO regions table. Which nodes are open is kept per mode:
 * browsing keeps what was opened; a search starts with the ancestors of its matches open, and
 * what is opened or closed during it lasts until the search changes.
 */
export function RegionBrowser({
  tree,
  query,
  selected,
  coverage = null,
  onQueryChange,
  onSelect,
  link,
  settling = false,
}: RegionBrowserProps) {
  const treeRef = useRef<RegionTreeHandle>(null);
  const { draft, change, commit, flush, keyDown } = useUrlDraft(query, onQueryChange);
  // Searched in the keystroke's own render, not deferred: the search is a scan of folded keys
  // (about 1 ms for the full ISO table) and the tree renders only the rows in view, so one render
  // paints the result sooner than a stale render followed by a deferred one.
  const search = useMemo(() => searchRegionTree(tree, draft), [tree, draft]);
  const searchDefault = useMemo(() => defaultExpansion(search), [search]);

  const [browseExpanded, setBrowseExpanded] = useState<Expansion>(() => new Set());
  const [searchExpansion, setSearchExpansion] = useState<{ search: RegionSearch; expanded: Expansion } | null>(null);
  const expanded =
    search === null ? browseExpanded : searchExpansion?.search === search ? searchExpansion.expanded : searchDefault;
  const updateExpanded = (update: (current: Expansion) => Expansion) => {
    if (search === null) {
      setBrowseExpanded(update);
    } else {
      setSearchExpansion((current) => ({
        search,
        expanded: update(current?.search === search ? current.expanded : searchDefault),
      }));
    }
  };
  const openAncestors = (node: RegionNode) => {
    const closed = ancestorsOf(node).filter((ancestor) => !expanded.has(ancestor.index));
    if (closed.length > 0) updateExpanded((current) => new Set([...current, ...closed.map((each) => each.index)]));
  };

  // A new selection (a link, Back) or search opens the way to the selected region, once: closing
  // an ancestor afterwards is respected.
  const [revealed, setRevealed] = useState<{
    selected: RegionNode | null;
    search: RegionSearch | null;
    tree: RegionTree;
  }>({ selected: null, search, tree });
  if (revealed.selected !== selected || revealed.search !== search || revealed.tree !== tree) {
    setRevealed({ selected, search, tree });
    if (selected !== null && isListed(search, selected)) openAncestors(selected);
  }

  const rows = useMemo(() => flattenRegionTree(tree, expanded, search), [tree, expanded, search]);

  const toggle = (node: RegionNode) =>
    updateExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(node.index)) next.add(node.index);
      return next;
    });
  const expandSiblings = (node: RegionNode) => {
    const siblings = (node.parent?.children ?? tree.roots).filter(
      (sibling) => sibling.children.length > 0 && isListed(search, sibling),
    );
    updateExpanded((current) => new Set([...current, ...siblings.map((sibling) => sibling.index)]));
  };
  const showInTree = (node: RegionNode) => {
    openAncestors(node);
    treeRef.current?.focusNode(node);
  };

  const { counts } = tree;
  const trimmed = draft.trim();
  const hiddenBySearch = selected !== null && !isListed(search, selected);
  const status =
    search === null
      ? `${formatCount(counts.continent)} continents, ${formatCount(counts.country)} countries and ${formatCount(counts.subdivision)} subdivisions`
      : search.matchCount === 0
        ? `No region matches “${trimmed}”`
        : `${formatCountOf(search.matchCount, 'match', 'matches')} for “${trimmed}”`;
  useSettledAnnouncement(status);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Search regions"
          hint="Name or code; accents and case are ignored"
          className="min-w-56 flex-1 sm:max-w-sm"
        >
          {(control) => (
            <Input
              {...control}
              type="search"
              value={draft}
              placeholder="e.g. bayern, sao paulo or DE.BY"
              autoComplete="off"
              spellCheck={false}
              aria-controls="geo-region-tree"
              onChange={(event) => change(event.target.value)}
              onBlur={flush}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  treeRef.current?.focusFirstMatch();
                } else {
                  keyDown(event);
                }
              }}
            />
          )}
        </Field>
        <div className="flex gap-2 pb-5">
          <Button onClick={() => updateExpanded(() => expandableNodes(tree, search))}>Expand all</Button>
          <Button onClick={() => updateExpanded(() => new Set())}>Collapse all</Button>
        </div>
      </div>

      <p className="text-sm text-slate-600 dark:text-slate-300">{status}</p>

      {/* One column on a phone, held to the page's width: the server's tree rows stand in the flow until
          hydrated, and an `auto` column would widen to the longest of them. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div id="geo-region-tree">
          {rows.length > 0 ? (
            <RegionTreeView
              ref={treeRef}
              rows={rows}
              search={search}
              selected={selected}
              onSelect={onSelect}
              onToggle={toggle}
              onExpandSiblings={expandSiblings}
              settling={settling}
              answers={
                coverage === null
                  ? null
                  : { coverage: coverage.shown.coverage, marked: coverage.comparison?.marked ?? null }
              }
            />
          ) : search === null ? (
            <Notice title="The regions table is empty">The DNS API sent no GEO regions.</Notice>
          ) : (
            <Notice
              live={false}
              title={`No region's name or code contains “${trimmed}”`}
              actions={
                <Button size="sm" onClick={() => commit('')}>
                  Clear search
                </Button>
              }
            />
          )}
        </div>
        <RegionDetails
          node={selected}
          coverage={coverage}
          hiddenBySearch={hiddenBySearch}
          onSelect={onSelect}
          onShowInTree={showInTree}
          onClearSearch={() => commit('')}
          link={link}
        />
      </div>
    </div>
  );
}
