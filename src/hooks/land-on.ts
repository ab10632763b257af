/**
 * Focus on a part of a page, and the part at the window's top (below the sticky header), as
 * following a link to its fragment does: a heading gets `tabindex=-1` for it, so that the next
 * Tab goes on from there.
 */
export function landOn(part: HTMLElement): void {
  if (!part.hasAttribute('tabindex')) part.tabIndex = -1;
  part.focus({ preventScroll: true });
  // jsdom has no layout, and no scrollIntoView.
  if (typeof part.scrollIntoView === 'function') part.scrollIntoView({ block: 'start' });
}
