// The npm registry mirror this project is built against lacks some platform-specific optional
// packages (e.g. @tailwindcss/oxide-darwin-arm64), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock ("Missing: … from lock file"). This adds a
// lock entry for each missing optional dependency with the os/cpu/libc its name declares, so that
// `npm ci` skips it on platforms it does not fit (and fetches it by version on those it does).
// Run after changing dependencies: node .ci/fill-lockfile-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'wasm32'];
const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasi'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu) return null;
  const entry = { cpu: [cpu] };
  if (os && os !== 'wasi') entry.os = [os];
  if (os === 'linux') entry.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.warn(`no platform in the name of ${name} (needed by ${path}); left alone`);
      continue;
    }
    packages[key] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform entries to package-lock.json`);
