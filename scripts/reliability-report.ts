// `npm run report:reliability`: the reliability tables of docs/reliability.md, produced by the tests themselves.
// Runs the fault, hostile-data, malformed-link and CSP journeys (Playwright, JSON report), reads
// what each test recorded as its `outcome` (and `link`) annotation, adds the load figures of
// `npm run load` (bench/load-results.json), and writes each table into docs/reliability.md between
// its own `<!-- reliability-<table>:start -->` and `<!-- reliability-<table>:end -->`, with the run
// it comes from. Exits non-zero when a test failed.
//
// `npm run report:reliability -- faults` runs only those journeys (faults, hostile, csp, malformed)
// and rewrites only their tables: the others keep the run they came from.
// `node scripts/reliability-report.ts --from report.json` formats an existing report instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOSTILE_PAYLOADS } from '../server/demo/data/hostile-zone.ts';
import { writeDocSection } from './doc-section.ts';

/** The journeys of each table. */
const SPECS = {
  faults: 'e2e/faults.spec.ts',
  hostile: 'e2e/hostile-data.spec.ts',
  malformed: 'e2e/malformed-links.spec.ts',
  csp: 'e2e/csp.spec.ts',
} as const;
type Table = keyof typeof SPECS;
const isTable = (name: string): name is Table => Object.hasOwn(SPECS, name);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RELIABILITY_DOC = new URL('../docs/reliability.md', import.meta.url);
const LOAD_RESULTS = join(ROOT, 'bench', 'load-results.json');

type Annotation = { type: string; description?: string };
type Result = { status: string; annotations?: Annotation[] };
type Spec = { title: string; file: string; tests: { annotations?: Annotation[]; results: Result[] }[] };
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
type Report = { suites: Suite[] };

/** One test as the table needs it: where it sits, its title, whether it passed, what it recorded. */
type Outcome = { file: string; path: string[]; title: string; passed: boolean; status: string; notes: Annotation[] };

/** The tables named on the command line (all when none is). */
function tablesAsked(): Table[] {
  const args = process.argv.slice(2);
  const from = args.indexOf('--from');
  const names = args.filter((_, index) => from === -1 || (index !== from && index !== from + 1));
  const unknown = names.filter((name) => !isTable(name));
  if (unknown.length > 0) throw new Error(`No such table: ${unknown.join(', ')} (${Object.keys(SPECS).join(', ')})`);
  return names.length === 0 ? Object.keys(SPECS).filter(isTable) : names.filter(isTable);
}

