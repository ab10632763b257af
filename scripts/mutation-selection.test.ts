import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  coveringTests,
  fingerprint,
  hashText,
  relativeImports,
  resolveImport,
  selectByDiff,
  selectByManifest,
  type Manifest,
  type ModuleFingerprint,
} from './mutation-selection.ts';

describe('relativeImports', () => {
  it('finds the relative modules a file imports at run time, in every form', () => {
    const source = [
      "import fc from 'fast-check';",
      "import { describe } from 'vitest';",
      "import { writeZoneFile } from './zone-file.ts';",
      'import {',
      '  diffRecords,',
      '  type DiffableRecord,',
      "} from '../lib/diff-records.ts';",
      "import type { Matching } from './types-only.ts';",
      "import './setup.ts';",
      "export { parseSoa } from './managed-soa.ts';",
      "export * from './paths.ts';",
      "export type { Span } from './changed-span.ts';",
      "const load = () => import('./format-time.ts');",
      'const { formatCount } = await import("./format-count.ts");',
      "it('reads from the file', () => expect(read('./not-an-import.ts')).toBe(''));",
    ].join('\n');
    expect(relativeImports(source).sort()).toEqual([
      '../lib/diff-records.ts',
      './format-count.ts',
      './format-time.ts',
      './managed-soa.ts',
      './paths.ts',
      './setup.ts',
      './zone-file.ts',
    ]);
  });

  it('lists a module imported twice once', () => {
    expect(relativeImports("import { a } from './a.ts';\nimport { b } from './a.ts';")).toEqual(['./a.ts']);
  });
});

describe('resolveImport', () => {
  const files = new Set(['src/lib/a.ts', 'src/lib/b.tsx', 'src/lib/c/index.ts', 'server/demo/data.ts']);
  const exists = (path: string) => files.has(path);

  it('resolves against the importing file, with the extensions Vite tries', () => {
    expect(resolveImport('src/lib/a.test.ts', './a.ts', exists)).toBe('src/lib/a.ts');
    expect(resolveImport('src/lib/a.test.ts', './a', exists)).toBe('src/lib/a.ts');
    expect(resolveImport('src/lib/a.test.ts', './b', exists)).toBe('src/lib/b.tsx');
    expect(resolveImport('src/lib/a.test.ts', './c', exists)).toBe('src/lib/c/index.ts');
    expect(resolveImport('src/lib/a.test.ts', '../../server/demo/data.ts', exists)).toBe('server/demo/data.ts');
  });

  it('gives undefined for a file that is not there', () => {
    expect(resolveImport('src/lib/a.test.ts', './missing.ts', exists)).toBeUndefined();
  });
});

describe('coveringTests', () => {
  // a.test → a → b; b.test → b; c.test → c → a (so c.test covers a and b too); d has no test.
  const graph: Record<string, string[]> = {
    'a.test.ts': ['a.ts'],
    'a.ts': ['b.ts'],
    'b.test.ts': ['b.ts'],
    'c.test.ts': ['c.ts'],
    'c.ts': ['a.ts'],
    'b.ts': ['a.ts'], // a cycle ends
  };
  const importsOf = (file: string) => graph[file] ?? [];

  it('gives each module the tests that reach it through any chain of imports', () => {
    const covering = coveringTests(
      ['a.ts', 'b.ts', 'c.ts', 'd.ts'],
      ['a.test.ts', 'b.test.ts', 'c.test.ts'],
      importsOf,
    );
    expect(Object.fromEntries(covering)).toEqual({
      'a.ts': ['a.test.ts', 'b.test.ts', 'c.test.ts'],
      'b.ts': ['a.test.ts', 'b.test.ts', 'c.test.ts'],
      'c.ts': ['c.test.ts'],
      'd.ts': [],
    });
  });

  it('leaves out tests outside the mutation run', () => {
    expect(coveringTests(['c.ts'], ['a.test.ts'], importsOf).get('c.ts')).toEqual([]);
  });
});

const files: Record<string, string> = {
  'src/lib/a.ts': 'export const a = 1;',
  'src/lib/a.test.ts': "import { a } from './a.ts';",
  'src/lib/b.ts': 'export const b = 2;',
  'src/lib/b.test.ts': "import { b } from './b.ts';",
  'src/lib/both.test.ts': "import { a } from './a.ts'; import { b } from './b.ts';",
};
const read = (path: string) => files[path] ?? '';
const printsOf = (source: Record<string, string>): ModuleFingerprint[] => [
  fingerprint('src/lib/a.ts', ['src/lib/both.test.ts', 'src/lib/a.test.ts'], (path) => source[path] ?? ''),
  fingerprint('src/lib/b.ts', ['src/lib/b.test.ts', 'src/lib/both.test.ts'], (path) => source[path] ?? ''),
];
const run = { date: '2026-11-25', commit: 'abc1234', minScore: 85, mutants: 120 };
const fullRun = (scores: [string, number][]) => buildManifest(printsOf(files), new Map(scores), run);

