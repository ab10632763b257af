import { useSyncExternalStore } from 'react';
import type { ExternalStore } from '../lib/external-store.ts';

/**
 * The value of a store outside React (lib/external-store.ts), or the part of it `select` picks;
 * the component renders again when it changes. `select` must return a part that keeps its
 * identity while it is unchanged (a field, not a new object). A server render, and the browser
 * hydrating it, read the store's server value.
 */
export function useExternalStore<Value>(store: ExternalStore<Value>): Value;
export function useExternalStore<Value, Part>(store: ExternalStore<Value>, select: (value: Value) => Part): Part;
export function useExternalStore<Value, Part>(
  store: ExternalStore<Value>,
  select?: (value: Value) => Part,
): Value | Part {
  const read: () => Value | Part = select ? () => select(store.get()) : store.get;
  const readOnServer: () => Value | Part = select ? () => select(store.getServer()) : store.getServer;
  return useSyncExternalStore(store.subscribe, read, readOnServer);
}
