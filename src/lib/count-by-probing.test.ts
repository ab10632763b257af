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

describe('countByProbing', () => {
  it('finds 50,000 from a snapshot’s 49,960 in a dozen probes', async () => {
    const list = listOf(50_000);
    const result = await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(result).toEqual({ count: 50_000, probes: list.asked.length });
    expect(list.asked.length).toBeLessThanOrEqual(14);
    expect(list.asked[0]).toBe(49_960);
  });

  it('finds a zone that shrank well below its estimate', async () => {
    const list = listOf(30_000);
    const result = await countByProbing(list.exists, { atLeast: 101, estimate: 49_960 });
    expect(result).toEqual({ count: 30_000, probes: list.asked.length });
    expect(list.asked.length).toBeLessThanOrEqual(22);
  });

  it('needs no probe beyond what is known when a known bound closes the range', async () => {
    const list = listOf(40);
    expect(await countByProbing(list.exists, { atLeast: 40, atMost: 40 })).toEqual({ count: 40, probes: 0 });
  });

  it('stops at its probe budget and says what it knows', async () => {
    const list = listOf(1_000_000);
    const result = await countByProbing(list.exists, { atLeast: 1, maxProbes: 5 });
    expect(result).toEqual({ atLeast: expect.any(Number), probes: 5 });
    expect('atLeast' in result && result.atLeast).toBeGreaterThan(1);
    expect(list.asked).toHaveLength(5);
  });

  it('does not search past the largest offset worth asking', async () => {
    const list = listOf(Number.POSITIVE_INFINITY);
    const result = await countByProbing(list.exists, { atLeast: 1, maxOffset: 10_000 });
    expect(result).toEqual({ atLeast: 10_001, probes: list.asked.length });
    expect(Math.max(...list.asked)).toBe(10_000);
  });

  it('passes on a failed probe', async () => {
    await expect(countByProbing(failing, { atLeast: 1 })).rejects.toThrow('aborted');
  });

  it('finds every count exactly, with or without an estimate or bounds, within its budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.option(fc.integer({ min: 0, max: 3_000_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        async (count, estimate, known, bounded) => {
          const list = listOf(count);
          const atLeast = Math.min(known, count);
          const result = await countByProbing(list.exists, {
            atLeast,
            estimate,
            ...(bounded ? { atMost: count + known } : {}),
          });
          expect(result).toEqual({ count, probes: list.asked.length });
          expect(list.asked.length).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});
