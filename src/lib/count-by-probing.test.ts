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
  it('finds 50,000 from a snapshot’s 49,960 in about a dozen probes', async () => {
    const list = listOf(50_000);
    const result = await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(result).toEqual({ count: 50_000, probes: 13 });
    // The estimate and its neighbour, one step of a fiftieth of it (999) up, then halving [49,962, 50,960).
    expect(list.asked.slice(0, 3)).toEqual([49_960, 49_961, 50_960]);
    expect(list.asked).toHaveLength(13);
    expect(wastedProbes(list.asked, 50_000, 101)).toEqual([]);
  });

  it('settles in two probes a count equal to its estimate or one more, small zone or large', async () => {
    for (const [count, estimate, asked] of [
      [21, 21, [21, 20]],
      [22, 21, [21, 22]],
      [50_000, 50_000, [50_000, 49_999]],
      [50_001, 50_000, [50_000, 50_001]],
    ] as const) {
      const list = listOf(count);
      const result = await countByProbing(list.exists, { atLeast: 0, estimate });
      expect(result).toEqual({ count, probes: list.asked.length });
      expect(list.asked).toEqual(asked);
    }
  });

  it('finds a zone that shrank well below its estimate, stepping down in steps that double', async () => {
    const list = listOf(30_000);
    const result = await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(result).toEqual({ count: 30_000, probes: list.asked.length });
    // The neighbour, then down by 999, 1,998, 3,996, 7,992, and 15,984 finds an item; halving [18,991, 34,974) follows.
    expect(list.asked.slice(0, 7)).toEqual([49_960, 49_959, 48_960, 46_962, 42_966, 34_974, 18_990]);
    expect(list.asked.length).toBe(21);
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
    expect(list.asked.slice(0, 4)).toEqual([5_000, 5_001, 5_101, 5_301]);
  });

  it('asks nothing twice when the count is just past the estimate and its neighbour', async () => {
    const list = listOf(1_003);
    expect(await countByProbing(list.exists, { atLeast: 1, estimate: 1_000 })).toEqual({
      count: 1_003,
      probes: list.asked.length,
    });
    expect(list.asked).toEqual([1_000, 1_001, 1_021, 1_011, 1_006, 1_004, 1_003, 1_002]);
  });

  it('asks nothing twice when the count is just below where stepping down finds an item', async () => {
    const list = listOf(48_961);
    await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(list.asked.slice(0, 3)).toEqual([49_960, 49_959, 48_960]);
    expect(wastedProbes(list.asked, 48_961, 101)).toEqual([]);
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

  it('asks no neighbour past its budget, past the largest offset, or where it is known', async () => {
    const up = listOf(50_000);
    expect(await countByProbing(up.exists, { atLeast: 0, estimate: 49_960, maxProbes: 1 })).toEqual({
      atLeast: 49_961,
      probes: 1,
    });
    const down = listOf(100);
    expect(await countByProbing(down.exists, { atLeast: 0, estimate: 49_960, maxProbes: 1 })).toEqual({
      atLeast: 0,
      probes: 1,
    });
    const endless = listOf(Number.POSITIVE_INFINITY);
    expect(await countByProbing(endless.exists, { atLeast: 0, estimate: 20_000, maxOffset: 10_000 })).toEqual({
      atLeast: 10_001,
      probes: 1,
    });
    expect(endless.asked).toEqual([10_000]);
    // The estimate is what is known: the item before it is there.
    const known = listOf(5_000);
    expect(await countByProbing(known.exists, { atLeast: 5_000, estimate: 5_000 })).toEqual({
      count: 5_000,
      probes: 1,
    });
    expect(known.asked).toEqual([5_000]);
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
    expect(down.asked).toEqual([49_960, 49_959, 48_960]);

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
