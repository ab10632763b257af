import type { MatcherFunction } from '@testing-library/react';

/**
 * A Testing Library matcher for the element whose whole text is `text`, however it is split into
 * elements inside (DNS names and values are: see DnsText), and not one of its ancestors:
 * `within(table).getByText(textContentIs('_acme-challenge.example.com'))`.
 */
export function textContentIs(text: string): MatcherFunction {
  return innermostWhoseText((content) => content === text);
}

/**
 * {@link textContentIs} for a pattern: the innermost element whose whole text matches, however it
 * is split inside (a link parameter's value is isolated in a `<bdi>`: UrlProblemsNotice).
 */
export function textContentMatches(pattern: RegExp): MatcherFunction {
  return innermostWhoseText((content) => pattern.test(content));
}

/** The element whose whole text passes `test` while none of its children's does. */
function innermostWhoseText(test: (content: string) => boolean): MatcherFunction {
  return (_content, element) =>
    element !== null &&
    test(element.textContent ?? '') &&
    ![...element.children].some((child) => test(child.textContent ?? ''));
}
