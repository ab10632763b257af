// Mutation runs only (vitest.mutation.config.ts): the property tests draw the same inputs in every
// run, so that a mutant reached by a property test alone is killed in every run or in none, and a
// full run and the next `--changed` one agree. `npm run test:unit` keeps drawing new inputs.
import fc from 'fast-check';

fc.configureGlobal({ seed: 20_261_124 });
