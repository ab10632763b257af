/**
 * Keys that move between the rows of a list or table: arrows or j/k (as in many mail and code
 * review tools), Home and End. `rowIndexForKey('j', 3, 10)` → `4`; `rowIndexForKey('x', 3, 10)` →
 * `null` (not a navigation key, let it through). The index stays within `[0, count - 1]`.
 */
export function rowIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const from = Math.min(Math.max(current, 0), last);
  switch (key) {
    case 'ArrowDown':
    case 'j':
      return Math.min(from + 1, last);
    case 'ArrowUp':
    case 'k':
      return Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Whether a key press goes to something the person types into (so single-key shortcuts must not fire). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return false;
}
