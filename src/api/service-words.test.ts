import { describe, expect, it } from 'vitest';
import { formatServiceWords, MAX_ERROR_BODY_LENGTH, readServiceWords, wordsOf } from './service-words.ts';

describe('readServiceWords', () => {
  it('reads the real service’s fail envelope: message, details and code, and nothing else', () => {
    const body = JSON.stringify({
      status: 'fail',
      error: { code: 3, message: 'Authorization failed', http_redirect: 'https://billing.example/plans' },
      details: 'Payment required',
    });
    const reading = readServiceWords(body);
    expect(reading).toEqual({
      words: { message: 'Authorization failed', details: 'Payment required', code: '3' },
      envelopeStatus: 'fail',
    });
    expect(formatServiceWords(reading.words ?? {})).toBe('Authorization failed — Payment required (code 3)');
    expect(JSON.stringify(reading)).not.toContain('billing');
  });

  it('reads the Zonescope server’s own envelope and the loose forms other services use', () => {
    const cases: [unknown, string][] = [
      [
        { status: 'error', error: { code: 'upstream_timeout', message: 'No answer in 30 s.' } },
        'No answer in 30 s. (code upstream_timeout)',
      ],
      [{ status: 'error', message: 'no such domain' }, 'no such domain'],
      [{ status: 'error', error: 'quota exceeded' }, 'quota exceeded'],
      [
        { status: 'error', errors: [{ message: 'quota exceeded' }, 'try later', 'try later'] },
        'quota exceeded; try later',
      ],
      [{ status: 'fail', error: { code: 7 } }, 'code 7'],
      [{ status: 'fail', details: '  spread\n over   lines ' }, 'spread over lines'],
    ];
    for (const [body, said] of cases) {
      expect(formatServiceWords(readServiceWords(JSON.stringify(body)).words ?? {})).toBe(said);
    }
  });

  it('says when a body cannot be read: not JSON, too large, or an explanation of another shape', () => {
    expect(readServiceWords('<html>Bad gateway</html>')).toEqual({ unreadable: 'its body is not JSON' });
    expect(readServiceWords('')).toEqual({});
    const large = JSON.stringify({ status: 'fail', details: 'x'.repeat(MAX_ERROR_BODY_LENGTH) });
    expect(readServiceWords(large).unreadable).toMatch(/^its body is too large to read \([\d,]+ characters\)$/);
    expect(readServiceWords(large).words).toBeUndefined();
    expect(readServiceWords('{"status":"fail","error":[["nested"]]}')).toEqual({
      envelopeStatus: 'fail',
      unreadable: 'its explanation is in a form the app cannot read',
    });
    expect(readServiceWords('{"status":"fail"}')).toEqual({ envelopeStatus: 'fail' });
  });

  it('reads a body nested 100,000 levels deep without exhausting the stack', () => {
    const depth = 100_000;
    const deep = `{"status":"fail","error":${'{"error":'.repeat(depth)}"x"${'}'.repeat(depth)},"errors":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(deep.length).toBeLessThan(MAX_ERROR_BODY_LENGTH * 20);
    // Within the size bound too: the parse is the platform's (not recursive); the reading looks at fixed places.
    const reading = wordsOf(JSON.parse(deep));
    expect(reading).toEqual({ envelopeStatus: 'fail', unreadable: 'its explanation is in a form the app cannot read' });
  });

  it('cuts each piece to a line of at most 300 characters', () => {
    const words = readServiceWords(
      JSON.stringify({ error: { message: 'm'.repeat(5000), code: 'c'.repeat(400) } }),
    ).words;
    expect(words?.message).toHaveLength(300);
    expect(words?.message?.endsWith('…')).toBe(true);
    expect(words?.code).toHaveLength(300);
  });
});
