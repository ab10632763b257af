import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDocSection } from './doc-section.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function docFile(text: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'zonescope-doc-'));
  dirs.push(dir);
  const path = join(dir, 'doc.md');
  writeFileSync(path, text);
  return pathToFileURL(path);
}

describe('writeDocSection', () => {
  it('replaces what stands between the markers and keeps the rest as written', () => {
    const file = docFile('# Title\n\nStory.\n<!-- bench:start -->\nold table\n<!-- bench:end -->\nMore story.\n');
    writeDocSection(file, 'bench', '| new | table |');
    expect(readFileSync(file, 'utf8')).toBe(
      '# Title\n\nStory.\n<!-- bench:start -->\n| new | table |\n<!-- bench:end -->\nMore story.\n',
    );
  });

  it('refuses a file without the markers, and leaves it alone', () => {
    const file = docFile('# Title\n<!-- bench:end -->\n<!-- bench:start -->\n');
    expect(() => writeDocSection(file, 'bench', 'table')).toThrow(
      'has no <!-- bench:start --> … <!-- bench:end --> section',
    );
    expect(readFileSync(file, 'utf8')).toBe('# Title\n<!-- bench:end -->\n<!-- bench:start -->\n');
  });
});
