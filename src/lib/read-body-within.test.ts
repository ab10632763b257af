import { expect, it } from 'vitest';
import { readBodyWithin } from './read-body-within.ts';

it('bodies read at once share one allowance, and the one that spends it is cancelled', async () => {
  const allowance = { bytes: 10 };
  const cancelled: unknown[] = [];
  // A body sent a chunk at a time, as a stream from an upstream is.
  const answer = (chunks: string[]) => {
    const left = [...chunks];
    return new Response(
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            const chunk = left.shift();
            if (chunk === undefined) controller.close();
            else controller.enqueue(new TextEncoder().encode(chunk));
          },
          cancel: () => void cancelled.push(left.length),
        },
        { highWaterMark: 0 },
      ),
    );
  };
  const first = await readBodyWithin(answer(['abc', 'def']), allowance);
  expect(new TextDecoder().decode(first ?? new Uint8Array())).toBe('abcdef');
  expect(allowance.bytes).toBe(4);
  expect(await readBodyWithin(answer(['ghijk', 'l']), allowance)).toBeNull();
  expect(cancelled).toEqual([1]); // cancelled at its first chunk, with one left unsent
  expect(await readBodyWithin(new Response(null), { bytes: 0 })).toEqual(new Uint8Array());
  // A body of exactly the allowance is read whole.
  const exact = await readBodyWithin(answer(['ab', 'cd']), { bytes: 4 });
  expect(new TextDecoder().decode(exact ?? new Uint8Array())).toBe('abcd');
});
