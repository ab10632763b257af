import { describeCharacter } from './unseen-character.ts';

export type ResourceIdResult =
  { readonly ok: true; readonly id: string } | { readonly ok: false; readonly reason: string };

const MAX_ID_LENGTH = 128;
const SAFE_ID = /^[A-Za-z0-9_.~-]+$/;

/**
 * Checks an identifier that goes into an API path or a link (a snapshot, template or record id) before any request:
 * non-empty, at most 128 characters, only characters that cannot change the path (no `/`, `?`,
 * `#`, `%`, spaces), and not `.` or `..`.
 * `parseResourceId('9050', 'snapshot')` → `{ ok: true, id: '9050' }`;
 * `parseResourceId('../x', 'template')` → `{ ok: false, reason: 'A template id cannot contain “/”.' }`.
 */
export function parseResourceId(input: string, what: 'snapshot' | 'template' | 'record'): ResourceIdResult {
  const id = input.trim();
  if (id === '') return { ok: false, reason: `Enter a ${what} id.` };
  if (id.length > MAX_ID_LENGTH) {
    return {
      ok: false,
      reason: `A ${what} id is at most ${MAX_ID_LENGTH} characters long; this one has ${id.length}.`,
    };
  }
  if (id === '.' || id === '..') return { ok: false, reason: `“${id}” is not a ${what} id.` };
  if (!SAFE_ID.test(id)) {
    const bad = [...id].find((char) => !SAFE_ID.test(char)) ?? '';
    return {
      ok: false,
      reason: `A ${what} id cannot contain ${describeCharacter(bad)}; use letters, digits, “-”, “_” or “.”.`,
    };
  }
  return { ok: true, id };
}

/**
 * A link parameter's problem with an id, then why, as two sentences (a URL problem's reason is
 * followed by a period, and the id's reason is a sentence of its own, not a parenthesis).
 * `idProblem('is not a snapshot id', 'A snapshot id cannot contain “/”; use letters, digits, “-”, “_” or “.”.')`
 * → `'is not a snapshot id. A snapshot id cannot contain “/”; use letters, digits, “-”, “_” or “.”'`
 */
export function idProblem(problem: string, reason: string): string {
  return `${problem}. ${reason.endsWith('.') ? reason.slice(0, -1) : reason}`;
}

/**
 * One side of a comparison as links name it: `current` (the live zone) or a snapshot id, read as
 * parseResourceId reads one (trimmed). `parseCompareSide(' 9040')` → `{ ok: true, id: '9040' }`;
 * `parseCompareSide('current')` → `{ ok: true, id: 'current' }`.
 */
export function parseCompareSide(input: string): ResourceIdResult {
  return input.trim() === 'current' ? { ok: true, id: 'current' } : parseResourceId(input, 'snapshot');
}
