import { paramProblemParts, type ParamProblem } from '../lib/url-state.ts';
import { Button } from './ui/button.tsx';
import { Notice } from './ui/notice.tsx';

/** Tells which link parameters were ignored and why; the page shows the defaults instead. */
export function UrlProblemsNotice({ problems, onDismiss }: { problems: ParamProblem[]; onDismiss: () => void }) {
  if (problems.length === 0) return null;
  return (
    <Notice
      tone="warning"
      title={
        problems.length === 1
          ? 'A link parameter was ignored; the page shows its default instead'
          : `${problems.length} link parameters were ignored; the page shows their defaults instead`
      }
      actions={
        <Button size="sm" onClick={onDismiss}>
          Clean up link
        </Button>
      }
    >
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
    </Notice>
  );
}
