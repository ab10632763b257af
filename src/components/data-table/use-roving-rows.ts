import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { isTypingTarget, rowIndexForKey } from '../../lib/keyboard-navigation.ts';

/**
 * The rows of a table as one roving tab stop: arrows or j/k move between them, Home and End jump
 * (a virtualized row is scrolled to first, then focused). j or k with nothing focused (the page,
 * its main region, or a heading focus was moved to) enters the table at its current row. Rows are
 * `tr[data-row-index]` inside `body`.
 */
export function useRovingRows({
  count,
  body,
  scrollToIndex,
}: {
  count: number;
  body: RefObject<HTMLElement | null>;
  scrollToIndex: (index: number) => void;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(count - 1, 0));
  /** A row to focus once it is rendered (a virtualized row scrolled to). */
  const pendingFocus = useRef<number | null>(null);

  const rowElement = (index: number) =>
    body.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`) ?? null;

  const focusRow = (index: number) => {
    setActiveIndex(index);
    const element = rowElement(index);
    if (element) {
      element.focus();
      return;
    }
    pendingFocus.current = index;
    scrollToIndex(index);
  };

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = body.current?.querySelector<HTMLElement>(`tr[data-row-index="${pendingFocus.current}"]`);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'j' && event.key !== 'k') return;
      if (!isResting(event.target)) return;
      const element = body.current?.querySelector<HTMLElement>('tr[data-row-index][tabindex="0"]');
      if (!element) return;
      event.preventDefault();
      element.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [body]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('tr[data-row-index]') : null;
    if (!row) return;
    const next = rowIndexForKey(event.key, Number(row.dataset.rowIndex), count);
    if (next === null) return;
    event.preventDefault();
    focusRow(next);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('tr[data-row-index]') : null;
    if (row) setActiveIndex(Number(row.dataset.rowIndex));
  };

  return { active, bodyProps: { onKeyDown, onFocus } };
}

/** Focus rests on nothing in particular: the page, its main region, or a heading it was moved to. */
function isResting(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target === document.body || target.id === 'main') return true;
  return /^H[1-6]$/.test(target.tagName);
}
