/** A seeded pseudo-random source: the same seed gives the same demo data on every run and machine. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly [T, ...T[]]): T;
  /** One element of a non-empty list, chosen with the given weights. */
  pickWeighted<T>(choices: readonly [readonly [T, number], ...(readonly [T, number])[]]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** `count` distinct elements of `items`, in random order (partial Fisher–Yates). */
  sample<T>(items: readonly T[], count: number): T[];
};

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
    pickWeighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return choices[0][0];
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      const taken = Math.min(count, pool.length);
      for (let index = 0; index < taken; index += 1) {
        const other = int(index, pool.length - 1);
        const held = pool[index];
        const swapped = pool[other];
        if (held === undefined || swapped === undefined) break;
        pool[index] = swapped;
        pool[other] = held;
      }
      return pool.slice(0, taken);
    },
  };
}
