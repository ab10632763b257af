import { findFoldedMatches } from './search-text.ts';

/** `text` with the parts matching `needle` (already folded) marked; plain text when none. */
export function HighlightedText({ text, needle }: { text: string; needle: string | undefined }) {
  const ranges = needle ? findFoldedMatches(text, needle) : [];
  if (ranges.length === 0) return text;
  const parts = [];
  let offset = 0;
  for (const [start, end] of ranges) {
    if (start > offset) parts.push(text.slice(offset, start));
    parts.push(
      <mark
        key={start}
        className="rounded-sm bg-amber-200 px-px text-slate-950 dark:bg-amber-300/90 dark:text-slate-950"
      >
        {text.slice(start, end)}
      </mark>,
    );
    offset = end;
  }
  if (offset < text.length) parts.push(text.slice(offset));
  return <>{parts}</>;
}
