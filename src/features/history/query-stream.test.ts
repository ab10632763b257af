import { CancelledError } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryStream, type StreamOptions } from './query-stream.ts';

/** A fake query layer: each fetch waits until the test answers it. */
function fakeQueries(cache: Record<string, string> = {}) {
  const pending = new Map<string, PromiseWithResolvers<string>>();
  const fetched: string[] = [];
  const cancelled: string[] = [];
  const selected: string[] = [];
  const answer = async (id: string, value = `answer ${id}`) => {
    const fetch = pending.get(id);
    if (fetch === undefined) throw new Error(`${id} is not being fetched`);
    pending.delete(id);
    fetch.resolve(value);
    await Promise.resolve();
  };
  const fail = async (id: string, error: Error) => {
    const fetch = pending.get(id);
    if (fetch === undefined) throw new Error(`${id} is not being fetched`);
    pending.delete(id);
    fetch.reject(error);
    await Promise.resolve();
  };
  const options = (ids: readonly string[]): StreamOptions<string, string> => ({
    ids,
    cached: (id) => cache[id],
    fetch: (id) => {
      fetched.push(id);
      const fetch = Promise.withResolvers<string>();
      pending.set(id, fetch);
      return fetch.promise;
    },
    cancel: (id) => {
      cancelled.push(id);
      pending.get(id)?.reject(new CancelledError());
      pending.delete(id);
    },
    select: (data) => {
      selected.push(data);
      return data.toUpperCase();
    },
    atATime: 2,
    tellEveryMs: 100,
    stopsAll: (error) => error.message === 'Too many requests',
  });
  return { options, answer, fail, fetched, cancelled, selected, inFlight: () => [...pending.keys()] };
}

const statuses = (stream: QueryStream<string, string>) =>
  Object.fromEntries(stream.get().items.map((item) => [item.id, item.status]));

