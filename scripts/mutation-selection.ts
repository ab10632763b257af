// Which modules `npm run test:mutation -- --changed` mutates: the pure part, tested on its own
// (scripts/mutation-selection.test.ts). The script feeds it the files and reads the answers.
//
// A module's mutation score depends on its code and on the tests that run against its mutants:
// the test files of the mutation run (vitest.mutation.config.ts) that import it, directly or
// through other modules — the tests Stryker's Vitest runner picks for it (`related`). The full run
// records a hash of each in the manifest (docs/mutation-manifest.json) with the module's score;
// `--changed` then mutates every module whose code or tests hash differently, that the manifest
// lacks, or that scored under the floor. With a git ref instead, it mutates every module whose code
// or tests the diff against that ref touches.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import * as z from 'zod/mini';

/** `import … from './x.ts'`, `import './x.ts'`, `export … from './x.ts'`, `import('./x.ts')`; not `import type`. */
const IMPORT =
  /\b(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The relative modules a source file imports at run time, as written (`'./domain-name.ts'`). */
export function relativeImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier?.startsWith('.')) found.add(specifier);
  }
  return [...found];
}

/**
 * The file an import names, relative to the repository (`src/lib/a.test.ts` importing `'./a.ts'`
 * → `src/lib/a.ts`), trying the extensions Vite would when the import has none; undefined when no
 * such file exists.
 */
export function resolveImport(from: string, specifier: string, exists: (path: string) => boolean): string | undefined {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(exists);
}

/**
 * For each module, the test files that import it, directly or through other files, in the order
 * of `tests`. `importsOf` gives the files a file imports (resolved, relative to the repository).
 */
export function coveringTests(
  modules: readonly string[],
  tests: readonly string[],
  importsOf: (file: string) => readonly string[],
): Map<string, string[]> {
  const covering = new Map<string, string[]>(modules.map((module) => [module, []]));
  for (const test of tests) {
    const reached = new Set<string>([test]);
    const pending = [test];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      for (const next of importsOf(file)) {
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(next);
      }
    }
    for (const file of reached) covering.get(file)?.push(test);
  }
  return covering;
}

/** `sha256:` and the first 16 hex digits of the SHA-256 of a text. */
export function hashText(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/** What a module's score depends on: the hash of its code, and of its covering test files (path and text). */
export type ModuleFingerprint = {
  module: string;
  code: string;
  tests: string;
  testFiles: readonly string[];
};

export function fingerprint(
  module: string,
  testFiles: readonly string[],
  read: (path: string) => string,
): ModuleFingerprint {
  const sorted = [...testFiles].sort();
  return {
    module,
    code: hashText(read(module)),
    tests: hashText(sorted.map((file) => `${file}\u0000${read(file)}`).join('\u0000')),
    testFiles: sorted,
  };
}

const entrySchema = z.object({
  code: z.string(),
  tests: z.string(),
  testFiles: z.array(z.string()),
  /** Percent; null for a module without mutants. */
  score: z.nullable(z.number()),
});
export const manifestSchema = z.object({
  about: z.string(),
  run: z.object({ date: z.string(), commit: z.string(), minScore: z.number(), mutants: z.number() }),
  modules: z.record(z.string(), entrySchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

export const MANIFEST_ABOUT =
  'Written by the full run, `npm run test:mutation -- --docs`; read by `npm run test:mutation -- --changed`, ' +
  'which mutates every module whose code or covering tests hash differently, that is missing here, or that ' +
  'scored under minScore. Do not edit by hand.';

export type Selected = { module: string; reason: string };

/** The modules to mutate against the last full run's manifest, each with the reason. */
export function selectByManifest(
  current: readonly ModuleFingerprint[],
  manifest: Manifest | undefined,
  minScore: number,
): Selected[] {
  const selected: Selected[] = [];
  for (const { module, code, tests } of current) {
    const entry = manifest?.modules[module];
    const reason =
      entry === undefined
        ? 'not in the last full run'
        : entry.code !== code
          ? 'its code changed since the last full run'
          : entry.tests !== tests
            ? 'its tests changed since the last full run'
            : entry.score !== null && entry.score < minScore
              ? `scored ${entry.score.toFixed(2)}% in the last full run, under ${minScore}%`
              : undefined;
    if (reason !== undefined) selected.push({ module, reason });
  }
  return selected;
}

/** The modules to mutate when `changedFiles` (relative to the repository) differ from a git ref. */
export function selectByDiff(current: readonly ModuleFingerprint[], changedFiles: readonly string[]): Selected[] {
  const changed = new Set(changedFiles);
  const selected: Selected[] = [];
  for (const { module, testFiles } of current) {
    const tests = testFiles.filter((file) => changed.has(file));
    if (changed.has(module)) selected.push({ module, reason: 'its code changed' });
    else if (tests.length > 0) selected.push({ module, reason: `its tests changed (${tests.join(', ')})` });
  }
  return selected;
}

/** The manifest of a full run: every module's fingerprint, and its score (null without mutants). */
export function buildManifest(
  current: readonly ModuleFingerprint[],
  scores: ReadonlyMap<string, number>,
  run: Manifest['run'],
): Manifest {
  const modules: Record<string, ManifestEntry> = {};
  for (const { module, code, tests, testFiles } of [...current].sort((a, b) => a.module.localeCompare(b.module))) {
    const score = scores.get(module);
    modules[module] = { code, tests, testFiles: [...testFiles], score: score === undefined ? null : floor2(score) };
  }
  return { about: MANIFEST_ABOUT, run, modules };
}

/** Two decimals, rounded down: a score just under the floor stays under it. */
function floor2(value: number): number {
  return Math.floor(value * 100) / 100;
}
