// Runs before `npm start`, `npm test`, `npm run dev` and `npm run bench` (npm's pre-scripts), on
// whatever Node the machine has: the server and the toolchain need Node 22.22 or newer (TypeScript
// run directly by Node, Vite 8, Vitest 5). Without this, an older Node fails later with an error
// such as ERR_UNKNOWN_FILE_EXTENSION that does not say what is wrong. Kept to syntax any Node reads.
var parts = process.versions.node.split('.').map(Number);
var major = parts[0];
var minor = parts[1];
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    'Zonescope needs Node.js 22.22 or newer; this is Node ' +
      process.version +
      '. Install a newer Node (for example `npm install --global node@24`, or nvm) and run the command again.',
  );
  process.exit(1);
}
