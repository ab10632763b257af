import type * as z from 'zod/mini';
import { serviceFailEnvelopeSchema } from '../../src/contract/schemas.ts';
import { createDemoApi, DEMO_API_KEY } from '../demo/demo-api.ts';

// Shared by the demo's tests: requests go through the Hono app exactly as a client's would.

export const demoApi = createDemoApi();

export type Reply = { status: number; headers: Headers; text: string; body: unknown };

export async function request(path: string, init: RequestInit = {}): Promise<Reply> {
  const headers = new Headers(init.headers);
  if (!headers.has('X-Auth-Key')) headers.set('X-Auth-Key', DEMO_API_KEY);
  const response = await demoApi.request(path, { ...init, headers });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Left undefined: tests that expect JSON fail on it.
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** GET a path, expect a 200 success envelope, and parse `response` with a shared client schema. */
export async function getOk<Schema extends z.ZodMiniType>(path: string, schema: Schema): Promise<z.output<Schema>> {
  const reply = await request(path);
  if (reply.status !== 200) throw new Error(`GET ${path}: HTTP ${reply.status} ${reply.text.slice(0, 300)}`);
  const response = responseOf(reply.body);
  return schema.parse(response);
}

/** The raw `response` field of a success envelope (for checks the schemas would smooth over). */
export function responseOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('status' in body) || body.status !== 'ok') {
    throw new Error(`Not a success envelope: ${JSON.stringify(body)?.slice(0, 300)}`);
  }
  return 'response' in body ? body.response : undefined;
}

/** GET a path and expect the service's `fail` envelope with the given HTTP status. */
export async function getError(path: string, status: number, init: RequestInit = {}) {
  const reply = await request(path, init);
  if (reply.status !== status) {
    throw new Error(`${init.method ?? 'GET'} ${path}: expected HTTP ${status}, got ${reply.status} ${reply.text}`);
  }
  return { ...serviceFailEnvelopeSchema.parse(reply.body), headers: reply.headers };
}
