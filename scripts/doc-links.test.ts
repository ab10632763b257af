import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The documents a user reads: the README, what it links to, and the demo's own README. */
const DOCUMENTS = [
  'README.md',
  'docs/benchmarks.md',
  'docs/mutation-testing.md',
  'docs/reliability.md',
  'docs/screens.md',
  'docs/server.md',
  'docs/testing.md',
  'server/demo/README.md',
];

/** The links of a Markdown text, outside code blocks and code spans: `[text](target)`. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** The anchors GitHub gives a Markdown file's headings: `## Routes and URL parameters` → `routes-and-url-parameters`. */
function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set(
    [...headings].map((heading) =>
      (heading[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the documentation', () => {
  it.each(DOCUMENTS)('%s: every link to the repository leads to a file, and every #anchor to a heading', (doc) => {
    const problems: string[] = [];
    for (const link of linksOf(read(doc))) {
      // A web page (a tool's site) cannot be checked here; any other scheme has no place in these documents.
      if (link.startsWith('https://')) continue;
      if (/^[a-z]+:/i.test(link)) {
        problems.push(`${link}: not a file of the repository nor a web page`);
        continue;
      }
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? doc : relative(ROOT, join(ROOT, dirname(doc), path));
      if (target.startsWith('..') || !existsSync(join(ROOT, target))) {
        problems.push(`${link}: no file ${target} in the repository`);
      } else if (anchor !== undefined && !anchorsOf(read(target)).has(anchor)) {
        problems.push(`${link}: ${target} has no heading #${anchor}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a README a newcomer reads in one go (under 15 KB), linking the measured tables', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThan(15 * 1024);
    const links = linksOf(read('README.md'));
    expect(links).toContain('docs/benchmarks.md');
    expect(links).toContain('docs/reliability.md');
  });

  it('finds links and anchors as GitHub does (so a broken one is seen)', () => {
    const markdown = '## Routes and URL parameters\n\n[a](x.md#y) `[b](code.md)`\n```\n[c](block.md)\n```\n';
    expect(linksOf(markdown)).toEqual(['x.md#y']);
    expect(anchorsOf(markdown)).toEqual(new Set(['routes-and-url-parameters']));
    expect(anchorsOf('## Faults × screens (`e2e/faults.spec.ts`)')).toEqual(
      new Set(['faults--screens-e2efaultsspects']),
    );
  });
});
