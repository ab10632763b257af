/**
 * How many items a list holds, found by asking whether an item exists at an offset (a request for
 * one item there: `?offset=k&limit=1`) when the API sends no total. A gallop from what is known
 * brackets the count, a binary search closes in on it. An estimate (a snapshot's count of the same
 * zone) starts the gallop near the answer, in steps of a fiftieth of it (at least 16) that double;
 * without one it starts from what is known (`atLeast`), in steps of that much (at least 16). A zone
 * of 50,000 takes about a dozen probes, and no probe asks for an offset whose answer an earlier one
 * (or `atLeast`, or `atMost`) implies:
 *
 * ```ts
 * await countByProbing((offset) => fetchOne(offset).then((rows) => rows.length > 0), { atLeast: 101, estimate: 49_960 })
 * // probes 49,960 (there), 49,961 (there), 50,960 (not), then halves [49,962, 50,960] → { count: 50_000, probes: 13 }
 * await countByProbing(exists, { atLeast: 101, estimate: 50_000 }) // a zone of 50,000
 * // probes 50,000 (not), 49,999 (there) → { count: 50_000, probes: 2 }
 * ```
 *
 * Bounded: it never probes beyond `maxOffset` nor more than `maxProbes` times, and then answers
 * what it knows (`{ atLeast }`). Each probe is awaited before the next; a probe that throws (an
 * aborted request) ends the search with that error.
 */
export type ProbeResult = { count: number; probes: number } | { atLeast: number; probes: number };

export type ProbeOptions = {
  /** A count already known to be reached: the item at `atLeast - 1` exists (at least 0). */
  atLeast: number;
  /** A count known not to be exceeded (the whole zone's, for a filtered view). */
  atMost?: number | undefined;
  /** A likely count, where the search starts. */
  estimate?: number | undefined;
  /** The largest offset worth asking for. */
  maxOffset?: number;
  maxProbes?: number;
};

export const DEFAULT_MAX_PROBES = 40;
export const DEFAULT_MAX_OFFSET = 100_000_000;

export async function countByProbing(
  exists: (offset: number) => Promise<boolean>,
  { atLeast, atMost, estimate, maxOffset = DEFAULT_MAX_OFFSET, maxProbes = DEFAULT_MAX_PROBES }: ProbeOptions,
): Promise<ProbeResult> {
  // Invariant: the count is at least `low` and at most `high` (the offset `high` holds nothing).
  let low = Math.max(0, atLeast);
  let high = atMost !== undefined && atMost >= low ? atMost : Number.POSITIVE_INFINITY;
  let probes = 0;
  const ask = (offset: number) => {
    probes += 1;
    return exists(offset);
  };

  // Gallop, unless `atMost` brackets the count already: from the estimate (or what is known) in
  // steps that double, up while items are found, down while they are not. From an estimate, its
  // neighbour is asked first: a zone is most often as large as its newest snapshot, or one record
  // off, and then two probes settle it.
  const near = estimate !== undefined && estimate >= low;
  let at = Math.min(near ? estimate : low, maxOffset);
  let step = near ? Math.max(16, Math.round(estimate / 50)) : Math.max(16, low);
  if (high === Number.POSITIVE_INFINITY) {
    if (await ask(at)) {
      low = at + 1;
      if (near && at < maxOffset && probes < maxProbes) {
        at += 1;
        if (!(await ask(at))) return { count: at, probes };
        low = at + 1;
      }
      while (high === Number.POSITIVE_INFINITY) {
        if (probes >= maxProbes || at >= maxOffset) return { atLeast: low, probes };
        at = Math.min(maxOffset, at + step);
        step *= 2;
        if (await ask(at)) low = at + 1;
        else high = at;
      }
    } else {
      high = at;
      // (Without an estimate `at` is `low`, whose item is known to be there: nothing below to ask.)
      if (at - 1 >= low && probes < maxProbes) {
        at -= 1;
        if (await ask(at)) return { count: at + 1, probes };
        high = at;
      }
      while (low < at) {
        if (probes >= maxProbes) return { atLeast: low, probes };
        at = Math.max(low, at - step);
        step *= 2;
        if (await ask(at)) {
          low = at + 1;
          break;
        }
        high = at;
      }
    }
  }

  // Binary search in [low, high].
  while (low < high) {
    if (probes >= maxProbes) return { atLeast: low, probes };
    const middle = Math.floor((low + high) / 2);
    if (await ask(middle)) low = middle + 1;
    else high = middle;
  }
  return { count: low, probes };
}