function readReport(tables: readonly Table[]): Report {
  const from = process.argv.indexOf('--from');
  const file =
    from === -1 ? join(mkdtempSync(join(tmpdir(), 'zonescope-report-')), 'report.json') : process.argv[from + 1];
  if (file === undefined) throw new Error('--from needs a file');
  if (from === -1) {
    const run = spawnSync('npx', ['playwright', 'test', ...tables.map((table) => SPECS[table]), '--reporter=json'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: file, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    if (!existsSync(file)) throw new Error(`Playwright wrote no report (exit ${run.status})`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

function flatten(suite: Suite, path: string[], into: Outcome[]): Outcome[] {
  for (const spec of suite.specs ?? []) {
    const test = spec.tests[0];
    const result = test?.results.at(-1);
    into.push({
      file: spec.file,
      path,
      title: spec.title,
      passed: result?.status === 'passed',
      status: result?.status ?? 'not run',
      notes: [...(test?.annotations ?? []), ...(result?.annotations ?? [])],
    });
  }
  for (const child of suite.suites ?? []) flatten(child, [...path, child.title], into);
  return into;
}

const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

/**
 * The commit the journeys ran on, marked when the working tree had changes of its own (other than
 * this run's outputs: docs/reliability.md, and the load figures `npm run load` has just written).
 */
function testedCommit(): string {
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const outputs = [':!docs/reliability.md', ':!bench/load-results.json'];
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', ...outputs) !== '';
  return changed ? `${commit} (with uncommitted changes)` : commit;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const note = (outcome: Outcome, type: string) => outcome.notes.find((n) => n.type === type)?.description ?? '';
const mark = (outcome: Outcome | undefined, text: string) =>
  outcome === undefined ? '' : outcome.passed ? `✓ ${cell(text)}` : `✗ ${outcome.status}`;

/** Faults × screens: the spec's describe blocks are the screens, its tests the faults. */
function faultsTable(outcomes: Outcome[]): string[] {
  // A screen's tests (in its describe block) are the table's, passed or not; the file's own are listed below it.
  const faults = outcomes.filter((o) => o.file.endsWith('faults.spec.ts') && o.path.length > 1);
  const screens = [...new Set(faults.map((o) => o.path.at(-1) ?? ''))];
  const titles = [...new Set(faults.map((o) => o.title))];
  const find = (title: string, screen: string) => faults.find((o) => o.title === title && o.path.at(-1) === screen);
  const others = outcomes.filter((o) => o.file.endsWith('faults.spec.ts') && o.path.length === 1);
  return [
    `| Fault | ${screens.join(' | ')} |`,
    `| --- | ${screens.map(() => '---').join(' | ')} |`,
    ...titles.map((title) => {
      const row = screens.map((screen) => find(title, screen));
      return `| ${cell(title)} | ${row.map((o) => (o === undefined ? '' : mark(o, note(o, 'outcome')))).join(' | ')} |`;
    }),
    '',
    ...others.map((o) => `- ${o.passed ? '✓' : `✗ ${o.status}`} ${cell(o.title)}`),
  ];
}

function listTable(outcomes: Outcome[], file: string): string[] {
  return [
    '| Journey | Result |',
    '| --- | --- |',
    ...outcomes
      .filter((o) => o.file.endsWith(file))
      .map(
        (o) =>
          `| ${cell([...o.path.filter((p) => p !== '' && !p.endsWith('.ts')), o.title].join(' › '))} | ${o.passed ? '✓' : `✗ ${o.status}`} |`,
      ),
  ];
}

function malformedTable(outcomes: Outcome[]): string[] {
  return [
    '| # | Link | What the person sees | Result |',
    '| --- | --- | --- | --- |',
    ...outcomes
      .filter((o) => o.file.endsWith('malformed-links.spec.ts'))
      .map((o) => {
        const [number = '', ...what] = o.title.split(' ');
        const link = note(o, 'link');
        const shown = link.length > 90 ? `${link.slice(0, 87)}…` : link;
        return `| ${number} ${cell(what.join(' '))} | \`${cell(shown)}\` | ${cell(note(o, 'outcome'))} | ${o.passed ? '✓' : `✗ ${o.status}`} |`;
      }),
  ];
}

type LoadOutcome = {
  path: string;
  via: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssAfterMiB: number;
};

function loadTable(): string[] {
  if (!existsSync(LOAD_RESULTS)) return ['No load figures yet: run `npm run load`.'];
  const { measured, outcomes } = JSON.parse(readFileSync(LOAD_RESULTS, 'utf8')) as {
    measured: string;
    outcomes: LoadOutcome[];
  };
  return [
    measured,
    '',
    '| Path | Via | Requests/s | p50 | p99 | Errors | Non-2xx | Memory before → peak → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...outcomes.map(
      (o) =>
        `| \`${o.path.replace('/dns/v1/domains/large.example.net', '…')}\` | ${o.via} | ${Math.round(o.requestsPerSecond)} | ${o.p50} ms | ${o.p99} ms | ${o.errors} | ${o.non2xx} | ${o.rssBeforeMiB} → ${o.rssPeakMiB} → ${o.rssAfterMiB} MiB |`,
    ),
  ];
}

const tables = tablesAsked();
const outcomes = readReport(tables).suites.flatMap((suite) => flatten(suite, [suite.title], []));
const ranOn = `on ${new Date().toISOString().slice(0, 10)}, code at ${testedCommit()}`;
const only = tables.length < Object.keys(SPECS).length ? ` -- ${tables.join(' ')}` : '';
const produced = (ran: Outcome[]) =>
  `Produced by \`npm run report:reliability${only}\` ${ranOn}: ${ran.filter((o) => o.passed).length} of ${ran.length} journeys passed.`;

const sections: Record<Table, (ran: Outcome[]) => string[]> = {
  faults: faultsTable,
  hostile: (ran) => [
    'Inputs tried (as JSON strings; `server/demo/data/hostile-zone.ts`), plus look-alike names mixing Cyrillic and Latin letters and markup in names:',
    '',
    ...Object.entries(HOSTILE_PAYLOADS).map(([name, value]) => {
      // Invisible and reordering characters written as escapes, so the document itself stays readable.
      const shown = JSON.stringify(value.length > 80 ? `${value.slice(0, 60)}…` : value).replace(
        /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu,
        (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
      );
      return `- ${name} (${value.length.toLocaleString('en')} characters): \`${cell(shown)}\``;
    }),
    '',
    ...listTable(ran, 'hostile-data.spec.ts'),
  ],
  csp: (ran) => listTable(ran, 'csp.spec.ts'),
  malformed: malformedTable,
};

const printed: string[] = [];
for (const table of tables) {
  const ran = outcomes.filter((o) => o.file.endsWith(SPECS[table].replace('e2e/', '')));
  // A table whose journeys are not in the report (a report of other journeys) keeps the run it came from.
  if (ran.length === 0) continue;
  const section = [produced(ran), '', ...sections[table](ran)].join('\n');
  writeDocSection(RELIABILITY_DOC, `reliability-${table}`, section);
  printed.push(section);
}
const load = loadTable().join('\n');
writeDocSection(RELIABILITY_DOC, 'reliability-load', load);
console.log([...printed, load].join('\n\n'));
const passed = outcomes.filter((o) => o.passed).length;
process.exitCode = passed === outcomes.length ? 0 : 1;
