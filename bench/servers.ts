import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type RunningServer = {
  origin: string;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  residentBytes: () => number;
  stop: () => Promise<void>;
};

/** Rejects when something already listens on `port` of 127.0.0.1. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} on 127.0.0.1 is in use; stop what listens there.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Starts `node server/main.ts` with `env` and waits until it answers. The port must be free: a
 * server already answering there would otherwise be taken for this one, and measured instead.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  await assertPortFree(port);
  const child: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server for port ${port} exited (code ${child.exitCode}).`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server for port ${port} did not answer within 20 s.`);
    }
    try {
      const response = await fetch(`${origin}/zonescope/config`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The demo builds its large zone on start; let that finish before measuring.
  await fetch(`${origin}/dns/v1/domains/large.example.net/records?limit=1`);
  return {
    origin,
    residentBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: () => stop(child),
  };
}

/**
 * #8's floor: a bare Node proxy (bench/bare-proxy.ts) in front of `apiOrigin`, in a process of its
 * own as the Zonescope proxy is.
 */
export async function startBareProxy(apiOrigin: string): Promise<Pick<RunningServer, 'origin' | 'stop'>> {
  const child = spawn(process.execPath, ['bench/bare-proxy.ts', apiOrigin], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stdout = child.stdout;
  if (stdout === null) throw new Error('The bare proxy has no output to read its origin from.');
  const origin = await new Promise<string>((resolve, reject) => {
    createInterface({ input: stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`The bare proxy exited (code ${code}).`)));
  });
  return {
    origin,
    stop: () => stop(child),
  };
}

/** Sends `child` SIGTERM; resolves once it has exited (at once if it has already). */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
