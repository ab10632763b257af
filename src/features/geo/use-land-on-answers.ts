import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { pageParts } from '../../lib/paths.ts';

/**
 * A link from another page to a record set's answers (`?record=…&record_type=…` and no `region`,
 * such as a snapshot's "Answers by region") lands on them, as the same link within this page does:
 * that one carries `#coverage-heading`, which the app's layout focuses and brings into view. The
 * layout looks for it as the page arrives, before the panel is drawn (the GEO data is still on its
 * way), so once it is drawn the arrival's entry is given the fragment (replaced, not added to the
 * history), and the layout does the rest. Once per arrival, not on Back or Forward, nor on a page
 * load (the browser does its own with a fragment).
 */
export function useLandOnAnswers({ wanted, drawn }: { wanted: boolean; drawn: boolean }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const shownPath = useRef<string | null>(null);
  /** The key of the arrival waiting for the panel. */
  const arrival = useRef<string | null>(null);

  useEffect(() => {
    if (shownPath.current !== location.pathname) {
      shownPath.current = location.pathname;
      arrival.current = navigationType !== 'POP' && location.hash === '' ? location.key : null;
    }
    // Moved on before the panel came (a filter typed, Back): that view has its own place.
    if (arrival.current !== location.key || !wanted) {
      arrival.current = null;
      return;
    }
    if (!drawn) return;
    arrival.current = null;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: `#${pageParts.geoAnswers}` },
      { replace: true },
    );
  }, [location, navigationType, navigate, wanted, drawn]);
}
