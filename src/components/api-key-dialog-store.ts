import { useSyncExternalStore } from 'react';

/** Whether the API key dialog is open, and why: any screen can ask for a key. */
export type KeyDialogState = { open: false } | { open: true; reason: 'requested' | 'refused' };

let state: KeyDialogState = { open: false };
const listeners = new Set<() => void>();

export function openKeyDialog(reason: 'requested' | 'refused'): void {
  if (state.open) return;
  state = { open: true, reason };
  for (const listener of listeners) listener();
}

export function closeKeyDialog(): void {
  if (!state.open) return;
  state = { open: false };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const CLOSED: KeyDialogState = { open: false };

/** Closed in a server-rendered first view: only the browser's own requests can be refused. */
export function useKeyDialogState(): KeyDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
