import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { classNames } from '../../components/ui/class-names.ts';
import { findTypeAheadRow, type RegionNode, type RegionRow, type RegionSearch } from '../../lib/region-tree.ts';
import { CoverageAnswer } from './coverage-answer.tsx';
import type { GeoCoverage } from './geo-coverage.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { describeChildren } from './region-text.ts';

const ROW_HEIGHT = 32;
/** How long typed letters add up to one type-ahead prefix. */
const TYPE_AHEAD_MS = 500;
/** How long a keyboard move's focus may wait for its row to be rendered. */
const FOCUS_WAIT_MS = 2000;

export type RegionTreeHandle = {
  /** Moves focus to the node's row (it must be shown, or be shown after the next render). */
  focusNode: (node: RegionNode) => void;
  /** Moves focus to the first match of the search, else to the tree's current row. */
  focusFirstMatch: () => void;
};

export type RegionTreeViewProps = {
  rows: readonly RegionRow[];
  search: RegionSearch | null;
  selected: RegionNode | null;
  onSelect: (node: RegionNode) => void;
  onToggle: (node: RegionNode) => void;
  /** `*`: expands every sibling of the node (WAI-ARIA tree pattern). */
  onExpandSiblings: (node: RegionNode) => void;
  /**
   * Who gets which answer: each row shows its region's answer instead of its child count, and
   * `marked` (per region index) the regions whose answer a rollback would change.
   */
  answers?: { coverage: GeoCoverage; marked: Uint8Array | null } | null;
  ref?: Ref<RegionTreeHandle>;
};

/**
 * The WAI-ARIA tree pattern over flattened, virtualized rows: each rendered treeitem carries
 * aria-level, -setsize and -posinset; one roving tabIndex=0 item (always rendered, even when
 * scrolled away); arrows, Home/End, PageUp/PageDown, Enter/Space to select, `*`, type-ahead
 * (where a Space typed within the type-ahead is part of the text, not a selection).
 */
