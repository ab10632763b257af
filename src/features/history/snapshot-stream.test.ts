import { CancelledError } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryStream, type StreamOptions } from './snapshot-stream.ts';

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
  });
  return { options, answer, fail, fetched, cancelled, selected, inFlight: () => [...pending.keys()] };
}

const statuses = (stream: QueryStream<string, string>) =>
  Object.fromEntries(stream.get().items.map((item) => [item.id, item.status]));

describe('QueryStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a few at a time in order; a cached answer is used without a fetch or a turn', async () => {
    const queries = fakeQueries({ b: 'cached b' });
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd', 'e']));
    expect(statuses(stream)).toEqual({ a: 'waiting', b: 'read', c: 'waiting', d: 'waiting', e: 'waiting' });
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
    expect(statuses(stream)).toEqual({ a: 'reading', b: 'read', c: 'read' });
    await queries.answer('a');
    vi.runAllTimers();
    expect(statuses(stream)).toEqual({ a: 'read', b: 'read', c: 'read' });
    expect(queries.fetched).toEqual(['a', 'b', 'c', 'a']);
  });

  it('cancels what is under way on stop, ignores answers that come anyway, and goes on in order on resume', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd']));
    stream.connect(() => {});
    await queries.answer('a');
    stream.stop();
    expect(queries.cancelled).toEqual(['b', 'c']);
    expect(stream.get()).toMatchObject({ stopped: true });
    expect(statuses(stream)).toEqual({ a: 'read', b: 'waiting', c: 'waiting', d: 'waiting' });
    await Promise.resolve();
    expect(queries.inFlight()).toEqual([]);

    stream.resume();
    expect(stream.get()).toMatchObject({ stopped: false });
    expect(queries.inFlight()).toEqual(['b', 'c']);
    expect(queries.fetched).toEqual(['a', 'b', 'c', 'b', 'c']);
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

    stream.connect(listener);
    expect(queries.inFlight()).toEqual(['a', 'b']);
  });

  it('keeps what a stream over the same queries read before, asking only for the new ones', async () => {
    const queries = fakeQueries();
    const before = new QueryStream(queries.options(['b', 'c']));
    before.connect(() => {});
    await queries.answer('b');
    before.disconnect();

    const after = new QueryStream(queries.options(['a', 'b', 'c']), before);
    expect(statuses(after)).toEqual({ a: 'waiting', b: 'read', c: 'waiting' });
    after.connect(() => {});
    expect(queries.inFlight()).toEqual(['a', 'c']);
    expect(queries.selected).toEqual(['answer b']);
  });

  it('tells of answers arriving close together once, and of a stop at once', async () => {
    const queries = fakeQueries();
    const stream = new QueryStream(queries.options(['a', 'b', 'c', 'd']));
    const listener = vi.fn<() => void>();
    stream.connect(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    const first = stream.get();

    await queries.answer('a');
    await queries.answer('b');
    await queries.answer('c');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stream.get()).toBe(first);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(statuses(stream)).toEqual({ a: 'read', b: 'read', c: 'read', d: 'reading' });

    stream.stop();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(statuses(stream)).toMatchObject({ d: 'waiting' });
  });
});
