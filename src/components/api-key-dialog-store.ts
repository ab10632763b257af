import { useExternalStore } from '../hooks/use-external-store.ts';
import { createExternalStore } from '../lib/external-store.ts';

/**
 * Whether the API key dialog is open, and why: any screen can ask for a key. `said` is what the
 * service said when it refused one, as a sentence (`The service said: “Authentication failed
 * (code 2)”.`). A refusal of the account (payment, plan) never opens it: see `isAccountRefusal`.
 */
export type KeyDialogState = { open: false } | { open: true; reason: 'requested' | 'refused'; said?: string };

const keyDialog = createExternalStore<KeyDialogState>(() => ({ open: false }));

export function openKeyDialog(reason: 'requested' | 'refused', said?: string): void {
  if (!keyDialog.get().open) keyDialog.set(said === undefined ? { open: true, reason } : { open: true, reason, said });
}

export function closeKeyDialog(): void {
  if (keyDialog.get().open) keyDialog.set({ open: false });
}

export function useKeyDialogState(): KeyDialogState {
  return useExternalStore(keyDialog);
}
