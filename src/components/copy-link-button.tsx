import { useLocation } from 'react-router';
import { CopyButton } from './ui/copy-button.tsx';

/**
 * "Copy link": the address of the view on screen, which reproduces it (every screen keeps its whole
 * state in the URL): its path, and `search` as the screen's URL state writes it (`link` of
 * useUrlState), not the address bar's, which may hold defaults, refused values or parameters the
 * app does not know. The one way every screen offers its link.
 */
export function CopyLinkButton({ search, label = 'Copy link to this view' }: { search: string; label?: string }) {
  const location = useLocation();
  return (
    <CopyButton variant="secondary" label={label} text={() => `${window.location.origin}${location.pathname}${search}`}>
      Copy link
    </CopyButton>
  );
}
