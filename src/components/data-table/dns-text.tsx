import type { ReactNode } from 'react';
import { splitForWrapping, type TextPiece } from './dns-text-breaks.ts';

/**
 * A marked stretch of a name or value: a search match, a template's `{domain_name}` or the
 * server's substitution for it, the part of a value a change removes or adds.
 */
export type TextMarkKind = 'match' | 'variable' | 'substituted' | 'removed' | 'added';
export type TextMark = { readonly start: number; readonly end: number; readonly kind: TextMarkKind };

export const MARK_CLASSES: Record<TextMarkKind, string> = {
  match: 'rounded-sm bg-amber-200 px-px text-slate-950 dark:bg-amber-300/90 dark:text-slate-950',
  variable:
    'rounded-sm bg-violet-100 px-0.5 text-violet-900 ring-1 ring-violet-300 ring-inset dark:bg-violet-900/60 dark:text-violet-50 dark:ring-violet-700',
  substituted:
    'rounded-sm bg-amber-100 px-0.5 text-amber-950 ring-1 ring-amber-300 ring-inset dark:bg-amber-800/60 dark:text-amber-50 dark:ring-amber-700',
  removed: 'rounded-sm bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-50',
  added: 'rounded-sm bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-50',
};

const MARK_TITLES: Partial<Record<TextMarkKind, string>> = {
  variable: 'Variable: replaced by the domain name when the template is applied',
  substituted: 'Substituted by the DNS API for {domain_name}',
};

/**
 * A DNS name or value as text, breakable only where splitForWrapping allows: at spaces and after
 * the dots and colons of long words, never inside a label or number (but on a phone, inside one
 * wider than the screen: see LONG_WORD). Needs a parent with
 * `white-space: pre-wrap` and no `break-all`/`overflow-wrap: anywhere`. `marks` (in order, not
 * overlapping) each become one `<mark>`. Always text nodes: record data is never read as HTML.
 */
export function DnsText({ text, marks }: { text: string; marks?: readonly TextMark[] | undefined }) {
  const pieces = splitForWrapping(text);
  const only = pieces[0];
  if (
    pieces.length === 1 &&
    only?.kind === 'word' &&
    !only.keep &&
    only.end - only.start <= PHONE_WORD_LENGTH &&
    !marks?.length
  ) {
    return text;
  }
  if (!marks?.length) return <>{breakable(text, pieces, 0, text.length)}</>;
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const mark of marks) {
    const from = Math.max(mark.start, offset);
    const to = Math.min(mark.end, text.length);
    if (from >= to) continue;
    if (from > offset) parts.push(...breakable(text, pieces, offset, from));
    parts.push(
      <mark
        key={`mark-${from}`}
        data-kind={mark.kind}
        title={MARK_TITLES[mark.kind]}
        className={MARK_CLASSES[mark.kind]}
      >
        {breakable(text, pieces, from, to)}
      </mark>,
    );
    offset = to;
  }
  if (offset < text.length) parts.push(...breakable(text, pieces, offset, text.length));
  return <>{parts}</>;
}

/**
 * Labels and numbers longer than this may not fit a phone's line (13 px monospace in a card at
 * 320 px holds about 30 characters).
 */
const PHONE_WORD_LENGTH = 24;

/**
 * A long label or number: whole on one line in a table (from `lg`); on a phone, where it may be
 * wider than the screen (a 40-character Punycode label is 310 px), a box of its own as wide as it
 * can be, which goes to the next line whole if it fits there and breaks inside only if it does not.
 */
const LONG_WORD = 'lg:whitespace-nowrap max-lg:inline-block max-lg:max-w-full max-lg:wrap-anywhere';

/** The pieces of `text` between `start` and `end`, each protected or breakable as it needs. */
function breakable(text: string, pieces: readonly TextPiece[], start: number, end: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  for (const piece of pieces) {
    if (piece.end <= start || piece.start >= end) continue;
    const from = Math.max(piece.start, start);
    const to = Math.min(piece.end, end);
    const content = text.slice(from, to);
    if (piece.kind === 'free') {
      nodes.push(
        <span key={from} className="wrap-anywhere">
          {content}
        </span>,
      );
    } else if (piece.end - piece.start > PHONE_WORD_LENGTH) {
      nodes.push(
        <span key={from} className={LONG_WORD}>
          {content}
        </span>,
      );
    } else if (piece.keep) {
      nodes.push(
        <span key={from} className="whitespace-nowrap">
          {content}
        </span>,
      );
    } else {
      nodes.push(content);
    }
    if (piece.breakAfter && piece.end <= end) nodes.push(<wbr key={`wbr-${piece.end}`} />);
  }
  return nodes;
}
