/** Joins class names, skipping empty ones: `classNames('a', cond && 'b')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
