/**
 * `response`'s body, each chunk taken from `allowance` as it arrives (bodies read at once may share
 * one); null, the stream cancelled and the rest never read, once the allowance is spent. For a
 * body whose size no header can be trusted with: a stream from an upstream, or one the browser
 * unpacks as it reads.
 *
 * ```ts
 * await readBodyWithin(new Response('abcdef'), { bytes: 10 }) // → the 6 bytes; allowance left: 4
 * await readBodyWithin(new Response('abcdef'), { bytes: 5 })  // → null
 * ```
 */
export async function readBodyWithin(
  response: Response,
  allowance: { bytes: number },
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = response.body?.getReader();
  if (reader === undefined) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    allowance.bytes -= value.byteLength;
    if (allowance.bytes < 0) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
    length += value.byteLength;
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
