import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown file
 * (the measured tables of docs/benchmarks.md and docs/reliability.md), keeping the rest as written.
 */
export function writeDocSection(file: URL, name: string, text: string): void {
  const doc = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file.pathname} has no ${start} … ${end} section`);
  writeFileSync(file, `${doc.slice(0, from + start.length)}\n${text}\n${doc.slice(to)}`);
}
