import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiRoutes } from './api-routes.ts';
import { DEMO_API_KEY } from './demo/demo-api.ts';
import { namesMoreMembersThan, UPSTREAM_MEMBER_NAMES_BOUND } from './json-member-names.ts';
import { manyRegionsGeoDefaults } from './test/hostile-answers.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const over = (text: string, limit: number) => namesMoreMembersThan(bytesOf(text), limit);

/** The distinct member names of a JSON value, at any depth. */
function memberNamesOf(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) memberNamesOf(item, names);
  else if (typeof value === 'object' && value !== null)
    for (const [name, item] of Object.entries(value)) {
      names.add(name);
      memberNamesOf(item, names);
    }
  return names;
}

describe('namesMoreMembersThan', () => {
  it('counts member names, each once, and no string value', () => {
    expect(over('{"a":"b","c":"d"}', 1)).toBe(true);
    expect(over('{"a":"b","c":"d"}', 2)).toBe(false);
    const repeated = JSON.stringify(Array.from({ length: 1000 }, (_, index) => ({ a: String(index), b: { a: 'x' } })));
    expect(over(repeated, 1)).toBe(true);
    expect(over(repeated, 2)).toBe(false);
    expect(over('["a","b","c"]', 0)).toBe(false);
  });

  it('reads a string to its real end: an escaped quote stays inside it, an escaped backslash does not hide its end', () => {
    expect(over(String.raw`{"v":"x\":1,\"y\":2,\"z\":3"}`, 1)).toBe(false);
    expect(over(String.raw`{"a":"\\","b":1,"c":"\\\"\\"}`, 2)).toBe(true);
    expect(over(String.raw`{"a":"\\","b":1,"c":"\\\"\\"}`, 3)).toBe(false);
  });

  it('takes a colon after whitespace, and tells names apart by every byte', () => {
    expect(over('{ "a" \n : 1 ,\r\n "b"\t:2 }', 1)).toBe(true);
    expect(over('{"é":1,"è":1,"ab":1,"ba":1}', 3)).toBe(true);
    expect(over('{"é":1,"è":1,"ab":1,"ba":1}', 4)).toBe(false);
  });

  it('counts up to a string cut short, and no further; text with no string names nothing', () => {
    expect(over('{"a":1,"b":"unfinished', 1)).toBe(true);
    expect(over('{"a":1,"b', 1)).toBe(false);
    expect(over('', 0)).toBe(false);
    expect(over('12345', 0)).toBe(false);
  });

  it('counts what a JSON value names, however it is written', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 1, '\t'), (value, indent) => {
        const names = memberNamesOf(value).size;
        const text = JSON.stringify(value, null, indent);
        expect([names === 0 || over(text, names - 1), over(text, names)]).toEqual([true, false]);
      }),
    );
  });

  it('finds a hostile region table past the upstream bound, and the demo’s largest answer well within it', async () => {
    expect(over(manyRegionsGeoDefaults(6, 1000, 40), UPSTREAM_MEMBER_NAMES_BOUND)).toBe(true);
    expect(over(manyRegionsGeoDefaults(1, 100, 40), UPSTREAM_MEMBER_NAMES_BOUND)).toBe(false);
    const demo = await createApiRoutes({ kind: 'demo' }).fetch(
      new Request('http://127.0.0.1/dns/v1/domains/large.example.net/geo/defaults', {
        headers: { 'X-Auth-Key': DEMO_API_KEY },
      }),
    );
    const text = await demo.text();
    expect(memberNamesOf(JSON.parse(text)).size).toBeGreaterThan(5000);
    // Room to spare: under a third of the bound.
    expect(over(text, Math.floor(UPSTREAM_MEMBER_NAMES_BOUND / 3))).toBe(false);
  });
});
