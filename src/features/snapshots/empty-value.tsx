/** An empty string from the API, shown as an explicit dash rather than a blank. */
export function Dash() {
  return (
    <span title="empty" className="text-slate-500 dark:text-slate-400">
      —
    </span>
  );
}

/**
 * The text as it is, or {@link Dash} when it is empty. API text is untrusted: it goes in its own
 * bidi isolate, so that a right-to-left override inside cannot reorder what is around it.
 */
export function TextOrDash({ text, className }: { text: string | undefined; className?: string }) {
  if (text === undefined || text === '') return <Dash />;
  return <bdi className={className}>{text}</bdi>;
}
