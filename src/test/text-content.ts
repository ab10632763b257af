import type { MatcherFunction } from '@testing-library/react';

/**
 * A Testing Library matcher for the element whose whole text is `text`, however it is split into
 * elements inside (DNS names and values are: see DnsText), and not one of its ancestors:
 * `within(table).getByText(textContentIs('_acme-challenge.example.com'))`.
 */
export function textContentIs(text: string): MatcherFunction {
  return (_content, element) =>
    element !== null &&
    element.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}

/**
 * {@link textContentIs} for a pattern: the innermost element whose whole text matches, however it
 * is split inside (a link parameter's value is isolated in a `<bdi>`: UrlProblemsNotice).
 */
export function textContentMatches(pattern: RegExp): MatcherFunction {
  return (_content, element) =>
    element !== null &&
    pattern.test(element.textContent ?? '') &&
    ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
}
