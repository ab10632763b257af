/**
 * A value kept outside React (a dialog's state, what storage holds) that components follow with
 * useExternalStore (useSyncExternalStore underneath). `get` returns the same value until it
 * changes, as useSyncExternalStore requires; the first `get` reads it.
 *
 * ```ts
 * const theme = createExternalStore(readStoredTheme); // read on first use
 * theme.set('dark');  // the page follows at once, whatever storage managed to keep
 * theme.reload();     // storage changed elsewhere (another tab): read it again on the next `get`
 * ```
 *
 * `onServer` gives the value a server-rendered first view shows, and the browser while it hydrates
 * that HTML (what storage holds is the browser's alone); without it, `get`'s.
 */
export type ExternalStore<Value> = {
  get: () => Value;
  set: (value: Value) => void;
  reload: () => void;
  subscribe: (listener: () => void) => () => void;
  /** The value on the server and while hydrating (useSyncExternalStore's server snapshot). */
  getServer: () => Value;
};

export function createExternalStore<Value>(read: () => Value, onServer?: () => Value): ExternalStore<Value> {
  let current: { value: Value } | undefined;
  const get = () => {
    current ??= { value: read() };
    return current.value;
  };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get,
    getServer: onServer ?? get,
    set: (value) => {
      current = { value };
      notify();
    },
    reload: () => {
      current = undefined;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
