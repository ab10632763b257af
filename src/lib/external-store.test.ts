import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store.ts';

describe('createExternalStore', () => {
  it('reads on first use and returns the same value until it changes', () => {
    let source = { items: ['a'] };
    const read = vi.fn<() => { items: string[] }>(() => source);
    const store = createExternalStore(read);
    expect(read).not.toHaveBeenCalled();
    const first = store.get();
    expect(store.get()).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);

    source = { items: ['b'] };
    // The source changing alone is not seen: only set and reload change the value.
    expect(store.get()).toBe(first);
    store.reload();
    expect(store.get()).toEqual({ items: ['b'] });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps a set value without reading the source, and tells each subscriber until it unsubscribes', () => {
    const store = createExternalStore(() => 'system');
    const listener = vi.fn<() => void>();
    const unsubscribe = store.subscribe(listener);
    store.set('dark');
    expect(store.get()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    store.reload();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toBe('system');
    unsubscribe();
    store.set('light');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives its server value to a server render without reading the source; without one, its value', () => {
    const read = vi.fn<() => string>(() => 'dark');
    const store = createExternalStore(read, () => 'system');
    expect(store.getServer()).toBe('system');
    expect(read).not.toHaveBeenCalled();
    expect(store.get()).toBe('dark');
    const plain = createExternalStore(() => 'light');
    expect(plain.getServer()).toBe('light');
  });
});