describe('QueryStream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-02T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a few at a time in order; a cached answer is used without a fetch or a turn', async () => {
    const queries = fakeQueries({ b: 'cached b' });
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd', 'e']));
    expect(statuses(stream)).toEqual({ a: 'waiting', b: 'read', c: 'waiting', d: 'waiting', e: 'waiting' });
    expect(stream.get().stopped).toBe(false);
    expect(queries.fetched).toEqual([]);

    stream.connect(() => {});
    expect(queries.inFlight()).toEqual(['a', 'c']);
    await queries.answer('c');
    expect(queries.inFlight()).toEqual(['a', 'd']);
    await queries.answer('a');
    await queries.answer('d');
    await queries.answer('e');
    vi.runAllTimers();
    expect(queries.fetched).toEqual(['a', 'c', 'd', 'e']);
    expect(stream.get().items.map((item) => item.data)).toEqual([
      'ANSWER A',
      'CACHED B',
      'ANSWER C',
      'ANSWER D',
      'ANSWER E',
    ]);
    expect(queries.selected).toEqual(['cached b', 'answer c', 'answer a', 'answer d', 'answer e']);
  });

  it('keeps a failed one with its error and reads the rest; its retry fetches it again', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c']));
    stream.connect(() => {});
    await queries.fail('a', new Error('The DNS API failed'));
    await queries.answer('b');
    await queries.answer('c');
    vi.runAllTimers();
    const failed = stream.get().items[0];
    expect(failed).toMatchObject({ id: 'a', status: 'failed', error: new Error('The DNS API failed') });

    failed?.retry();
    failed?.retry();
    expect(statuses(stream)).toEqual({ a: 'reading', b: 'read', c: 'read' });
    await queries.answer('a');
    vi.runAllTimers();
    expect(statuses(stream)).toEqual({ a: 'read', b: 'read', c: 'read' });
    expect(queries.fetched).toEqual(['a', 'b', 'c', 'a']);
  });

  it('cancels what is under way on stop, ignores answers that come anyway, and goes on in order on resume', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd']));
    const listener = vi.fn<() => void>();
    stream.connect(listener);
    await queries.answer('a');
    stream.stop();
    expect(queries.cancelled).toEqual(['b', 'c']);
    expect(stream.get()).toMatchObject({ stopped: true, stoppedBy: null });
    expect(statuses(stream)).toEqual({ a: 'read', b: 'waiting', c: 'waiting', d: 'waiting' });
    await Promise.resolve();
    expect(queries.inFlight()).toEqual([]);

    listener.mockClear();
    stream.resume();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stream.get()).toMatchObject({ stopped: false });
    expect(queries.inFlight()).toEqual(['b', 'c']);
    expect(queries.fetched).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('stops at a failure that stops all, cancelling the rest and saying why; resume reads the failed one again', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd']));
    const listener = vi.fn<() => void>();
    stream.connect(listener);
    await queries.answer('a');
    await queries.fail('b', new Error('Not found'));
    expect(queries.inFlight()).toEqual(['c', 'd']);
    listener.mockClear();

    const limited = new Error('Too many requests');
    await queries.fail('c', limited);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queries.cancelled).toEqual(['d']);
    expect(queries.inFlight()).toEqual([]);
    expect(stream.get()).toMatchObject({ stopped: true, stoppedBy: limited });
    expect(statuses(stream)).toEqual({ a: 'read', b: 'failed', c: 'failed', d: 'waiting' });

    // Retrying another failed one leaves the reason; retrying the one that stopped it clears it, stopped all the same.
    stream.get().items[1]?.retry();
    expect(stream.get()).toMatchObject({ stopped: true, stoppedBy: limited });
    stream.get().items[2]?.retry();
    expect(stream.get()).toMatchObject({ stopped: true, stoppedBy: null });
    await queries.fail('c', limited);
    expect(stream.get()).toMatchObject({ stopped: true, stoppedBy: limited });
    expect(queries.inFlight()).toEqual([]);
    expect(statuses(stream)).toMatchObject({ b: 'waiting', c: 'failed' });

    stream.resume();
    expect(stream.get()).toMatchObject({ stopped: false, stoppedBy: null });
    expect(queries.inFlight()).toEqual(['b', 'c']);
    await queries.answer('b');
    await queries.answer('c');
    await queries.answer('d');
    vi.runAllTimers();
    expect(statuses(stream)).toEqual({ a: 'read', b: 'read', c: 'read', d: 'read' });
  });

  it('takes an answer cached after it was made (a prefetch that ended meanwhile) without a fetch', () => {
    const cache: Record<string, string> = {};
    const queries = fakeQueries(cache);
    const stream = new QueryStream(queries.options(['a', 'b', 'c']));
    cache.a = 'prefetched a';
    stream.connect(() => {});
    expect(queries.inFlight()).toEqual(['b', 'c']);
    expect(stream.get().items[0]).toMatchObject({ status: 'read', data: 'PREFETCHED A' });
  });

  it('asks for nothing more while stopped: not when connected again, nor once a retried one is read', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd']));
    stream.connect(() => {});
    await queries.fail('a', new Error('The DNS API failed'));
    stream.stop();
    stream.disconnect();
    stream.connect(() => {});
    expect(queries.inFlight()).toEqual([]);

    stream.get().items[0]?.retry();
    await queries.answer('a');
    expect(queries.inFlight()).toEqual([]);
    expect(queries.fetched).toEqual(['a', 'b', 'c', 'a']);
  });

  it('gives a fetch cancelled by someone else its turn again', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c']));
    stream.connect(() => {});
    await queries.fail('a', new CancelledError());
    expect(queries.inFlight()).toEqual(['b', 'a']);
    expect(statuses(stream)).toMatchObject({ a: 'reading' });
  });

  it('cancels what is under way when disconnected, and asks again when connected again', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b']));
    const listener = vi.fn<() => void>();
    stream.connect(listener);
    stream.disconnect();
    expect(queries.cancelled).toEqual(['a', 'b']);
    listener.mockClear();
    await Promise.resolve();
    vi.runAllTimers();
    expect(listener).not.toHaveBeenCalled();
    // Nothing a late click could start while disconnected.
    stream.resume();
    expect(queries.inFlight()).toEqual([]);
    stream.stop();

    stream.resume();
    stream.connect(listener);
    expect(queries.inFlight()).toEqual(['a', 'b']);
  });

  it('connects as useSyncExternalStore subscribes, and disconnects when it unsubscribes', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c']));
    const listener = vi.fn<() => void>();
    const unsubscribe = stream.subscribe(listener);
    expect(queries.inFlight()).toEqual(['a', 'b']);
    await queries.fail('a', new Error('The DNS API failed'));
    vi.runAllTimers();
    const failed = stream.get().items[0];
    unsubscribe();
    expect(queries.cancelled).toEqual(['b', 'c']);
    failed?.retry();
    expect(queries.inFlight()).toEqual([]);
  });

  it('keeps what a stream over the same queries read before, asking only for the new ones', async () => {
    const queries = fakeQueries();
    const before = new QueryStream(queries.options(['b', 'c', 'd']));
    before.connect(() => {});
    await queries.answer('b');
    await queries.fail('c', new Error('The DNS API failed'));

    // d is still being read, c failed: only b is kept.
    const after = new QueryStream(queries.options(['a', 'b', 'c', 'd']), before);
    expect(statuses(after)).toEqual({ a: 'waiting', b: 'read', c: 'waiting', d: 'waiting' });
    before.disconnect();
    after.connect(() => {});
    expect(queries.inFlight()).toEqual(['a', 'c']);
    expect(queries.selected).toEqual(['answer b']);
  });

  it('tells of answers arriving close together once, and of a stop at once', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd', 'e']));
    const listener = vi.fn<() => void>();
    stream.connect(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    const first = stream.get();

    await queries.answer('a');
    await queries.answer('b');
    await queries.answer('c');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stream.get()).toBe(first);
    vi.advanceTimersByTime(99);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(statuses(stream)).toEqual({ a: 'read', b: 'read', c: 'read', d: 'reading', e: 'reading' });

    // A full interval after the last telling, an answer is told without waiting, but in a task of its own.
    vi.advanceTimersByTime(100);
    await queries.answer('d');
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(0);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(statuses(stream)).toMatchObject({ d: 'read' });

    // A stop is told at once, with the answer that was waiting its telling; nothing is told after.
    await queries.answer('e');
    expect(listener).toHaveBeenCalledTimes(3);
    stream.stop();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(statuses(stream)).toMatchObject({ e: 'read' });
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
