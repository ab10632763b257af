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
import { useServerRender } from '../../hooks/use-server-render.ts';
import { findTypeAheadRow, type RegionNode, type RegionRow, type RegionSearch } from './region-tree.ts';

export const ROW_HEIGHT = 32;
/** The tree's box (`h-[28rem]`), for the rows a server-rendered first view holds. */
const TREE_HEIGHT = 448;
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

export type RegionTreeNavigationOptions = {
  rows: readonly RegionRow[];
  search: RegionSearch | null;
  selected: RegionNode | null;
  onSelect: (node: RegionNode) => void;
  onToggle: (node: RegionNode) => void;
  /** `*`: expands every sibling of the node (WAI-ARIA tree pattern). */
  onExpandSiblings: (node: RegionNode) => void;
  /**
   * Whether what stands above the tree on the page is still loading: a new selection waits for it
   * before it is brought into view, as what arrives would push the row below the window's edge.
   */
  settling?: boolean | undefined;
  ref?: Ref<RegionTreeHandle> | undefined;
};

/**
 * The behaviour of the WAI-ARIA tree pattern over flattened rows, virtualized: the roving tab stop
 * (always rendered, even when scrolled away), keyboard moves (arrows, Home/End, PageUp/PageDown,
 * Enter/Space to select, `*`, type-ahead, where a Space typed within the type-ahead is part of the
 * text), focus that waits for its row to be rendered, and a new selection or search brought into
 * view. The view renders `virtualizer`'s items with `onKeyDown` and `noteFocus`.
 */
export function useRegionTreeNavigation({
  rows,
  search,
  selected,
  onSelect,
  onToggle,
  onExpandSiblings,
  settling = false,
  ref,
}: RegionTreeNavigationOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const serverRender = useServerRender();
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
    ...(serverRender ? { initialRect: { width: 0, height: TREE_HEIGHT } } : {}),
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
  // first render has no viewport yet) and, for a new selection, once the page above the tree has
  // settled (`settling`): the browser's scroll anchoring holds on to what is at the window's top,
  // not to the row, so a panel growing above would push the row out of view. A new search with no
  // selected row shown starts at the top.
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
    if (reveal === null || selectedRow === undefined || (reveal.page && settling)) return;
    const element = itemElement(scrollRef.current, selectedRow);
    const height = virtualizer.scrollRect?.height ?? 0;
    if (element === null || height === 0) return;
    pendingReveal.current = null;
    const top = selectedRow * ROW_HEIGHT;
    const offset = virtualizer.scrollOffset ?? 0;
    if (top < offset || top + ROW_HEIGHT > offset + height) virtualizer.scrollToIndex(selectedRow, { align: 'center' });
    if (!reveal.page || typeof element.scrollIntoView !== 'function') return;
    // A row out of the window's view (a link landing) comes in with the tree around it, where the
    // window has room for the tree; one in view (a click) leaves the page where it is.
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) scrollRef.current?.scrollIntoView({ block: 'nearest' });
    element.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const row = rows[index];
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    const pageSize = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const { node } = row;
    // A move or an action ends a type-ahead: a Space pressed right after it selects, not types.
    if (event.key.length !== 1) typeAhead.current = { text: '', at: 0 };
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

  return { scrollRef, virtualizer, activeRow, onKeyDown, noteFocus: setFocused };
}

function itemElement(container: HTMLElement | null, index: number): HTMLElement | null {
  return container?.querySelector<HTMLElement>(`[role="treeitem"][data-index="${index}"]`) ?? null;
}
