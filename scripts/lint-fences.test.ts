import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

/**
 * The import arrows of oxlint.config.ts, run by oxlint itself on a small tree beside the real one:
 * each forbidden arrow is reported, each allowed one is not. The tree's features (alpha, beta,
 * gamma) are not the project's: the per-feature fences must come from whatever folders are there.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const FORBIDDEN: Record<string, string> = {
  'src/lib/reaches-network.ts': "import { get } from '../api/http';\nexport const a = get;\n",
  'src/features/alpha/uses-beta.ts': "import { b } from '../beta/beta-thing';\nexport const a = b;\n",
  'src/features/gamma/uses-alpha.ts': "import { a } from '../alpha/alpha-thing';\nexport const g = a;\n",
  'src/contract/uses-lib.ts': "import { p } from '../lib/pure';\nexport const c = p;\n",
  'server/uses-spa-api.ts': "import { get } from '../src/api/http';\nexport const s = get;\n",
  'src/lib/BadName.ts': 'export const bad = 1;\n',
};
const ALLOWED: Record<string, string> = {
  'src/features/alpha/alpha-thing.ts': "import { p } from '../../lib/pure';\nexport const a = p;\n",
  'src/features/beta/beta-thing.ts': "import { get } from '../../api/http';\nexport const b = get;\n",
  'src/lib/pure.ts': "import { schema } from '../contract/schema';\nexport const p = schema;\n",
  'src/api/http.ts': "import { schema } from '../contract/schema';\nexport const get = schema;\n",
  'src/contract/schema.ts': 'export const schema = 1;\n',
  'server/uses-contract.ts': "import { schema } from '../src/contract/schema';\nexport const s = schema;\n",
};

const reportSchema = z.object({
  diagnostics: z.array(z.object({ code: z.string(), filename: z.string(), help: z.optional(z.string()) })),
});

let tree = '';
let reported: Map<string, string[]>;

beforeAll(() => {
  tree = mkdtempSync(join(tmpdir(), 'zonescope-lint-fences-'));
  copyFileSync(join(ROOT, 'oxlint.config.ts'), join(tree, 'oxlint.config.ts'));
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries({ ...FORBIDDEN, ...ALLOWED })) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'oxlint'), ['--format=json', 'src', 'server'], {
    cwd: tree,
    encoding: 'utf8',
  });
  const { diagnostics } = reportSchema.parse(JSON.parse(run.stdout));
  reported = new Map();
  for (const diagnostic of diagnostics) {
    reported.set(diagnostic.filename, [...(reported.get(diagnostic.filename) ?? []), diagnostic.code]);
  }
});

afterAll(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
});

describe('the import arrows oxlint enforces', () => {
  it.each([
    ['lib → api', 'src/lib/reaches-network.ts'],
    ['feature → feature', 'src/features/alpha/uses-beta.ts'],
    ['feature → feature, for a feature folder the config never named', 'src/features/gamma/uses-alpha.ts'],
    ['contract → anything', 'src/contract/uses-lib.ts'],
    ['server → src/api', 'server/uses-spa-api.ts'],
  ])('forbids %s', (_arrow, file) => {
    expect(reported.get(file)).toEqual(['eslint(no-restricted-imports)']);
  });

  it('reports every forbidden file, and only those', () => {
    expect([...reported.keys()].sort()).toEqual(Object.keys(FORBIDDEN).sort());
  });

  it('forbids file names that are not kebab-case', () => {
    expect(reported.get('src/lib/BadName.ts')).toEqual(['unicorn(filename-case)']);
  });

  it('allows the arrows that flow one way: feature → lib and api, lib and api → contract, server → contract', () => {
    expect(Object.keys(ALLOWED).filter((file) => reported.has(file))).toEqual([]);
  });
});
