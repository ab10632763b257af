/**
 * Recently opened domains and templates, remembered on this device (localStorage), newest first,
 * at most {@link MAX_RECENT}. Storage may be unavailable or hold junk: both read as an empty list,
 * and a stored list keeps only its non-blank texts, each once (the lists use them as React keys).
 */
export type RecentKind = 'domains' | 'templates';

export const MAX_RECENT = 8;
const storageKey = (kind: RecentKind) => `zonescope.recent.${kind}`;

type Listener = () => void;
const listeners = new Set<Listener>();
const cache = new Map<RecentKind, readonly string[]>();

export function readRecent(kind: RecentKind): readonly string[] {
  const cached = cache.get(kind);
  if (cached) return cached;
  let items: string[] = [];
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(kind)) ?? '[]');
    if (Array.isArray(parsed)) items = storedItems(parsed);
  } catch {
    items = [];
  }
  cache.set(kind, items);
  return items;
}

/** `["1001", "1001", "", 7, "1002"]` → `["1001", "1002"]`: texts only, none blank, each once, first kept. */
function storedItems(parsed: readonly unknown[]): string[] {
  const items = new Set<string>();
  for (const item of parsed) {
    if (items.size === MAX_RECENT) break;
    if (typeof item === 'string' && item.trim() !== '') items.add(item);
  }
  return [...items];
}

export function rememberRecent(kind: RecentKind, item: string): void {
  const current = readRecent(kind);
  if (current[0] === item) return;
  write(kind, [item, ...current.filter((existing) => existing !== item)].slice(0, MAX_RECENT));
}

export function forgetRecent(kind: RecentKind): void {
  write(kind, []);
}

export function subscribeToRecent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function write(kind: RecentKind, items: string[]): void {
  try {
    globalThis.localStorage?.setItem(storageKey(kind), JSON.stringify(items));
  } catch {
    // Not remembered where storage is unavailable; the list still updates for this page.
  }
  cache.set(kind, items);
  for (const listener of listeners) listener();
}
