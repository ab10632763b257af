import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

/**
 * A name in running text set in the monospace face: a domain, a record name, an id, a region code, a file name, a
 * part of a link. Isolated from the sentence's direction (a Hebrew or Arabic label does not reorder the words around
 * it), and broken anywhere only where it must be, so a 63-character label never makes a phone's page scroll sideways.
 * Record values have DnsText, which breaks after their dots and keeps labels whole on wide screens.
 */
export function Mono({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={classNames('font-mono wrap-anywhere', className)}>{children}</bdi>;
}
