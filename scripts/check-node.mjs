// Runs before `npm start`, `npm test`, `npm run dev` and `npm run bench` (npm's pre-scripts), on
// whatever Node the machine has; `npm install` checks the same range itself (`engines` in
// package.json, made binding by `engine-strict` in .npmrc). The server and the toolchain need Node
// 22.22.2+, 24.15+ or 26+ (TypeScript run directly by Node, Vite 8, Vitest 5, and jsdom's own
// range). Without this, an older Node fails later with an error such as ERR_UNKNOWN_FILE_EXTENSION
// that does not say what is wrong. Kept to syntax any Node reads.
var parts = process.versions.node.split('.').map(Number);
var major = parts[0];
var minor = parts[1];
var patch = parts[2];
var supported =
  major >= 26 || (major === 24 && minor >= 15) || (major === 22 && (minor > 22 || (minor === 22 && patch >= 2)));
if (!supported) {
  console.error(
    'Zonescope needs Node.js 22.22.2 or newer (24.15 or newer on Node 24); this is Node ' +
      process.version +
      '. Install a newer Node (for example `npm install --global node@24`, or nvm) and run the command again.',
  );
  process.exit(1);
}
