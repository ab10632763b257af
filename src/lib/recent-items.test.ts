import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The store keeps an in-memory copy once it has read storage, so each test loads a fresh module
 * and controls what storage holds before its first read.
 */
async function loadStore() {
  vi.resetModules();
  return import('./recent-items.ts');
}

const TEMPLATES_KEY = 'zonescope.recent.templates';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('recent items', () => {
  it('lists what was opened newest first, each once, and keeps it on the device', async () => {
    const store = await loadStore();
    expect(store.readRecent('templates')).toEqual([]);
    store.rememberRecent('templates', '1001');
    store.rememberRecent('templates', '1002');
    store.rememberRecent('templates', '1003');
    expect(store.readRecent('templates')).toEqual(['1003', '1002', '1001']);

    // Opening one again moves it to the front instead of listing it twice.
    store.rememberRecent('templates', '1001');
    expect(store.readRecent('templates')).toEqual(['1001', '1003', '1002']);
    store.rememberRecent('templates', '1001');
    expect(store.readRecent('templates')).toEqual(['1001', '1003', '1002']);

    expect(JSON.parse(localStorage.getItem(TEMPLATES_KEY) ?? 'null')).toEqual(['1001', '1003', '1002']);
    // A new page (a fresh module) reads the same list back.
    expect((await loadStore()).readRecent('templates')).toEqual(['1001', '1003', '1002']);
  });

  it('keeps at most the 8 most recent', async () => {
    const store = await loadStore();
    expect(store.MAX_RECENT).toBe(8);
    for (let id = 1; id <= 11; id += 1) store.rememberRecent('domains', `d${id}.example`);
    expect(store.readRecent('domains')).toEqual([
      'd11.example',
      'd10.example',
      'd9.example',
      'd8.example',
      'd7.example',
      'd6.example',
      'd5.example',
      'd4.example',
    ]);
    // Opening one that fell off brings it back at the front, and drops the oldest.
    store.rememberRecent('domains', 'd1.example');
    expect(store.readRecent('domains')).toHaveLength(8);
    expect(store.readRecent('domains')[0]).toBe('d1.example');
    expect(store.readRecent('domains')).not.toContain('d4.example');
  });

  it('reads both lists back from the device on a new page', async () => {
    localStorage.setItem('zonescope.recent.domains', JSON.stringify(['example.com', 'пример.рф']));
    localStorage.setItem(TEMPLATES_KEY, JSON.stringify(['1001']));
    const store = await loadStore();
    expect(store.readRecent('domains')).toEqual(['example.com', 'пример.рф']);
    expect(store.readRecent('templates')).toEqual(['1001']);
  });

  it('holds no list in a server render (it cannot know them), whatever the device keeps', async () => {
    localStorage.setItem('zonescope.recent.domains', JSON.stringify(['example.com']));
    const store = await loadStore();
    expect(store.recentItemsStore.getServer()).toEqual({ domains: [], templates: [] });
    expect(store.readRecent('domains')).toEqual(['example.com']);
  });

  it('keeps domains and templates apart, and forgets one kind only', async () => {
    const store = await loadStore();
    store.rememberRecent('domains', 'example.com');
    store.rememberRecent('templates', '1001');
    store.forgetRecent('domains');
    expect(store.readRecent('domains')).toEqual([]);
    expect(store.readRecent('templates')).toEqual(['1001']);
    expect((await loadStore()).readRecent('domains')).toEqual([]);
  });

  it('forgets one item (a domain the DNS API does not know), the others kept in their order', async () => {
    const store = await loadStore();
    store.rememberRecent('domains', 'example.com');
    store.rememberRecent('domains', 'nosuch.example');
    store.rememberRecent('domains', 'пример.рф');
    const listener = vi.fn<() => void>();
    store.recentItemsStore.subscribe(listener);
    store.forgetRecentItem('domains', 'nosuch.example');
    expect(store.readRecent('domains')).toEqual(['пример.рф', 'example.com']);
    expect((await loadStore()).readRecent('domains')).toEqual(['пример.рф', 'example.com']);
    // Not listed: nothing changes, nobody is told.
    store.forgetRecentItem('domains', 'nosuch.example');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about each change until they unsubscribe', async () => {
    const store = await loadStore();
    const listener = vi.fn<() => void>();
    const unsubscribe = store.recentItemsStore.subscribe(listener);
    store.rememberRecent('templates', '1001');
    expect(listener).toHaveBeenCalledTimes(1);
    // Already first: nothing changes, nobody is told.
    store.rememberRecent('templates', '1001');
    expect(listener).toHaveBeenCalledTimes(1);
    store.forgetRecent('templates');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.rememberRecent('templates', '1002');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same list until it changes (for useSyncExternalStore)', async () => {
    const store = await loadStore();
    store.rememberRecent('templates', '1001');
    const first = store.readRecent('templates');
    expect(store.readRecent('templates')).toBe(first);
    store.rememberRecent('templates', '1002');
    expect(store.readRecent('templates')).not.toBe(first);
  });

  it.each([
    ['text that is not JSON', '{"oops'],
    ['a JSON object', '{"0":"1001"}'],
    ['a JSON string', '"1001"'],
    ['a JSON number', '1001'],
    ['JSON null', 'null'],
    ['an empty text', ''],
  ])('reads %s in storage as an empty list, and replaces it on the next change', async (_what, stored) => {
    localStorage.setItem(TEMPLATES_KEY, stored);
    const store = await loadStore();
    expect(store.readRecent('templates')).toEqual([]);
    store.rememberRecent('templates', '1002');
    expect(store.readRecent('templates')).toEqual(['1002']);
    expect(JSON.parse(localStorage.getItem(TEMPLATES_KEY) ?? 'null')).toEqual(['1002']);
  });

  it('keeps only the texts of a stored list, at most as many as it keeps itself', async () => {
    localStorage.setItem(TEMPLATES_KEY, JSON.stringify([1001, '1001', null, { id: '1002' }, ['1003'], true, '1004']));
    expect((await loadStore()).readRecent('templates')).toEqual(['1001', '1004']);

    localStorage.setItem(TEMPLATES_KEY, JSON.stringify(Array.from({ length: 20 }, (_, index) => `t${index}`)));
    expect((await loadStore()).readRecent('templates')).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7']);
  });

  it('drops blank and repeated texts of a stored list, keeping the first of each', async () => {
    localStorage.setItem(TEMPLATES_KEY, JSON.stringify(['1001', '1001', '']));
    expect((await loadStore()).readRecent('templates')).toEqual(['1001']);

    localStorage.setItem(TEMPLATES_KEY, JSON.stringify([' ', '1002', '1001', '\t', '1002', '1003', '1001']));
    expect((await loadStore()).readRecent('templates')).toEqual(['1002', '1001', '1003']);

    localStorage.setItem(TEMPLATES_KEY, JSON.stringify(['', '  ']));
    expect((await loadStore()).readRecent('templates')).toEqual([]);
  });

  it('keeps 8 distinct items even when repeats come before them in a stored list', async () => {
    const stored = ['t0', 't0', 't1', '', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
    localStorage.setItem(TEMPLATES_KEY, JSON.stringify(stored));
    expect((await loadStore()).readRecent('templates')).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7']);
  });

  it('opens a stored repeat again without listing it twice', async () => {
    localStorage.setItem(TEMPLATES_KEY, JSON.stringify(['1001', '1002', '1001']));
    const store = await loadStore();
    store.rememberRecent('templates', '1002');
    expect(store.readRecent('templates')).toEqual(['1002', '1001']);
    expect(JSON.parse(localStorage.getItem(TEMPLATES_KEY) ?? 'null')).toEqual(['1002', '1001']);
  });

  it('works for the page alone when storage refuses to be read or written', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = await loadStore();
    const listener = vi.fn<() => void>();
    store.recentItemsStore.subscribe(listener);
    expect(store.readRecent('templates')).toEqual([]);
    expect(() => store.rememberRecent('templates', '1001')).not.toThrow();
    expect(store.readRecent('templates')).toEqual(['1001']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => store.forgetRecent('templates')).not.toThrow();
    expect(store.readRecent('templates')).toEqual([]);
  });

  it('works for the page alone when even reaching storage throws', async () => {
    // As in a browser that blocks site data: reading `localStorage` itself throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => globalThis.localStorage).toThrow('Access is denied');
    const store = await loadStore();
    expect(store.readRecent('domains')).toEqual([]);
    store.rememberRecent('domains', 'example.com');
    expect(store.readRecent('domains')).toEqual(['example.com']);
  });
});
