/**
 * Where the browser keeps the API key: sessionStorage by default, localStorage when the person asks
 * to be remembered on this device. Never in a URL, never logged. Storage can be unavailable (private
 * modes, blocked cookies); then the key lives only in memory for this page.
 */
import { createExternalStore } from '../lib/external-store.ts';

const STORAGE_KEY = 'zonescope.apiKey';

let memoryKey: string | null = null;

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const pick of [() => globalThis.sessionStorage, () => globalThis.localStorage]) {
    try {
      const storage = pick();
      if (storage) found.push(storage);
    } catch {
      // Access to storage can throw (sandboxed frames, blocked storage).
    }
  }
  return found;
}

export type StoredKey = { key: string; remembered: boolean };

/**
 * The current key, read again from storage after each change (useExternalStore follows it). None
 * in a server render: the server never sees the browser's key.
 */
export const apiKeyStore = createExternalStore(lookUpKey, () => null);

export function readApiKey(): StoredKey | null {
  return apiKeyStore.get();
}

function lookUpKey(): StoredKey | null {
  if (memoryKey !== null) return { key: memoryKey, remembered: false };
  const [session, local] = [safeGet(globalThis.sessionStorage), safeGet(globalThis.localStorage)];
  if (session) return { key: session, remembered: false };
  if (local) return { key: local, remembered: true };
  return null;
}

export function saveApiKey(key: string, remember: boolean): void {
  clearStorages();
  const trimmed = key.trim();
  if (trimmed === '') return apiKeyStore.reload();
  const target = remember ? globalThis.localStorage : globalThis.sessionStorage;
  try {
    target.setItem(STORAGE_KEY, trimmed);
  } catch {
    memoryKey = trimmed;
  }
  apiKeyStore.reload();
}

export function clearApiKey(): void {
  clearStorages();
  apiKeyStore.reload();
}

// Another tab changing the remembered key.
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === STORAGE_KEY || event.key === null) apiKeyStore.reload();
});

function clearStorages(): void {
  memoryKey = null;
  for (const storage of storages()) {
    try {
      storage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to clear where storage is unavailable.
    }
  }
}

function safeGet(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
