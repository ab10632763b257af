// The npm package `punycode` (not Node's deprecated built-in), imported by file; it ships no types.
// Same declaration as src/types/punycode.d.ts, which the Node tsconfig does not include.
declare module 'punycode/punycode.es6.js' {
  export function decode(input: string): string;
  export function encode(input: string): string;
  export function toUnicode(input: string): string;
  export function toASCII(input: string): string;
}
