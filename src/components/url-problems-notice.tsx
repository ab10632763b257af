import { paramProblemParts, type ParamProblem } from '../lib/url-state.ts';
import { Button } from './ui/button.tsx';
import { Notice } from './ui/notice.tsx';

/** How many problems are listed at once; a link with more (a pasted query string, a tool's) folds the rest away. */
const SHOWN_AT_ONCE = 8;

/**
 * Tells which link parameters were ignored and why. The title says no more than that: an ignored
 * value leaves its default, but a repeated parameter's first value is used (each item says which).
 * Past {@link SHOWN_AT_ONCE}, the rest are behind a "N more" disclosure, so that a link with 300
 * unknown parameters does not push the screen below the fold.
 */
export function UrlProblemsNotice({ problems, onDismiss }: { problems: ParamProblem[]; onDismiss: () => void }) {
  if (problems.length === 0) return null;
  // Nine are listed whole: folding one away would save no line.
  const folded = problems.length > SHOWN_AT_ONCE + 1;
  return (
    <Notice
      tone="warning"
      title={problems.length === 1 ? 'A link parameter was ignored' : `${problems.length} link parameters were ignored`}
      actions={
        <Button size="sm" onClick={onDismiss}>
          Clean up link
        </Button>
      }
    >
      <ProblemList problems={folded ? problems.slice(0, SHOWN_AT_ONCE) : problems} />
      {folded ? (
        <details className="mt-1">
          <summary className="font-medium">{problems.length - SHOWN_AT_ONCE} more</summary>
          <ProblemList problems={problems.slice(SHOWN_AT_ONCE)} />
        </details>
      ) : null}
    </Notice>
  );
}

function ProblemList({ problems }: { problems: ParamProblem[] }) {
  return (
    <ul className="list-disc pl-5">
      {problems.map((problem, index) => {
        const { param, shown, reason } = paramProblemParts(problem);
        // The value is the link's, and may hold characters that reorder text: isolated, it cannot
        // turn the app's own words around it (`order_by` “\u202E…”).
        return (
          <li key={`${index}:${param}`}>
            {param} “<bdi>{shown}</bdi>” {reason}.
          </li>
        );
      })}
    </ul>
  );
}
