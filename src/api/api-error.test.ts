import { describe, expect, it } from 'vitest';
import { API_ERROR_KINDS, ApiError, apiErrorFromJson, apiErrorToJson, type ApiErrorDetails } from './api-error.ts';

describe('an ApiError as a server-rendered page carries it', () => {
  const details: ApiErrorDetails = {
    status: 404,
    said: { message: 'Domain not found', details: 'There is no domain “nosuch.example”.', code: '4' },
    unreadable: 'its explanation is in a form the app cannot read',
    path: 'response[0].record_name',
    problem: 'expected string, received undefined',
    retryAfterSeconds: 5,
    envelopeStatus: 'fail',
  };

  it('comes back through JSON as the same error: kind, details, message and title', () => {
    for (const kind of API_ERROR_KINDS) {
      for (const each of [details, {}, { saidByServer: true as const, said: { message: 'Upstream timeout' } }]) {
        const error = new ApiError(kind, each);
        const back = apiErrorFromJson(JSON.parse(JSON.stringify(apiErrorToJson(error))));
        expect(back).toBeInstanceOf(ApiError);
        expect([back?.kind, back?.details, back?.message, back?.title, back?.retryable]).toEqual([
          kind,
          each,
          error.message,
          error.title,
          error.retryable,
        ]);
      }
    }
  });

  it('is refused when it is not what apiErrorToJson writes', () => {
    for (const json of [
      null,
      'not-found',
      {},
      { kind: 'teapot', details: {} },
      { kind: 'not-found' },
      { kind: 'not-found', details: { status: '404' } },
      { kind: 'not-found', details: { said: 'Domain not found' } },
      { kind: 'not-found', details: { said: { message: 4 } } },
      { kind: 'not-found', details: { saidByServer: false } },
      { kind: 'rate-limited', details: { retryAfterSeconds: 'soon' } },
    ])
      expect([json, apiErrorFromJson(json)]).toEqual([json, null]);
  });

  it('keeps nothing beyond its kind and details', () => {
    const back = apiErrorFromJson({
      kind: 'not-found',
      details: { status: 404, link: 'https://example.net/pay' },
      message: '<img src=x onerror=alert(1)>',
    });
    expect(back?.details).toEqual({ status: 404 });
    expect(back?.message).toBe(
      'The DNS API has no such resource (HTTP 404): check the domain, snapshot or template id.',
    );
  });
});
