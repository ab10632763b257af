import { useLocation } from 'react-router';
import { CopyButton } from './ui/copy-button.tsx';

/**
 * "Copy link": the address of the view on screen, which reproduces it (every screen keeps its whole
 * state in the URL). The one way every screen offers its link.
 */
export function CopyLinkButton({ label = 'Copy link to this view' }: { label?: string }) {
  const location = useLocation();
  return (
    <CopyButton
      variant="secondary"
      label={label}
      text={() => `${window.location.origin}${location.pathname}${location.search}`}
    >
      Copy link
    </CopyButton>
  );
}
