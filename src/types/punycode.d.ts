// The npm package `punycode` (not Node's deprecated built-in of the same name), imported by file so
// that no tool resolves it to the built-in.
declare module 'punycode/punycode.es6.js' {
  export function decode(input: string): string;
  export function encode(input: string): string;
  export function toUnicode(input: string): string;
  export function toASCII(input: string): string;
}
