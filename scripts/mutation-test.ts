// `npm run test:mutation`: StrykerJS over the pure core (scripts/mutation-core.ts), then the
// mutation score of each module, which must be at least MIN_SCORE, and the mutants that survived.
//
//   npm run test:mutation                     every module of the core (about half an hour on 2 cores)
//   npm run test:mutation -- --changed        only the modules whose code or covering tests differ from
//                                             the last full run's manifest (docs/mutation-manifest.json),
//                                             that it lacks, or that scored under MIN_SCORE in it
//   npm run test:mutation -- --changed <ref>  only the modules whose code or covering tests differ from
//                                             a git ref (committed or not)
//   … --changed [ref] --dry-run               only say which modules it would mutate, and why
//   npm run test:mutation -- --report-only    read the last run's report instead of running Stryker
//   … --docs                                  (a full run) also rewrite the results in
//                                             docs/mutation-testing.md and the manifest
//
// Exits non-zero when Stryker fails or any module scores under MIN_SCORE.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import * as z from 'zod/mini';
import { writeDocSection } from './doc-section.ts';
import { coreModules, mutatePatterns } from './mutation-core.ts';
import {
  buildManifest,
  coveringTests,
  fingerprint,
  manifestSchema,
  relativeImports,
  resolveImport,
  selectByDiff,
  selectByManifest,
  type Manifest,
  type ModuleFingerprint,
  type Selected,
} from './mutation-selection.ts';

/** The floor of each module's mutation score, in percent (issue 20). */
const MIN_SCORE = 85;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
const DOCS = new URL('../docs/mutation-testing.md', import.meta.url);
const MANIFEST = join(ROOT, 'docs', 'mutation-manifest.json');
const MUTATION_TESTS_CONFIG = 'vitest.mutation.config.ts';

const positionSchema = z.object({ line: z.number(), column: z.number() });
const mutantSchema = z.object({
  id: z.string(),
  mutatorName: z.string(),
  replacement: z.optional(z.string()),
  status: z.string(),
  statusReason: z.optional(z.string()),
  location: z.object({ start: positionSchema, end: positionSchema }),
});
const reportSchema = z.object({
  files: z.record(z.string(), z.object({ source: z.string(), mutants: z.array(mutantSchema) })),
  /** The options of the run: `mutate` tells a full run (the config's) from a partial one. */
  config: z.optional(z.object({ mutate: z.optional(z.array(z.string())) })),
});
type Mutant = z.infer<typeof mutantSchema>;

/** One module's counts; the score is Stryker's: detected over detected and undetected (valid mutants). */
type ModuleScore = {
  file: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Ignored as equivalent (a `// Stryker disable` comment with its reason). */
  ignored: number;
  /** Static mutants, not run (`ignoreStatic`, see docs/mutation-testing.md). */
  ignoredStatic: number;
  invalid: number;
  score: number;
};

function scoreOf(file: string, mutants: readonly Mutant[]): ModuleScore {
  const count = (...statuses: string[]) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  return {
    file,
    killed,
    timeout,
    survived,
    noCoverage,
    ignored: mutants.filter((mutant) => mutant.status === 'Ignored' && !isStatic(mutant)).length,
    ignoredStatic: mutants.filter(isStatic).length,
    invalid: count('CompileError', 'RuntimeError'),
    score: valid === 0 ? 100 : (detected / valid) * 100,
  };
}

/** A static mutant the run left out (Stryker's reason when `ignoreStatic` is on). */
function isStatic(mutant: Mutant): boolean {
  return mutant.status === 'Ignored' && /\bstatic\b/i.test(mutant.statusReason ?? '');
}

/** Code on one line, at most 90 characters. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 87)}…` : flat;
}

/** Code for Markdown, in double backticks with spaces: the code itself may hold a backtick. */
function code(text: string): string {
  return `\`\` ${shorten(text)} \`\``;
}

/** `src/lib/domain-name.ts:42 ConditionalExpression: `` labels.length > 127 `` → `` false ``` */
function describeMutant(file: string, source: string, mutant: Mutant): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  const original =
    start.line === end.line
      ? (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1)
      : `${(lines[start.line - 1] ?? '').slice(start.column - 1)} …`;
  const change = `${code(original)} → ${code(mutant.replacement ?? '')}`;
  const reason = mutant.status === 'Ignored' ? ` (${mutant.statusReason ?? 'ignored'})` : '';
  return `${file}:${start.line} ${mutant.mutatorName}: ${change}${reason}`;
}

