import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { stopsReading } from './use-snapshot-stream.ts';

describe('stopsReading', () => {
  it('stops at failures of the service or the way to it', () => {
    expect(stopsReading(new ApiError('network'))).toBe(true);
    expect(stopsReading(new ApiError('unauthorized', { status: 401 }))).toBe(true);
    expect(stopsReading(new ApiError('account-refused', { status: 403 }))).toBe(true);
    expect(stopsReading(new ApiError('rate-limited', { status: 429, retryAfterSeconds: 30 }))).toBe(true);
    // Our proxy's upstream_unreachable and upstream_busy, or a gateway of the service's.
    expect(stopsReading(new ApiError('server', { status: 502 }))).toBe(true);
    expect(stopsReading(new ApiError('server', { status: 503 }))).toBe(true);
  });

  it('reads on past what may be one snapshot’s failure', () => {
    expect(stopsReading(new ApiError('server', { status: 500 }))).toBe(false);
    expect(stopsReading(new ApiError('timeout', { status: 504 }))).toBe(false);
    expect(stopsReading(new ApiError('not-found', { status: 404 }))).toBe(false);
    expect(stopsReading(new ApiError('bad-response', { status: 200, unreadable: 'its body is not JSON' }))).toBe(false);
    expect(stopsReading(new ApiError('unexpected-shape', { path: 'response.snapshot' }))).toBe(false);
    expect(stopsReading(new Error('something else'))).toBe(false);
  });
});
