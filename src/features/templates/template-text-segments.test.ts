import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countTemplateVariables,
  DOMAIN_NAME_VARIABLE,
  locateSubstitutions,
  splitTemplateText,
  type TextSegment,
} from './template-text-segments.ts';

const joined = (segments: readonly TextSegment[]) => segments.map((segment) => segment.text).join('');

/** Raw template texts: pieces of text with the variable between some of them. */
const rawTemplateText = fc
  .array(fc.oneof(fc.string({ maxLength: 8 }), fc.constant(DOMAIN_NAME_VARIABLE)), { maxLength: 6 })
  .map((pieces) => pieces.join(''));

describe('splitTemplateText', () => {
  it('marks every occurrence of the variable', () => {
    expect(splitTemplateText('v=spf1 include:_spf.{domain_name} a:{domain_name} ~all')).toEqual([
      { text: 'v=spf1 include:_spf.', kind: 'text' },
      { text: '{domain_name}', kind: 'variable' },
      { text: ' a:', kind: 'text' },
      { text: '{domain_name}', kind: 'variable' },
      { text: ' ~all', kind: 'text' },
    ]);
    expect(splitTemplateText('{domain_name}')).toEqual([{ text: '{domain_name}', kind: 'variable' }]);
    expect(splitTemplateText('192.0.2.10')).toEqual([{ text: '192.0.2.10', kind: 'text' }]);
    expect(splitTemplateText('')).toEqual([]);
  });

  it('does not take look-alikes for the variable', () => {
    expect(splitTemplateText('{domain} {DOMAIN_NAME} {{domain_name}}')).toEqual([
      { text: '{domain} {DOMAIN_NAME} {', kind: 'text' },
      { text: '{domain_name}', kind: 'variable' },
      { text: '}', kind: 'text' },
    ]);
  });

  it('gives the text back, without empty segments, with as many variables as counted', () => {
    fc.assert(
      fc.property(rawTemplateText, (raw) => {
        const segments = splitTemplateText(raw);
        expect(joined(segments)).toBe(raw);
        expect(segments.every((segment) => segment.text !== '')).toBe(true);
        expect(segments.filter((segment) => segment.kind === 'variable')).toHaveLength(countTemplateVariables(raw));
      }),
    );
  });
});

describe('locateSubstitutions', () => {
  it('marks where the server put the domain', () => {
    expect(locateSubstitutions('10 mail.{domain_name}', '10 mail.пример.рф')).toEqual([
      { text: '10 mail.', kind: 'text' },
      { text: 'пример.рф', kind: 'substituted' },
    ]);
    expect(locateSubstitutions('{domain_name}', 'example.com')).toEqual([{ text: 'example.com', kind: 'substituted' }]);
  });

  it('keeps a text without the variable as plain text when the server left it alone', () => {
    expect(locateSubstitutions('192.0.2.10', '192.0.2.10')).toEqual([{ text: '192.0.2.10', kind: 'text' }]);
  });

  it('refuses texts that do not line up with the template', () => {
    expect(locateSubstitutions('192.0.2.10', '192.0.2.11')).toBeNull();
    expect(locateSubstitutions('www.{domain_name}', 'web.example.com')).toBeNull();
    expect(locateSubstitutions('{domain_name} and {domain_name}', 'a.com and b.com')).toBeNull();
    expect(locateSubstitutions('{domain_name}.{domain_name}', 'ab')).toBeNull();
    expect(locateSubstitutions('www.{domain_name}', 'www')).toBeNull();
  });

  it('says so when the server left the variable in place', () => {
    expect(locateSubstitutions('www.{domain_name}', 'www.{domain_name}')).toEqual([
      { text: 'www.', kind: 'text' },
      { text: '{domain_name}', kind: 'variable' },
    ]);
  });

  it('finds each occurrence of any consistent replacement, and only the text the server sent', () => {
    fc.assert(
      fc.property(rawTemplateText, fc.string({ minLength: 1, maxLength: 12 }), (raw, domain) => {
        // The test plays the server here; the helper under test only locates.
        // A replacer function, so that `$` patterns in the generated text are not interpreted.
        const server = raw.replaceAll(DOMAIN_NAME_VARIABLE, () => domain);
        const segments = locateSubstitutions(raw, server);
        expect(segments).not.toBeNull();
        expect(joined(segments ?? [])).toBe(server);
        const marked = (segments ?? []).filter((segment) => segment.kind !== 'text');
        expect(marked).toHaveLength(countTemplateVariables(raw));
        expect(marked.every((segment) => segment.text === domain)).toBe(true);
      }),
    );
  });

  it('refuses a server text with one character more or less', () => {
    fc.assert(
      fc.property(
        rawTemplateText.filter((raw) => countTemplateVariables(raw) === 0),
        fc.string({ minLength: 1, maxLength: 3 }),
        (raw, extra) => {
          expect(locateSubstitutions(raw, raw + extra)).toBeNull();
        },
      ),
    );
  });
});
