import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { useServerRender, useServerRenderWindow } from '../../hooks/use-server-render.ts';

/** Up to this many rows a table renders whole (the browser's find-in-page works); longer ones are virtualized. */
export const VIRTUALIZE_ABOVE = 100;

export type WindowRows = {
  /** The rows to render, when virtualized; null: render them all. */
  items: VirtualItem[] | null;
  /**
   * Heights of the spacer rows before and after them; 0 in a server-rendered first view and while
   * it hydrates, which carries no style attributes (the CSP refuses them) and starts at the top.
   */
  paddingTop: number;
  paddingBottom: number;
  /** For each rendered row's ref (rows are measured: long values wrap). */
  measure: ((element: Element | null) => void) | undefined;
  scrollToIndex: (index: number) => void;
};

/**
 * The rows of a long table, virtualized against the window's scroll (TanStack Virtual), so that the
 * page scrolls as one, with no box inside it; only the rows in view (and `overscan` around them)
 * are rendered, between two spacer rows. Where the rows start in the page (`scrollMargin`) is
 * measured from `body` once laid out, and again whenever the page's height changes (a notice above
 * appearing or closing). A server-rendered first view (and its hydration) draws the rows of the
 * window it was drawn for (useServerRenderWindow) below `minTop`, where the rows start at the least,
 * scrolled to the top and with no overscan, as the browser then measures its own window.
 */
export function useWindowRows({
  count,
  enabled,
  estimateSize,
  body,
  getItemKey,
  overscan = 10,
  minTop = 0,
}: {
  count: number;
  enabled: boolean;
  /** A row's height until measured: one for all, or each its own (a stable function). */
  estimateSize: number | ((index: number) => number);
  body: RefObject<HTMLElement | null>;
  getItemKey?: (index: number) => number | string;
  overscan?: number;
  /** Where the rows start at the least, in every layout (a server render's rows are counted from there). */
  minTop?: number;
}): WindowRows {
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const element = body.current;
      if (element) setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Rows above the table come and go (notices, a loading bar): the body's place follows.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [enabled, body, count]);

  const serverRender = useServerRender();
  const renderWindow = useServerRenderWindow();
  const estimate = useCallback(
    (index: number) => (typeof estimateSize === 'number' ? estimateSize : estimateSize(index)),
    [estimateSize],
  );
  // No React Compiler here; the virtualizer's functions are used fresh on every render.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimate,
    overscan: serverRender ? 0 : overscan,
    scrollMargin,
    enabled,
    ...(getItemKey ? { getItemKey } : {}),
    ...(serverRender
      ? {
          initialRect: { width: renderWindow.width, height: Math.max(0, renderWindow.height - minTop) },
          initialOffset: 0,
        }
      : {}),
  });
  if (!enabled) {
    return { items: null, paddingTop: 0, paddingBottom: 0, measure: undefined, scrollToIndex: () => undefined };
  }
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    paddingTop: first && !serverRender ? first.start - scrollMargin : 0,
    paddingBottom: last && !serverRender ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
