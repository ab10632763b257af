import { useExternalStore } from '../hooks/use-external-store.ts';
import { createExternalStore } from '../lib/external-store.ts';

/** Whether the API key dialog is open, and why: any screen can ask for a key. */
export type KeyDialogState = { open: false } | { open: true; reason: 'requested' | 'refused' };

const keyDialog = createExternalStore<KeyDialogState>(() => ({ open: false }));

export function openKeyDialog(reason: 'requested' | 'refused'): void {
  if (!keyDialog.get().open) keyDialog.set({ open: true, reason });
}

export function closeKeyDialog(): void {
  if (keyDialog.get().open) keyDialog.set({ open: false });
}

export function useKeyDialogState(): KeyDialogState {
  return useExternalStore(keyDialog);
}
