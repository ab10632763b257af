// `npm run test:mutation`: StrykerJS over the pure core (scripts/mutation-core.ts), then the
// mutation score of each module, which must be at least MIN_SCORE, and the mutants that survived.
//
//   npm run test:mutation                     every module of the core (about half an hour on 2 cores)
//   npm run test:mutation -- --changed [ref]  only the modules a change touched: their code or their
//                                             tests, against `ref` (default: where the branch left main)
//   npm run test:mutation -- --report-only    read the last run's report instead of running Stryker
//   … --docs                                  also rewrite the results in docs/mutation-testing.md
//
// Exits non-zero when Stryker fails or any module scores under MIN_SCORE.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { writeDocSection } from './doc-section.ts';
import { coreModules } from './mutation-core.ts';

/** The floor of each module's mutation score, in percent (issue 20). */
const MIN_SCORE = 85;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REPORT = join(ROOT, 'reports', 'mutation', 'mutation.json');
const DOCS = new URL('../docs/mutation-testing.md', import.meta.url);

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
});
type Mutant = z.infer<typeof mutantSchema>;

/** One module's counts; the score is Stryker's: detected over detected and undetected (valid mutants). */
type ModuleScore = {
  file: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
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
    ignored: count('Ignored'),
    invalid: count('CompileError', 'RuntimeError'),
    score: valid === 0 ? 100 : (detected / valid) * 100,
  };
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

/** Where this branch left main (or origin/main, in a clone without a local main). */
function mergeBaseWithMain(): string {
  for (const branch of ['main', 'origin/main']) {
    const run = spawnSync('git', ['merge-base', 'HEAD', branch], { cwd: ROOT, encoding: 'utf8' });
    if (run.status === 0) return run.stdout.trim();
  }
  throw new Error('--changed: no main or origin/main to compare with; name a ref: --changed <ref>');
}

/**
 * The core modules whose code or tests differ from `ref` (committed or not), as Stryker's mutate
 * list. A module moved into the core from elsewhere counts as changed; one left out of it (the
 * config's `!path`, such as download.ts) is not mutated here either.
 */
function changedModules(ref: string | undefined): string[] {
  const base = ref ?? mergeBaseWithMain();
  const touched = new Set(
    [
      ...git('diff', '--name-only', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ].map((path) => path.replace(/\.test\.ts$/, '.ts')),
  );
  return coreModules().filter((path) => touched.has(path));
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
      `| \`${each.file}\` | ${each.score.toFixed(2)}% | ${each.killed} | ${each.timeout} | ${each.survived} | ${each.noCoverage} | ${each.ignored} | ${each.score >= MIN_SCORE ? 'yes' : '**no**'} |`,
  );
  return [
    `Produced by \`npm run test:mutation -- --docs\` ${when}.`,
    '',
    `| Module | Score | Killed | Timed out | Survived | No coverage | Ignored (equivalent) | ≥ ${MIN_SCORE}% |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    'Mutants not detected (survived or not covered) and mutants ignored as equivalent, with the reason:',
    '',
    ...(listed.length === 0 ? ['- none'] : listed.map((line) => `- ${line}`)),
  ].join('\n');
}

function main(): number {
  const argv = process.argv.slice(2);
  const changedAt = argv.indexOf('--changed');
  let mutate: string[] | null = null;
  if (changedAt !== -1) {
    const ref = argv[changedAt + 1]?.startsWith('--') === false ? argv[changedAt + 1] : undefined;
    mutate = changedModules(ref);
    if (mutate.length === 0) {
      console.log('No module of the core changed: nothing to mutate.');
      return 0;
    }
    console.log(`Modules changed: ${mutate.join(', ')}`);
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
      .filter((mutant) => ['Survived', 'NoCoverage', 'Ignored'].includes(mutant.status))
      .sort((a, b) => a.location.start.line - b.location.start.line)
      .map(
        (mutant) => `${mutant.status === 'NoCoverage' ? 'no coverage: ' : ''}${describeMutant(file, source, mutant)}`,
      ),
  );

  console.log(`\nMutation score per module (at least ${MIN_SCORE}% each):`);
  for (const each of scores) {
    console.log(
      `  ${each.score >= MIN_SCORE ? 'ok  ' : 'LOW '} ${each.score.toFixed(2).padStart(6)}%  ${each.file}  (${each.killed} killed, ${each.timeout} timed out, ${each.survived} survived, ${each.noCoverage} not covered, ${each.ignored} ignored)`,
    );
  }
  if (listed.length > 0) console.log(`\nNot detected or ignored:\n${listed.map((line) => `  ${line}`).join('\n')}`);

  if (argv.includes('--docs')) {
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--', ...coreModules()).trim() !== '';
    const when = `on ${new Date().toISOString().slice(0, 10)}, code at ${commit}${dirty ? ' with uncommitted changes' : ''}`;
    writeDocSection(DOCS, 'mutation', docsSection(scores, listed, when));
    console.log('\nWrote the results into docs/mutation-testing.md.');
  }

  const low = scores.filter((each) => each.score < MIN_SCORE);
  if (low.length > 0)
    console.error(`\n${low.length} module(s) under ${MIN_SCORE}%: ${low.map((each) => each.file).join(', ')}`);
  return strykerStatus !== 0 || low.length > 0 ? 1 : 0;
}

process.exitCode = main();
