/**
 * Recently opened domains and templates, remembered on this device (localStorage), newest first,
 * at most {@link MAX_RECENT}. Storage may be unavailable or hold junk: both read as an empty list,
 * and a stored list keeps only its non-blank texts, each once (the lists use them as React keys).
 */
import { createExternalStore } from './external-store.ts';

export type RecentKind = 'domains' | 'templates';

export const MAX_RECENT = 8;
const storageKey = (kind: RecentKind) => `zonescope.recent.${kind}`;

const NONE: Readonly<Record<RecentKind, readonly string[]>> = { domains: [], templates: [] };

/**
 * Both lists, read from storage on first use; each keeps its identity until it changes. None in a
 * server render, which cannot know them: the browser fills them in once it has hydrated.
 */
export const recentItemsStore = createExternalStore<Readonly<Record<RecentKind, readonly string[]>>>(
  () => ({ domains: readStored('domains'), templates: readStored('templates') }),
  () => NONE,
);

export function readRecent(kind: RecentKind): readonly string[] {
  return recentItemsStore.get()[kind];
}

function readStored(kind: RecentKind): string[] {
  // Storage missing, refusing or holding junk all end in the catch: an empty list.
  try {
    // Stryker disable next-line StringLiteral: with nothing stored, '' would throw in JSON.parse, and the catch gives the same empty list
    const parsed: unknown = JSON.parse(globalThis.localStorage.getItem(storageKey(kind)) ?? '[]');
    return Array.isArray(parsed) ? storedItems(parsed) : [];
  } catch {
    return [];
  }
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

/** Drops one item from its list (a domain the DNS API does not know), leaving the others as they were. */
export function forgetRecentItem(kind: RecentKind, item: string): void {
  const current = readRecent(kind);
  if (current.includes(item))
    write(
      kind,
      current.filter((existing) => existing !== item),
    );
}

export function forgetRecent(kind: RecentKind): void {
  write(kind, []);
}

function write(kind: RecentKind, items: string[]): void {
  try {
    globalThis.localStorage.setItem(storageKey(kind), JSON.stringify(items));
  } catch {
    // Not remembered where storage is unavailable; the list still updates for this page.
  }
  recentItemsStore.set({ ...recentItemsStore.get(), [kind]: items });
}
