import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether a table is wider than its box. Tables wrap their text to fit (DnsText), so this is rare:
 * a 60-character label on a tablet. Then, and only then, the box scrolls sideways, so the page
 * itself never does; otherwise the box stays a plain box, because a scrolling box would hold the
 * table's sticky header (which sticks to the nearest scrolling box, not to the window).
 */
export function useOverflowGuard(box: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    const content = element?.firstElementChild;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(content.getBoundingClientRect().width > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    observer.observe(content);
    return () => observer.disconnect();
  }, [box]);
  return overflowing;
}
