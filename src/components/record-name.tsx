import type { ReactNode } from 'react';
import { asciiNameForDisplay } from '../lib/domain-name.ts';
import { describeNameWarnings, findNameWarnings } from '../lib/suspicious-name.ts';
import { Badge } from './ui/badge.tsx';
import { classNames } from './ui/class-names.ts';

export type RecordNameProps = {
  /** The record name as the API sent it (untrusted text). */
  name: string;
  /** The name as shown, when it carries marks (a search highlight); its text must be `name`. */
  children?: ReactNode;
  className?: string;
};

/**
 * A record name from the API, the same way on every screen: the Unicode text in its own bidi
 * isolate (a right-to-left override inside cannot reorder the rest of the row), a warning badge
 * when it mixes scripts or hides characters (the reason as its accessible description), and its
 * Punycode form below it when that differs, so a look-alike shows what it really is:
 * `аpple.example.com` (Cyrillic `а`) → "Mixed scripts", `xn--pple-43d.example.com`.
 */
export function RecordName({ name, children, className }: RecordNameProps) {
  const ascii = asciiNameForDisplay(name);
  const warnings = findNameWarnings(name);
  const description = describeNameWarnings(warnings);
  return (
    <>
      <bdi className={classNames('wrap-anywhere', className)}>{children ?? name}</bdi>
      {warnings.length === 0 ? null : (
        <Badge tone="danger" title={description} className="ml-1.5">
          {warnings.some((warning) => warning.kind === 'mixed-script') ? 'Mixed scripts' : 'Hidden characters'}
          <span className="sr-only">: {description}</span>
        </Badge>
      )}
      {ascii === name ? null : (
        <bdi
          className="block font-mono text-xs wrap-anywhere text-slate-600 dark:text-slate-400"
          title={`Punycode: ${ascii}`}
        >
          <span className="sr-only">Punycode: </span>
          {ascii}
        </bdi>
      )}
    </>
  );
}
