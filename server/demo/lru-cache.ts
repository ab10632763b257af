/** A small least-recently-used cache: a Map's insertion order is its recency order. */
export type LruCache<V> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
};

export function createLruCache<V>(capacity: number): LruCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
