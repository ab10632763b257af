import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDomainName } from '../../lib/domain-name.ts';
import { describeParamProblem } from '../../lib/url-state.ts';
import { expectUrlStateLaws } from '../../test/url-state-laws.ts';
import { TEMPLATE_VIEWS, templateUrlState } from './template-url-state.ts';

const label = fc.oneof(
  fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/),
  fc.array(fc.constantFrom(...'абвгдеклмнопрстуя'), { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')),
);
/** Valid domains in the Unicode form the codec keeps. */
const unicodeDomain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'example', 'рф', 'de'))
  .map(([labels, top]) => parseDomainName([...labels, top].join('.')))
  .filter((result) => result.ok)
  .map((result) => (result.ok ? result.domain.unicode : ''));

describe('templateUrlState', () => {
  it('keeps a Punycode domain in its Unicode form and explains an invalid one', () => {
    expect(templateUrlState.parse(new URLSearchParams('domain_name=xn--e1afmkfd.xn--p1ai&compare=yes')).state).toEqual({
      domain_name: 'пример.рф',
      view: 'side-by-side',
      compare: true,
    });
    const { state, problems } = templateUrlState.parse(new URLSearchParams('domain_name=exa_mple.com&view=raw'));
    expect(state).toEqual(templateUrlState.defaults);
    expect(problems.map((problem) => problem.param)).toEqual(['domain_name', 'view']);
    expect(problems[0]?.reason).toMatch(/^is not a valid domain name: /);
  });

  it('keeps the URL-state laws: valid views round-trip, any link is used or reported (property)', () => {
    expectUrlStateLaws(
      templateUrlState,
      fc.oneof(
        fc.record({
          domain_name: unicodeDomain,
          view: fc.constantFrom(...TEMPLATE_VIEWS),
          compare: fc.boolean(),
        }),
        // Without a domain the page shows the raw template: no view or comparison to choose.
        fc.constant(templateUrlState.defaults),
      ),
    );
  });

  it('reports a view or a comparison asked for without a domain, and keeps neither', () => {
    const { state, problems } = templateUrlState.parse(new URLSearchParams('view=template&compare=yes'));
    expect(state).toEqual(templateUrlState.defaults);
    expect(problems.map(describeParamProblem)).toEqual([
      'view “template” needs domain_name beside it; ignored',
      'compare “yes” needs domain_name beside it; ignored',
    ]);
    // Beside a domain that is not one, the domain is reported, and so is what needed it.
    expect(
      templateUrlState
        .parse(new URLSearchParams('domain_name=exa_mple.com&compare=yes'))
        .problems.map((problem) => problem.param),
    ).toEqual(['domain_name', 'compare']);
    expect(templateUrlState.parse(new URLSearchParams('domain_name=example.com&view=template'))).toEqual({
      state: { domain_name: 'example.com', view: 'template', compare: false },
      problems: [],
    });
  });
});