function git(...args: string[]): string {
  const run = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout;
}

/** The test files the mutation run runs (vitest.mutation.config.ts), as Vitest lists them. */
function mutationTestFiles(): string[] {
  const run = spawnSync('npx', ['vitest', 'list', '--config', MUTATION_TESTS_CONFIG, '--filesOnly', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`vitest list --config ${MUTATION_TESTS_CONFIG}: ${run.stderr.trim()}`);
  const listed = z.array(z.object({ file: z.string() })).parse(JSON.parse(run.stdout));
  return [...new Set(listed.map(({ file }) => relative(ROOT, file)))].sort();
}

const existsInRepository = (path: string) => existsSync(join(ROOT, path));

/** Each mutated module's fingerprint: its code, and the mutation run's tests that import it. */
function currentFingerprints(): ModuleFingerprint[] {
  const modules = coreModules();
  const sources = new Map<string, string>();
  const read = (path: string) => {
    let text = sources.get(path);
    if (text === undefined) {
      text = readFileSync(join(ROOT, path), 'utf8');
      sources.set(path, text);
    }
    return text;
  };
  const importsOf = (file: string) =>
    relativeImports(read(file)).flatMap((specifier) => resolveImport(file, specifier, existsInRepository) ?? []);
  const covering = coveringTests(modules, mutationTestFiles(), importsOf);
  return modules.map((module) => fingerprint(module, covering.get(module) ?? [], read));
}

function readManifest(): Manifest | undefined {
  if (!existsSync(MANIFEST)) return undefined;
  return manifestSchema.parse(JSON.parse(readFileSync(MANIFEST, 'utf8')));
}

/** Files that differ from `ref`, committed or not, and files git does not track yet. */
function filesChangedSince(ref: string): string[] {
  return [
    ...git('diff', '--name-only', ref).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ].filter((path) => path !== '');
}

/** The modules `--changed [ref]` mutates, said with the reason for each. */
function changedModules(prints: readonly ModuleFingerprint[], ref: string | undefined): Selected[] {
  if (ref !== undefined) {
    const selected = selectByDiff(prints, filesChangedSince(ref));
    console.log(`Compared with ${ref}: ${selected.length} of ${prints.length} modules changed.`);
    return selected;
  }
  const manifest = readManifest();
  if (manifest === undefined) {
    // Every module would be new to it: hours of mutation on two cores inside `npm test`.
    console.log(
      `No ${relative(ROOT, MANIFEST)} yet: no full run to compare with, so nothing is mutated. ` +
        'Run `npm run test:mutation -- --docs` once and commit the manifest it writes to arm this gate, ' +
        'or pass a ref (`--changed origin/main`).',
    );
    return [];
  }
  const selected = selectByManifest(prints, manifest, MIN_SCORE);
  console.log(
    `Compared with the last full run (${manifest.run.date}, code at ${manifest.run.commit}, ${relative(ROOT, MANIFEST)}): ${selected.length} of ${prints.length} modules to mutate.`,
  );
  return selected;
}

function runStryker(mutate: string[] | null): number {
  const args = ['stryker', 'run', ...(mutate === null ? [] : ['--mutate', mutate.join(',')])];
  console.log(`> npx ${args.join(' ')}`);
  const run = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
  return run.status ?? 1;
}

function docsSection(scores: readonly ModuleScore[], listed: readonly string[], when: string): string {
  const rows = scores.map(
    (each) =>
      `| \`${each.file}\` | ${each.score.toFixed(2)}% | ${each.killed} | ${each.timeout} | ${each.survived} | ${each.noCoverage} | ${each.ignored} | ${each.ignoredStatic} | ${each.score >= MIN_SCORE ? 'yes' : '**no**'} |`,
  );
  return [
    `Produced by \`npm run test:mutation -- --docs\` ${when}.`,
    '',
    `| Module | Score | Killed | Timed out | Survived | No coverage | Ignored (equivalent) | Static, not run | ≥ ${MIN_SCORE}% |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    'Mutants not detected (survived or not covered) and mutants ignored as equivalent, with the reason (static mutants, not run, are only counted above):',
    '',
    ...(listed.length === 0 ? ['- none'] : listed.map((line) => `- ${line}`)),
  ].join('\n');
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const changedAt = argv.indexOf('--changed');
  const writeDocs = argv.includes('--docs');
  if (writeDocs && changedAt !== -1) {
    console.error('--docs records a full run (the table and the manifest); leave out --changed.');
    return 1;
  }
  const prints = changedAt !== -1 || writeDocs ? currentFingerprints() : [];
  let mutate: string[] | null = null;
  if (changedAt !== -1) {
    const ref = argv[changedAt + 1]?.startsWith('--') === false ? argv[changedAt + 1] : undefined;
    const selected = changedModules(prints, ref);
    for (const { module, reason } of selected) console.log(`  ${module}: ${reason}`);
    if (selected.length === 0) {
      console.log('Nothing to mutate.');
      return 0;
    }
    mutate = selected.map(({ module }) => module);
    if (argv.includes('--dry-run')) return 0;
  }
  const strykerStatus = argv.includes('--report-only') ? 0 : runStryker(mutate);
  if (!existsSync(REPORT)) {
    console.error(`Stryker wrote no report (${relative(ROOT, REPORT)}).`);
    return 1;
  }
  const report = reportSchema.parse(JSON.parse(readFileSync(REPORT, 'utf8')));
  const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  const scores = files.map(([file, { mutants }]) => scoreOf(file, mutants));
  const listed = files.flatMap(([file, { source, mutants }]) =>
    mutants
      .filter((mutant) => ['Survived', 'NoCoverage', 'Ignored'].includes(mutant.status) && !isStatic(mutant))
      .sort((a, b) => a.location.start.line - b.location.start.line)
      .map(
        (mutant) => `${mutant.status === 'NoCoverage' ? 'no coverage: ' : ''}${describeMutant(file, source, mutant)}`,
      ),
  );

  console.log(`\nMutation score per module (at least ${MIN_SCORE}% each):`);
  for (const each of scores) {
    console.log(
      `  ${each.score >= MIN_SCORE ? 'ok  ' : 'LOW '} ${each.score.toFixed(2).padStart(6)}%  ${each.file}  (${each.killed} killed, ${each.timeout} timed out, ${each.survived} survived, ${each.noCoverage} not covered, ${each.ignored} ignored, ${each.ignoredStatic} static not run)`,
    );
  }
  if (listed.length > 0) console.log(`\nNot detected or ignored:\n${listed.map((line) => `  ${line}`).join('\n')}`);

  if (writeDocs) {
    // A full run mutates what the config says; a module it has no mutants of is missing from the report.
    const ranWith = report.config?.mutate ?? [];
    if (JSON.stringify(ranWith) !== JSON.stringify(mutatePatterns())) {
      console.error(`\n--docs: the report is of a partial run (mutate: ${ranWith.join(', ')}); run the full run.`);
      return 1;
    }
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--', ...prints.map(({ module }) => module)).trim() !== '';
    const date = new Date().toISOString().slice(0, 10);
    const when = `on ${date}, code at ${commit}${dirty ? ' with uncommitted changes' : ''}`;
    writeDocSection(DOCS, 'mutation', docsSection(scores, listed, when));
    const mutants = scores.reduce((sum, each) => sum + each.killed + each.timeout + each.survived + each.noCoverage, 0);
    const manifest = buildManifest(prints, new Map(scores.map((each) => [each.file, each.score])), {
      date,
      commit: dirty ? `${commit}+uncommitted` : commit,
      minScore: MIN_SCORE,
      mutants,
    });
    const options = await prettier.resolveConfig(MANIFEST);
    writeFileSync(MANIFEST, await prettier.format(JSON.stringify(manifest), { ...options, filepath: MANIFEST }));
    console.log(`\nWrote the results into docs/mutation-testing.md and ${relative(ROOT, MANIFEST)}.`);
  }

  const low = scores.filter((each) => each.score < MIN_SCORE);
  if (low.length > 0)
    console.error(`\n${low.length} module(s) under ${MIN_SCORE}%: ${low.map((each) => each.file).join(', ')}`);
  return strykerStatus !== 0 || low.length > 0 ? 1 : 0;
}

process.exitCode = await main();
