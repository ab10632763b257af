import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream, type RecordedRequest } from './test/fake-upstream.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KEY = 'zs-process-secret-5b1e08';

/** `node server/main.ts` as `npm start` runs it, everything it prints kept. */
type Started = { child: ChildProcess; output: () => string; origin: string };

async function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    // Only what the server needs: no key the test runner's own environment may hold.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const check = () => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(match[1]);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, output: () => output, origin };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Everything a browser gets back, headers and body, as one text to search. */
async function answerText(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return `${response.status}\n${headers}\n\n${await response.text()}`;
}

describe('npm start in proxy mode with DNS_API_KEY', () => {
  let distDir: string;
  let upstream: FakeUpstream;
  let started: Started | undefined;

  beforeEach(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'zonescope-main-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Zonescope</title>');
    upstream = await startFakeUpstream();
  });
  afterEach(async () => {
    if (started) await stop(started.child);
    started = undefined;
    await upstream.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('prints the key in no line, at start or on any upstream failure, and sends it to no browser', async () => {
    // A careless upstream: it echoes the key it received in headers (never in the body, which the
    // proxy passes on as sent), redirects on /moved/, and never answers on /hang/.
    upstream.respondWith((request: RecordedRequest, response) => {
      const key = String(request.headers['x-auth-key']);
      const echoed = { 'X-Auth-Key': key, 'Set-Cookie': `key=${key}`, 'X-Debug': key };
      if (request.url.includes('/moved/')) {
        response.writeHead(302, { ...echoed, Location: `http://127.0.0.1:1/steal?key=${key}` });
        response.end();
      } else if (!request.url.includes('/hang/')) {
        response.writeHead(200, { ...echoed, 'Content-Type': 'application/json' });
        response.end('{"status":"ok","response":[]}');
      }
    });
    started = await startMain({
      ZONESCOPE_DIST_DIR: distDir,
      DNS_API_UPSTREAM: upstream.origin,
      DNS_API_KEY: KEY,
      DNS_API_TIMEOUT_MS: '300',
    });
    const { origin } = started;
    const answers: string[] = [];
    const get = async (path: string) => {
      const response = await fetch(`${origin}${path}`, { headers: { 'X-Auth-Key': 'browser-key' } });
      answers.push(await answerText(response));
      return `${response.status} ${path}`;
    };

    const statuses = [
      await get('/'),
      await get('/zonescope/config'),
      await get('/dns/v1/domains/example.com/records'),
      await get('/dns/v1/domains/moved/records'),
      await get('/dns/v1/domains/hang/records'),
    ];
    await upstream.close();
    statuses.push(await get('/dns/v1/domains/example.com/records'));
    await stop(started.child);

    expect(statuses).toEqual([
      '200 /',
      '200 /zonescope/config',
      '200 /dns/v1/domains/example.com/records',
      '502 /dns/v1/domains/moved/records',
      '504 /dns/v1/domains/hang/records',
      '502 /dns/v1/domains/example.com/records',
    ]);
    // The key went upstream, so it was there to leak.
    expect(upstream.requests.map((request) => request.headers['x-auth-key'])).toEqual(Array(3).fill(KEY));
    expect(answers.join('\n')).toContain('"code":"upstream_redirect"');
    expect(answers.join('\n')).toContain('"code":"upstream_timeout"');
    expect(answers.join('\n')).toContain('"code":"upstream_unreachable"');
    expect(answers.join('\n')).not.toContain(KEY);

    const lines = started.output().trim().split('\n');
    expect(lines).toEqual([
      `Zonescope is running at ${origin}/ (data from the DNS API at ${upstream.origin})`,
      'upstream redirect 302 refused: GET /dns/v1/domains/moved/records',
      'upstream timeout after 300 ms: GET /dns/v1/domains/hang/records',
      'upstream unreachable: GET /dns/v1/domains/example.com/records',
    ]);
    expect(started.output()).not.toContain(KEY);
  });

  it('does not print the key when its settings are refused', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DNS_API_UPSTREAM: 'not a url', DNS_API_KEY: KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/^Zonescope: PORT must be/m);
    expect(output).toMatch(/^Zonescope: DNS_API_UPSTREAM must be a URL/m);
    expect(output).not.toContain(KEY);
  });
});
