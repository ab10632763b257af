import { describe, expect, it } from 'vitest';
import { readServerSettings, startupMessage } from './settings.ts';

describe('readServerSettings', () => {
  it('defaults to the demo API on 127.0.0.1:4173', () => {
    expect(readServerSettings({})).toEqual({
      ok: true,
      settings: { host: '127.0.0.1', port: 4173, backend: { kind: 'demo' } },
    });
  });

  it('reads PORT, HOST and an upstream with a path prefix, key and timeout', () => {
    const result = readServerSettings({
      PORT: '8080',
      HOST: '0.0.0.0',
      DNS_API_UPSTREAM: 'https://api.example.net/prefix/',
      DNS_API_KEY: 'secret',
      DNS_API_TIMEOUT_MS: '5000',
    });
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.settings.port).toBe(8080);
    expect(result.settings.host).toBe('0.0.0.0');
    const backend = result.settings.backend;
    if (backend.kind !== 'proxy') throw new Error('expected proxy mode');
    expect(backend.upstream.href).toBe('https://api.example.net/prefix');
    expect(backend.apiKey).toBe('secret');
    expect(backend.timeoutMs).toBe(5000);
  });

  it('forwards the browser key when DNS_API_KEY is empty', () => {
    const result = readServerSettings({ DNS_API_UPSTREAM: 'http://127.0.0.1:9000', DNS_API_KEY: '' });
    expect(result.ok && result.settings.backend.kind === 'proxy' && result.settings.backend.apiKey).toBe(undefined);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DNS_API_UPSTREAM: 'not a url' }, /DNS_API_UPSTREAM must be a URL/],
    [{ DNS_API_UPSTREAM: 'ftp://api.example.net' }, /http or https/],
    [{ DNS_API_UPSTREAM: 'https://user:pw@api.example.net' }, /credentials/],
    [{ DNS_API_UPSTREAM: 'https://api.example.net/?x=1' }, /query/],
    [{ DNS_API_KEY: 'secret' }, /DNS_API_UPSTREAM is not/],
    [{ DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_TIMEOUT_MS: '-1' }, /DNS_API_TIMEOUT_MS/],
  ])('refuses %o with a message', (env, message) => {
    expect(readServerSettings(env)).toEqual({
      ok: false,
      errors: expect.arrayContaining([expect.stringMatching(message)]),
    });
  });

  it('turns on test faults with ZONESCOPE_TEST_MODE=1, in demo mode only', () => {
    expect(readServerSettings({ ZONESCOPE_TEST_MODE: '1', DNS_API_TIMEOUT_MS: '1500' })).toMatchObject({
      ok: true,
      settings: { backend: { kind: 'demo', faults: { timeoutMs: 1500 } } },
    });
    expect(readServerSettings({})).toMatchObject({ ok: true, settings: { backend: { kind: 'demo' } } });
    expect(readServerSettings({ ZONESCOPE_TEST_MODE: '1', DNS_API_UPSTREAM: 'https://api.example.net' })).toEqual({
      ok: false,
      errors: [expect.stringMatching(/demo API only/)],
    });
  });

  it.each([
    {},
    { DNS_API_UPSTREAM: 'not a url' },
    { DNS_API_UPSTREAM: 'https://user:pw@api.example.net' },
    { DNS_API_UPSTREAM: 'https://api.example.net', ZONESCOPE_TEST_MODE: '1' },
    { DNS_API_UPSTREAM: 'https://api.example.net', PORT: 'eighty', DNS_API_TIMEOUT_MS: 'soon' },
  ])('never repeats the key in its messages (with %o)', (env) => {
    const result = readServerSettings({ ...env, DNS_API_KEY: 'super-secret-key' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).not.toContain('super-secret-key');
  });
});

describe('startupMessage', () => {
  it('names the address and the upstream, never the key', () => {
    const result = readServerSettings({
      HOST: '::1',
      DNS_API_UPSTREAM: 'https://api.example.net/prefix/',
      DNS_API_KEY: 'super-secret-key',
    });
    if (!result.ok) throw new Error(result.errors.join());
    const line = startupMessage(result.settings, 4173);
    expect(line).toBe('Zonescope is running at http://[::1]:4173/ (data from the DNS API at https://api.example.net)');
    expect(line).not.toContain('super-secret-key');
  });

  it('says when the demo honours test faults', () => {
    const result = readServerSettings({ ZONESCOPE_TEST_MODE: '1' });
    if (!result.ok) throw new Error(result.errors.join());
    expect(startupMessage(result.settings, 4000)).toBe(
      'Zonescope is running at http://127.0.0.1:4000/ (data from the embedded demo API, TEST MODE: per-request faults on)',
    );
  });
});
