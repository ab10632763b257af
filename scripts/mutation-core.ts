// The pure core that `npm run test:mutation` mutates: the modules stryker.config.json's `mutate`
// patterns name (most of src/lib, and the pure modules of a feature or of the table system), and
// the unit tests beside them. One list, read by scripts/mutation-test.ts and vitest.mutation.config.ts.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = join(ROOT, 'stryker.config.json');

/** stryker.config.json's `mutate`: patterns, `!pattern` to leave files out, later entries winning. */
export function mutatePatterns(): string[] {
  return z.object({ mutate: z.array(z.string()) }).parse(JSON.parse(readFileSync(CONFIG, 'utf8'))).mutate;
}

/** The core's modules, as paths from the repository's root: `src/lib/paths.ts`, `src/features/geo/region-tree.ts`. */
export function coreModules(): string[] {
  const modules = new Set<string>();
  for (const pattern of mutatePatterns()) {
    const leaveOut = pattern.startsWith('!');
    for (const path of globSync(leaveOut ? pattern.slice(1) : pattern, { cwd: ROOT })) {
      if (leaveOut) modules.delete(path);
      else modules.add(path);
    }
  }
  return [...modules].sort();
}

/** The unit tests beside the core's modules (`paths.ts` → `paths.test.ts`), where there is one. */
export function coreTests(): string[] {
  return coreModules()
    .map((path) => path.replace(/\.ts$/, '.test.ts'))
    .filter((path) => existsSync(join(ROOT, path)));
}
