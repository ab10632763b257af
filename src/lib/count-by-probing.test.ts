import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countByProbing } from './count-by-probing.ts';

const failing = () => Promise.reject(new DOMException('aborted', 'AbortError'));

/** A list of `count` items, asked one offset at a time; records the offsets asked. */
function listOf(count: number) {
  const asked: number[] = [];
  const exists = (offset: number) => {
    asked.push(offset);
    return Promise.resolve(offset < count);
  };
  return { asked, exists };
}

/**
 * The offsets of `asked` whose answer was known before they were asked: below `atLeast` (there),
 * at or past a usable `atMost` (not there), or implied by an earlier answer about the list of
 * `count` items (an item there means every item before it is; a missing one, every item after).
 */
function wastedProbes(asked: readonly number[], count: number, atLeast: number, atMost?: number): number[] {
  return asked.filter((offset, index) => {
    const earlier = asked.slice(0, index);
    return (
      offset < atLeast ||
      (atMost !== undefined && atMost >= atLeast && offset >= atMost) ||
      earlier.some((before) => (before < count ? offset <= before : offset >= before))
    );
  });
}

describe('countByProbing', () => {
  it('finds 50,000 from a snapshot’s 49,960 in a dozen probes', async () => {
    const list = listOf(50_000);
    const result = await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(result).toEqual({ count: 50_000, probes: 12 });
    // From the estimate one step of a fiftieth of it (999) up, then halving [49,961, 50,959).
    expect(list.asked.slice(0, 2)).toEqual([49_960, 50_959]);
    expect(list.asked).toHaveLength(12);
    expect(wastedProbes(list.asked, 50_000, 101)).toEqual([]);
  });

  it('finds a zone that shrank well below its estimate, stepping down in steps that double', async () => {
    const list = listOf(30_000);
    const result = await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(result).toEqual({ count: 30_000, probes: list.asked.length });
    // Down by 999, 1,998, 3,996, 7,992, then 15,984 finds an item; halving [18,992, 34,975) follows.
    expect(list.asked.slice(0, 6)).toEqual([49_960, 48_961, 46_963, 42_967, 34_975, 18_991]);
    expect(list.asked.length).toBe(20);
    expect(wastedProbes(list.asked, 30_000, 101)).toEqual([]);
  });

  it('starts from what is known when there is no estimate, or one below it', async () => {
    for (const estimate of [undefined, 100]) {
      const list = listOf(5_200);
      expect(await countByProbing(list.exists, { atLeast: 5_000, estimate })).toEqual({
        count: 5_200,
        probes: list.asked.length,
      });
      // Steps of what is known: 5,000 then 10,000; halving [5,001, 10,000) follows.
      expect(list.asked.slice(0, 2)).toEqual([5_000, 10_000]);
      expect(wastedProbes(list.asked, 5_200, 5_000)).toEqual([]);
    }
  });

  it('takes an estimate equal to what is known as one', async () => {
    const list = listOf(5_200);
    expect(await countByProbing(list.exists, { atLeast: 5_000, estimate: 5_000 })).toEqual({
      count: 5_200,
      probes: list.asked.length,
    });
    expect(list.asked.slice(0, 3)).toEqual([5_000, 5_100, 5_300]);
  });

  it('asks nothing twice when the count is just past the estimate', async () => {
    const list = listOf(1_001);
    expect(await countByProbing(list.exists, { atLeast: 1, estimate: 1_000 })).toEqual({
      count: 1_001,
      probes: list.asked.length,
    });
    expect(list.asked).toEqual([1_000, 1_020, 1_010, 1_005, 1_003, 1_002, 1_001]);
  });

  it('asks nothing twice when the count is just below where stepping down finds an item', async () => {
    const list = listOf(48_962);
    await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(list.asked.slice(0, 2)).toEqual([49_960, 48_961]);
    expect(wastedProbes(list.asked, 48_962, 101)).toEqual([]);
  });

  it('needs no probe beyond what is known when a known bound closes the range', async () => {
    const list = listOf(40);
    expect(await countByProbing(list.exists, { atLeast: 40, atMost: 40 })).toEqual({ count: 40, probes: 0 });
  });

  it('halves between the bounds it is given', async () => {
    const list = listOf(600);
    expect(await countByProbing(list.exists, { atLeast: 0, atMost: 1_000 })).toEqual({
      count: 600,
      probes: list.asked.length,
    });
    expect(list.asked.slice(0, 3)).toEqual([500, 750, 625]);
  });

  it('ignores a bound below what is known (the zone grew since it was counted)', async () => {
    const list = listOf(60);
    expect(await countByProbing(list.exists, { atLeast: 50, atMost: 10 })).toEqual({
      count: 60,
      probes: list.asked.length,
    });
  });

  it('stops at its probe budget and says what it knows, at every stage of the search', async () => {
    const up = listOf(1_000_000);
    expect(await countByProbing(up.exists, { atLeast: 1, maxProbes: 5 })).toEqual({ atLeast: 242, probes: 5 });
    expect(up.asked).toEqual([1, 17, 49, 113, 241]);

    const down = listOf(100);
    expect(await countByProbing(down.exists, { atLeast: 101, estimate: 49_960, maxProbes: 3 })).toEqual({
      atLeast: 101,
      probes: 3,
    });
    expect(down.asked).toEqual([49_960, 48_961, 46_963]);

    const halving = listOf(600);
    expect(await countByProbing(halving.exists, { atLeast: 0, atMost: 1_000, maxProbes: 3 })).toEqual({
      atLeast: 501,
      probes: 3,
    });
  });

  it('does not search past the largest offset worth asking, and asks it once', async () => {
    const list = listOf(Number.POSITIVE_INFINITY);
    const result = await countByProbing(list.exists, { atLeast: 1, maxOffset: 10_000 });
    expect(result).toEqual({ atLeast: 10_001, probes: 11 });
    expect(list.asked).toEqual([1, 17, 49, 113, 241, 497, 1_009, 2_033, 4_081, 8_177, 10_000]);
  });

  it('passes on a failed probe', async () => {
    await expect(countByProbing(failing, { atLeast: 1 })).rejects.toThrow('aborted');
  });

  it('finds every count exactly, with or without an estimate or bounds, within its budget, asking nothing it knows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        async (count, estimate, known, bounded) => {
          const list = listOf(count);
          const atLeast = Math.min(known, count);
          const atMost = bounded ? count + known : undefined;
          const result = await countByProbing(list.exists, { atLeast, estimate, atMost });
          expect(result).toEqual({ count, probes: list.asked.length });
          expect(list.asked.length).toBeLessThanOrEqual(50);
          expect(wastedProbes(list.asked, count, atLeast, atMost)).toEqual([]);
        },
      ),
    );
  });
});
