import { parseDomainName } from '../../lib/domain-name.ts';
import { defineUrlState, enumParam, flagParam, idParam } from '../../lib/url-state.ts';

export const TEMPLATE_VIEWS = ['side-by-side', 'substituted', 'template'] as const;
export type TemplateView = (typeof TEMPLATE_VIEWS)[number];

/**
 * The template screen's view state:
 * - `domain_name`: the domain to preview the template for, Unicode or Punycode in a link, kept in
 *   its Unicode form (the page rewrites a Punycode link); invalid text falls back to none;
 * - `view` (with a domain): both side by side, the server's substituted records, or the raw template;
 * - `compare=yes` (with a domain): compare with the domain's live records.
 * Without a domain the page shows the raw template alone: `view` and `compare` are reported and ignored.
 */
export const templateUrlState = defineUrlState(
  {
    domain_name: idParam((raw) => {
      const result = parseDomainName(raw);
      return result.ok
        ? { ok: true, value: result.domain.unicode }
        : { ok: false, reason: `is not a valid domain name: ${result.reason.replace(/\.$/, '')}` };
    }),
    view: enumParam(TEMPLATE_VIEWS, 'side-by-side'),
    compare: flagParam('yes'),
  },
  { needs: { view: 'domain_name', compare: 'domain_name' } },
);
