import { formatCount } from '../../lib/format-count.ts';
import type { ComparePart } from './snapshot-url-state.ts';

/**
 * A tab of a snapshot's or a comparison's parts: “GEO records (6)”; on a phone “GEO (6)”, the noun
 * left to screen readers, so that the three tabs stay on one line (wrapped, the third sat under
 * the first with the selection's underline between them).
 */
export function PartTabLabel({ part, count }: { part: ComparePart; count: number }) {
  const total = ` (${formatCount(count)})`;
  if (part === 'records') return `Records${total}`;
  return (
    <>
      {part === 'geo' ? 'GEO ' : 'Failover '}
      {/* Its spaces outside: a name computed from the content trims an element's text. */}
      <span className="max-sm:sr-only">records</span>
      {total}
    </>
  );
}