describe('fingerprint', () => {
  it('hashes the code and the covering tests, in any order of the tests', () => {
    const print = fingerprint('src/lib/a.ts', ['src/lib/both.test.ts', 'src/lib/a.test.ts'], read);
    expect(print).toEqual({
      module: 'src/lib/a.ts',
      code: hashText('export const a = 1;'),
      tests: expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
      testFiles: ['src/lib/a.test.ts', 'src/lib/both.test.ts'],
    });
    expect(fingerprint('src/lib/a.ts', ['src/lib/a.test.ts', 'src/lib/both.test.ts'], read)).toEqual(print);
  });

  it('changes with a test file’s text and with the set of test files, not with other files', () => {
    const print = fingerprint('src/lib/a.ts', ['src/lib/a.test.ts'], read);
    const edited = fingerprint('src/lib/a.ts', ['src/lib/a.test.ts'], (path) =>
      path === 'src/lib/a.test.ts' ? `${read(path)}\n// one more test` : read(path),
    );
    expect(edited.code).toBe(print.code);
    expect(edited.tests).not.toBe(print.tests);
    expect(fingerprint('src/lib/a.ts', ['src/lib/a.test.ts', 'src/lib/both.test.ts'], read).tests).not.toBe(
      print.tests,
    );
    const otherEdited = fingerprint('src/lib/a.ts', ['src/lib/a.test.ts'], (path) =>
      path === 'src/lib/b.ts' ? 'export const b = 3;' : read(path),
    );
    expect(otherEdited).toEqual(print);
  });
});

describe('selectByManifest', () => {
  it('mutates every module when there is no manifest yet', () => {
    expect(selectByManifest(printsOf(files), undefined, 85)).toEqual([
      { module: 'src/lib/a.ts', reason: 'not in the last full run' },
      { module: 'src/lib/b.ts', reason: 'not in the last full run' },
    ]);
  });

  it('mutates nothing on a clean checkout of what the full run measured', () => {
    const manifest = fullRun([
      ['src/lib/a.ts', 90],
      ['src/lib/b.ts', 85],
    ]);
    expect(selectByManifest(printsOf(files), manifest, 85)).toEqual([]);
  });

  it('mutates a module whose code changed, and only it', () => {
    const manifest = fullRun([
      ['src/lib/a.ts', 90],
      ['src/lib/b.ts', 90],
    ]);
    const now = printsOf({ ...files, 'src/lib/b.ts': 'export const b = 20;' });
    expect(selectByManifest(now, manifest, 85)).toEqual([
      { module: 'src/lib/b.ts', reason: 'its code changed since the last full run' },
    ]);
  });

  it('mutates every module a changed test covers', () => {
    const manifest = fullRun([
      ['src/lib/a.ts', 90],
      ['src/lib/b.ts', 90],
    ]);
    const now = printsOf({ ...files, 'src/lib/both.test.ts': `${files['src/lib/both.test.ts']}\n// edited` });
    expect(selectByManifest(now, manifest, 85)).toEqual([
      { module: 'src/lib/a.ts', reason: 'its tests changed since the last full run' },
      { module: 'src/lib/b.ts', reason: 'its tests changed since the last full run' },
    ]);
  });

  it('mutates a module the manifest lacks (a new or moved one)', () => {
    const manifest = fullRun([['src/lib/a.ts', 90]]);
    const withC = [...printsOf(files), fingerprint('src/lib/c.ts', [], () => 'export const c = 3;')];
    expect(selectByManifest(withC, manifest, 85)).toEqual([
      { module: 'src/lib/c.ts', reason: 'not in the last full run' },
    ]);
  });

  it('mutates again a module that scored under the floor, so the gate fails until it is fixed', () => {
    const manifest = fullRun([
      ['src/lib/a.ts', 84.999],
      ['src/lib/b.ts', 100],
    ]);
    expect(manifest.modules['src/lib/a.ts']?.score).toBe(84.99);
    expect(selectByManifest(printsOf(files), manifest, 85)).toEqual([
      { module: 'src/lib/a.ts', reason: 'scored 84.99% in the last full run, under 85%' },
    ]);
  });

  it('leaves a module without mutants alone once measured', () => {
    const manifest = fullRun([['src/lib/a.ts', 90]]);
    expect(manifest.modules['src/lib/b.ts']?.score).toBeNull();
    expect(selectByManifest(printsOf(files), manifest, 85)).toEqual([]);
  });
});

describe('selectByDiff', () => {
  it('mutates the modules whose code or covering tests a diff touches', () => {
    expect(selectByDiff(printsOf(files), ['src/lib/a.ts', 'README.md'])).toEqual([
      { module: 'src/lib/a.ts', reason: 'its code changed' },
    ]);
    expect(selectByDiff(printsOf(files), ['src/lib/both.test.ts'])).toEqual([
      { module: 'src/lib/a.ts', reason: 'its tests changed (src/lib/both.test.ts)' },
      { module: 'src/lib/b.ts', reason: 'its tests changed (src/lib/both.test.ts)' },
    ]);
    expect(selectByDiff(printsOf(files), ['src/app/router.tsx'])).toEqual([]);
  });
});

describe('buildManifest', () => {
  it('records each module’s hashes, test files and score, in path order', () => {
    const manifest: Manifest = fullRun([
      ['src/lib/b.ts', 91.23456],
      ['src/lib/a.ts', 100],
    ]);
    expect(manifest.run).toEqual(run);
    expect(Object.keys(manifest.modules)).toEqual(['src/lib/a.ts', 'src/lib/b.ts']);
    expect(manifest.modules['src/lib/b.ts']).toEqual({
      code: hashText(files['src/lib/b.ts'] ?? ''),
      tests: printsOf(files)[1]?.tests,
      testFiles: ['src/lib/b.test.ts', 'src/lib/both.test.ts'],
      score: 91.23,
    });
  });
});
