import { startTransition, useEffect, useMemo, useState, type RefObject } from 'react';
import { useServerRender, useServerRenderWindow } from '../../hooks/use-server-render.ts';

/**
 * A new set of rows paints the rows the window shows first, and the rest right after, in a
 * transition that yields to the browser: the visible rows do not wait for the rows below the fold
 * (bench #2 and #3; about 1 ms of main thread per row on the benchmark machine). How many rows the
 * window shows is counted from where the rows start (`body`, as the last frame laid it out) to the
 * window's bottom, with rows at their shortest, so it is never too few. A server-rendered first
 * view (and its hydration) cannot measure: it holds the rows of the window it was drawn for (the
 * browser's height where it said it, else a tall one) below `minTop`, where the rows start at the
 * least in every layout, and the browser goes on from there, never with fewer of those rows than
 * the server drew.
 */
const MIN_FIRST_ROWS = 10;

export function useFirstRows<Row>(
  rows: readonly Row[],
  {
    body,
    minRowHeight,
    minTop = 0,
    enabled,
  }: { body: RefObject<HTMLElement | null>; minRowHeight: number; minTop?: number; enabled: boolean },
): readonly Row[] {
  // The rows array whose rest has been rendered; until then a new one shows its first rows only.
  const [restRenderedFor, setRestRenderedFor] = useState<readonly Row[] | null>(null);
  const restRendered = !enabled || restRenderedFor === rows;
  // Read at render, as the last commit left it, and only for rows whose rest is still to come: a
  // new set's first pass is counted from there (other renders read no layout).
  const serverRender = useServerRender();
  const renderWindow = useServerRenderWindow();
  const drawnRows = Math.max(MIN_FIRST_ROWS, Math.ceil((renderWindow.height - minTop) / minRowHeight));
  // The rows the server drew, once hydrated, stay until the rest comes: the browser's own window may
  // hold fewer, and dropping the others for a frame flickered them and jolted the columns' widths.
  const [hydratedRows] = useState(() => (serverRender ? rows : null));
  const firstRows = restRendered
    ? rows.length
    : serverRender
      ? drawnRows
      : Math.max(firstRowCount(body.current, minRowHeight), hydratedRows === rows ? drawnRows : 0);
  const showsAll = restRendered || rows.length <= firstRows;
  const shown = useMemo(() => (showsAll ? rows : rows.slice(0, firstRows)), [showsAll, rows, firstRows]);
  useEffect(() => {
    if (showsAll) return;
    // The rest starts once the first rows are painted: started at once, its render slices ran
    // before that frame and held it back (bench #3).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRestRenderedFor(rows)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [showsAll, rows]);
  return shown;
}

function firstRowCount(body: Element | null, minRowHeight: number): number {
  // The layout is the last frame's, clean: reading it forces no layout.
  const top = body ? Math.max(0, body.getBoundingClientRect().top) : 0;
  return Math.max(MIN_FIRST_ROWS, Math.ceil((window.innerHeight - top) / minRowHeight));
}
