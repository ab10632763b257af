import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_API_KEY } from './server/demo/demo-api.ts';

/**
 * End-to-end journeys in a real Chromium against the real server (`node server/main.ts`, built
 * SPA, demo API). Playwright cannot download browsers here, so a system Chromium is used:
 * CHROMIUM_PATH, else /usr/bin/chromium (Debian's `chromium` package; `.ci/run` installs it).
 */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return found;
}

const PORT = Number(process.env.E2E_PORT ?? 4399);
/**
 * The browser's time zone, fixed so that a journey sees the same local times on every machine;
 * `E2E_TIMEZONE=America/Los_Angeles npm run test:e2e` runs the journeys in another zone. A journey
 * that reads local times takes the zone from the `timezoneId` fixture, never from the machine.
 */
const TIMEZONE = process.env.E2E_TIMEZONE ?? 'UTC';
export const E2E_ORIGIN = `http://127.0.0.1:${PORT}`;
/**
 * The servers' render bound (ZONESCOPE_SERVER_RENDER_MS; 300 ms by default): the largest there is.
 * Two Chromiums and four servers share CI's two cores; a render that takes 50 ms alone took over
 * a second there, and the shell it then sent failed a journey about a rendered page. The journeys
 * about the bound set a short one for their own pages (E2E_SHORT_RENDER_BOUND_MS, by a cookie the
 * test-mode server reads) and ask for answers slower than it.
 */
export const E2E_SERVER_RENDER_MS = 10_000;
/** The bound a journey about it sets for its own pages (`shortRenderBound` in e2e/fixtures.ts). */
export const E2E_SHORT_RENDER_BOUND_MS = 1000;
/**
 * A second server, in browser-key mode: a proxy without DNS_API_KEY in front of the first, where
 * the server cannot read the API and every page is the shell (e2e/first-view.spec.ts).
 */
export const E2E_BROWSER_KEY_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
/**
 * A third server, the demo as `npm start` runs it (not in test mode): its pages are streamed, the
 * head before the render (test mode holds it until the render ends; e2e/first-view.spec.ts).
 */
export const E2E_STREAMED_ORIGIN = `http://127.0.0.1:${PORT + 2}`;
/**
 * A fourth server, in server-held-key mode: a proxy holding DNS_API_KEY (the demo's, which the
 * first server's API takes) in front of the first. It renders first views through the proxy, and
 * asks the demo in the browser's codings: gzipped answers, as the real service sends, unpacked to
 * mask the key (e2e/first-view.spec.ts).
 */
export const E2E_SERVER_KEY_ORIGIN = `http://127.0.0.1:${PORT + 3}`;
export const E2E_SERVER_KEY = DEMO_API_KEY;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  /*
   * Generous on purpose: a journey asserts what the person sees, never how soon (speed is the bench's
   * business). On CI's two cores, two Chromiums and three servers share the machine, and journeys
   * that take 2 s alone took 5–13 s there; a budget that tight failed them on time alone. A journey
   * that waits for what never comes still fails, only later.
   */
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_ORIGIN,
    timezoneId: TIMEZONE,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    // Test mode: the demo API honours per-request faults (server/fault-injection.ts); a `timeout` fault
    // answers 504 after 1.5 s instead of 30 s.
    journeyServer(PORT, {
      ZONESCOPE_TEST_MODE: '1',
      DNS_API_TIMEOUT_MS: '1500',
      ZONESCOPE_SERVER_RENDER_MS: String(E2E_SERVER_RENDER_MS),
    }),
    journeyServer(PORT + 1, { DNS_API_UPSTREAM: E2E_ORIGIN, DNS_API_KEY: '', ZONESCOPE_TEST_MODE: '' }),
    journeyServer(PORT + 2, { ZONESCOPE_TEST_MODE: '', ZONESCOPE_SERVER_RENDER_MS: String(E2E_SERVER_RENDER_MS) }),
    journeyServer(PORT + 3, {
      DNS_API_UPSTREAM: E2E_ORIGIN,
      DNS_API_KEY: E2E_SERVER_KEY,
      ZONESCOPE_TEST_MODE: '',
      ZONESCOPE_SERVER_RENDER_MS: String(E2E_SERVER_RENDER_MS),
    }),
  ],
});

/** `node server/main.ts` on `port` of 127.0.0.1 with `env`, started for the run and ready once it answers. */
function journeyServer(port: number, env: Record<string, string>) {
  return {
    command: 'node server/main.ts',
    url: `http://127.0.0.1:${port}/zonescope/config`,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe' as const,
  };
}
