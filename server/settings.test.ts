import { describe, expect, it } from 'vitest';
import { readServerSettings, startupLines, startupWarnings } from './settings.ts';

/** ZONESCOPE_SERVER_RENDER_MS as read: the setting, or the errors. */
function renderMs(value: string): number | string[] {
  const result = readServerSettings({ ZONESCOPE_SERVER_RENDER_MS: value });
  return result.ok ? result.settings.serverRenderMs : result.errors;
}

describe('readServerSettings', () => {
  it('defaults to the demo API on 127.0.0.1:4173', () => {
    expect(readServerSettings({})).toEqual({
      ok: true,
      settings: {
        host: '127.0.0.1',
        port: 4173,
        backend: { kind: 'demo' },
        allowedHosts: [],
        limits: { maxConnections: 1000, headersTimeoutMs: 10_000 },
        serverRenderMs: 300,
      },
    });
  });

  it('reads how long a first view may take on the server, 0 turning it off, and refuses other values', () => {
    expect(renderMs('0')).toBe(0);
    expect(renderMs('1500')).toBe(1500);
    expect(renderMs('-1')).toEqual([
      expect.stringMatching(/^ZONESCOPE_SERVER_RENDER_MS must be a number of milliseconds from 0/),
    ]);
    expect(renderMs('10001')).toEqual([expect.stringMatching(/^ZONESCOPE_SERVER_RENDER_MS/)]);
    expect(renderMs('soon')).toEqual([expect.stringMatching(/^ZONESCOPE_SERVER_RENDER_MS/)]);
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

  it('reads the host names to answer besides the loopback ones: ZONESCOPE_ALLOWED_HOSTS and HOST', () => {
    expect(
      readServerSettings({ ZONESCOPE_ALLOWED_HOSTS: ' DNS.example.net., .corp.example ,192.0.2.7,[2001:DB8::7],' }),
    ).toMatchObject({
      ok: true,
      settings: { allowedHosts: ['dns.example.net', '.corp.example', '192.0.2.7', '[2001:db8::7]'] },
    });
    // The address or name it listens on, unless every interface or a loopback one.
    expect(readServerSettings({ HOST: 'zonescope.lan' })).toMatchObject({
      settings: { allowedHosts: ['zonescope.lan'] },
    });
    expect(readServerSettings({ HOST: '2001:db8::9' })).toMatchObject({
      settings: { allowedHosts: ['[2001:db8::9]'] },
    });
    for (const host of ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']) {
      expect(readServerSettings({ HOST: host })).toMatchObject({ settings: { allowedHosts: [] } });
    }
  });

  it('reads the connection limits', () => {
    expect(readServerSettings({ ZONESCOPE_MAX_CONNECTIONS: '50', ZONESCOPE_HEADERS_TIMEOUT_MS: '2500' })).toMatchObject(
      {
        ok: true,
        settings: { limits: { maxConnections: 50, headersTimeoutMs: 2500 } },
      },
    );
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
    // Past Node's timers, a timeout would fire at once: every request a 504.
    [
      { DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_TIMEOUT_MS: '3000000000' },
      /DNS_API_TIMEOUT_MS must be a number of milliseconds from 1 to 600000/,
    ],
    [
      { DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_KEY: 'zs-key-1 ' },
      /DNS_API_KEY begins or ends with white space/,
    ],
    [{ DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_KEY: 'zs-key-1\n' }, /white space/],
    [{ DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_KEY: 'zs\u0000key' }, /other than printable ASCII/],
    [{ DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_KEY: 'zs-ключ' }, /other than printable ASCII/],
    [{ ZONESCOPE_ALLOWED_HOSTS: 'https://dns.example.net' }, /“https:\/\/dns.example.net” is not one/],
    [{ ZONESCOPE_ALLOWED_HOSTS: 'dns.example.net:8443' }, /“dns.example.net:8443” is not one/],
    [{ ZONESCOPE_ALLOWED_HOSTS: '*' }, /“\*” is not one/],
    [{ ZONESCOPE_ALLOWED_HOSTS: 'a..example' }, /“a..example” is not one/],
    [{ ZONESCOPE_ALLOWED_HOSTS: '2001:db8::7' }, /“2001:db8::7” is not one/],
    [{ ZONESCOPE_MAX_CONNECTIONS: '0' }, /ZONESCOPE_MAX_CONNECTIONS/],
    [
      { ZONESCOPE_HEADERS_TIMEOUT_MS: '60000' },
      /ZONESCOPE_HEADERS_TIMEOUT_MS must be a number of milliseconds from 1 to 30000/,
    ],
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
    for (const key of ['super-secret-key', ' super-secret-key', 'super-secret-kéy']) {
      const result = readServerSettings({ ...env, DNS_API_KEY: key });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors.join('\n')).not.toContain('super-secret-k');
    }
  });
});

describe('startupWarnings', () => {
  it('warns when every interface listens and only loopback names are answered', () => {
    for (const host of ['0.0.0.0', '::']) {
      const result = readServerSettings({ HOST: host });
      if (!result.ok) throw new Error(result.errors.join());
      expect(startupWarnings(result.settings)).toEqual([
        expect.stringMatching(new RegExp(`^Zonescope: warning: HOST=${host} .*ZONESCOPE_ALLOWED_HOSTS`)),
      ]);
    }
  });

  it.each([
    [{ DNS_API_UPSTREAM: 'http://api.example.net', DNS_API_KEY: 'zs-secret' }, 'DNS_API_KEY'],
    [{ DNS_API_UPSTREAM: 'http://192.0.2.7:8080/dns-api' }, "each browser's API key"],
  ])(
    'warns when the upstream is plain http beyond this machine (%o): the key would cross the network in the clear',
    (env, whose) => {
      const result = readServerSettings(env);
      if (!result.ok) throw new Error(result.errors.join());
      const warnings = startupWarnings(result.settings);
      expect(warnings).toEqual([
        expect.stringMatching(
          /^Zonescope: warning: DNS_API_UPSTREAM is plain http \(http:\/\/[^)]+\): .* Use https\.$/,
        ),
      ]);
      expect(warnings[0]).toContain(whose);
      expect(warnings.join()).not.toContain('zs-secret');
    },
  );

  it.each([
    {},
    { HOST: '0.0.0.0', ZONESCOPE_ALLOWED_HOSTS: 'dns.example.net' },
    { HOST: '192.0.2.7' },
    { DNS_API_UPSTREAM: 'https://api.example.net', DNS_API_KEY: 'zs-secret' },
    { DNS_API_UPSTREAM: 'http://127.0.0.1:4173' },
    { DNS_API_UPSTREAM: 'http://localhost:4173', DNS_API_KEY: 'zs-secret' },
    { DNS_API_UPSTREAM: 'http://[::1]:4173' },
  ])('says nothing otherwise (%o)', (env) => {
    const result = readServerSettings(env);
    if (!result.ok) throw new Error(result.errors.join());
    expect(startupWarnings(result.settings)).toEqual([]);
  });
});

describe('startupLines', () => {
  it('names the upstream, then the address last, never the key', () => {
    const result = readServerSettings({
      HOST: '::1',
      DNS_API_UPSTREAM: 'https://api.example.net/prefix/',
      DNS_API_KEY: 'super-secret-key',
    });
    if (!result.ok) throw new Error(result.errors.join());
    const lines = startupLines(result.settings, 4173);
    expect(lines).toEqual([
      'Zonescope: data from the DNS API at https://api.example.net',
      'Zonescope is running at http://[::1]:4173/',
    ]);
    expect(lines.join('\n')).not.toContain('super-secret-key');
  });

  it('says when the demo honours test faults', () => {
    const result = readServerSettings({ ZONESCOPE_TEST_MODE: '1' });
    if (!result.ok) throw new Error(result.errors.join());
    expect(startupLines(result.settings, 4000)).toEqual([
      'Zonescope: data from the embedded demo API, TEST MODE: per-request faults on',
      'Zonescope is running at http://127.0.0.1:4000/',
    ]);
  });
});