export function RegionTreeView({
  rows,
  search,
  selected,
  onSelect,
  onToggle,
  onExpandSiblings,
  answers = null,
  ref,
}: RegionTreeViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<RegionNode | null>(null);
  /** A keyboard move's target, to be focused once its row is rendered, and until when to wait. */
  const pendingFocus = useRef<{ node: RegionNode; until: number } | null>(null);
  const typeAhead = useRef({ text: '', at: 0 });

  const rowOf = useMemo(() => new Map(rows.map((row, index) => [row.node.index, index])), [rows]);
  const nearestRow = useCallback(
    (node: RegionNode | null): number | undefined => {
      for (let current = node; current !== null; current = current.parent) {
        const row = rowOf.get(current.index);
        if (row !== undefined) return row;
      }
      return undefined;
    },
    [rowOf],
  );
  const selectedRow = selected === null ? undefined : rowOf.get(selected.index);
  // The roving tab stop: the focused row (or the nearest shown ancestor of it), else the selected row.
  const activeRow = Math.min(nearestRow(focused) ?? selectedRow ?? 0, Math.max(rows.length - 1, 0));

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      // Keep the tab stop and the selection in the DOM wherever the list is scrolled.
      if (activeRow < range.count) indexes.add(activeRow);
      if (selectedRow !== undefined && selectedRow < range.count) indexes.add(selectedRow);
      return [...indexes].sort((a, b) => a - b);
    },
    [activeRow, selectedRow],
  );

  // oxlint-disable-next-line react/incompatible-library -- no React Compiler here; the virtualizer re-renders us itself.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.node.index ?? index,
    overscan: 8,
    rangeExtractor,
    useFlushSync: false,
  });

  const focusRow = (index: number) => {
    const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
    if (!row) return;
    setFocused(row.node);
    pendingFocus.current = { node: row.node, until: performance.now() + FOCUS_WAIT_MS };
  };

  useImperativeHandle(ref, () => ({
    focusNode: (node) => {
      setFocused(node);
      pendingFocus.current = { node, until: performance.now() + FOCUS_WAIT_MS };
    },
    focusFirstMatch: () => {
      const firstMatch = rows.findIndex((row) => row.matched);
      focusRow(firstMatch === -1 ? activeRow : firstMatch);
    },
  }));

  // After a keyboard move: bring the target's row into view and give it the focus. The virtualizer
  // may render the row only on a later render (its range follows the new tab stop one render later,
  // seen on a loaded CI machine), so the focus stays pending for a moment: a time, not a number of
  // renders, since how many come depends on the machine's load. The target is the node, not the
  // tab stop's row: this effect may still run for the render before the move (React flushes a
  // render's pending effects before the next update), whose tab stop is the row being left.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    if (performance.now() > pending.until) {
      pendingFocus.current = null;
      return;
    }
    const row = nearestRow(pending.node);
    if (row === undefined) return;
    virtualizer.scrollToIndex(row, { align: 'auto' });
    const element = itemElement(scrollRef.current, row);
    if (!element) return;
    pendingFocus.current = null;
    // Not preventScroll: the page scrolls too when the tree is partly out of view.
    element.focus();
  });

  // A new selection (a link, Back, a click) or a new search: show the selected row, centred if it
  // was out of view. A new selection also scrolls the page to it, so that a link to a region lands
  // on it (not a new search: the page stays where one types). Done once the row is rendered (the
  // first render has no viewport yet). A new search with no selected row shown starts at the top.
  const shown = useRef<{ selected: RegionNode | null; search: RegionSearch | null } | null>(null);
  const pendingReveal = useRef<{ page: boolean } | null>(null);
  useEffect(() => {
    const previous = shown.current;
    if (previous === null || previous.selected !== selected || previous.search !== search) {
      shown.current = { selected, search };
      const newSelection = previous === null || previous.selected !== selected;
      pendingReveal.current = selectedRow === undefined ? null : { page: newSelection };
      // Only when scrolled: scrolling asks the browser for the layout at once (a forced layout per keystroke).
      const scrolled = (virtualizer.scrollOffset ?? 0) > 0;
      if (selectedRow === undefined && previous !== null && previous.search !== search && scrolled) {
        virtualizer.scrollToOffset(0);
      }
    }
    const reveal = pendingReveal.current;
    if (reveal === null || selectedRow === undefined) return;
    const element = itemElement(scrollRef.current, selectedRow);
    const height = virtualizer.scrollRect?.height ?? 0;
    if (element === null || height === 0) return;
    pendingReveal.current = null;
    const top = selectedRow * ROW_HEIGHT;
    const offset = virtualizer.scrollOffset ?? 0;
    if (top < offset || top + ROW_HEIGHT > offset + height) virtualizer.scrollToIndex(selectedRow, { align: 'center' });
    if (reveal.page && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const row = rows[index];
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    const pageSize = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const { node } = row;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(index + 1);
        break;
      case 'ArrowUp':
        focusRow(index - 1);
        break;
      case 'ArrowRight':
        if (row.expanded === false) onToggle(node);
        else if (row.expanded === true) focusRow(index + 1);
        break;
      case 'ArrowLeft':
        if (row.expanded === true) onToggle(node);
        else if (node.parent) focusRow(rowOf.get(node.parent.index) ?? index);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'PageDown':
        focusRow(index + pageSize);
        break;
      case 'PageUp':
        focusRow(index - pageSize);
        break;
      case 'Enter':
        onSelect(node);
        break;
      case ' ':
        // Within a type-ahead ("new z" for New Zealand) a space is part of the name typed.
        if (typeAheadActive(Date.now())) typeAheadTo(event.key, index);
        else onSelect(node);
        break;
      case '*':
        onExpandSiblings(node);
        break;
      default:
        handled = event.key.length === 1 && typeAheadTo(event.key, index);
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const typeAheadActive = (now: number) => typeAhead.current.text !== '' && now - typeAhead.current.at < TYPE_AHEAD_MS;
  const typeAheadTo = (key: string, index: number): boolean => {
    const now = Date.now();
    const text = typeAheadActive(now) ? typeAhead.current.text + key : key;
    typeAhead.current = { text, at: now };
    const target = findTypeAheadRow(rows, index, text);
    if (target !== -1) focusRow(target);
    return true;
  };

  return (
    <div
      ref={scrollRef}
      role="tree"
      aria-label="GEO regions"
      className="relative h-[28rem] overflow-auto rounded-lg border border-slate-200 py-1 dark:border-slate-800"
    >
      <div role="presentation" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
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
                setFocused(node);
                const onTwisty = event.target instanceof Element && event.target.closest('[data-twisty]') !== null;
                if (onTwisty) onToggle(node);
                else onSelect(node);
              }}
              onDoubleClick={(event) => {
                const onTwisty = event.target instanceof Element && event.target.closest('[data-twisty]') !== null;
                if (!onTwisty && row.expanded !== null) onToggle(node);
              }}
              className={classNames(
                'absolute top-0 left-0 flex w-full cursor-default items-center gap-2 pr-3 text-sm select-none focus-visible:-outline-offset-2',
                isSelected
                  ? 'bg-brand-50 font-medium text-brand-700 dark:bg-brand-700/30 dark:text-brand-100'
                  : isMarked
                    ? 'bg-amber-50 hover:bg-amber-100 dark:bg-amber-950/40 dark:hover:bg-amber-900/40'
                    : 'hover:bg-slate-100 dark:hover:bg-slate-800/70',
              )}
              style={{
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                paddingLeft: `${(row.level - 1) * 1.25 + 0.25}rem`,
              }}
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
              <span className={classNames('truncate', answers === null ? 'min-w-0' : 'min-w-[4.5rem]')}>
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

function itemElement(container: HTMLElement | null, index: number): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[role="treeitem"][data-index="${index}"]`) ?? null;
}
