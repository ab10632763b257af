import { useMemo, useState } from 'react';
import type { TemplateRecord } from '../../contract/schemas.ts';
import { AliasRecordsOption } from '../../components/alias-records-option.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CopyButton } from '../../components/ui/copy-button.tsx';
import type { DomainName } from '../../lib/domain-name.ts';
import { downloadText } from '../../lib/download.ts';
import { DOMAIN_NAME_VARIABLE } from './template-text-segments.ts';
import { hasAliasRecords, type AliasRecords } from '../../lib/zone-file.ts';
import { templateZoneFile } from './template-export-file.ts';
import { Mono } from '../../components/ui/mono.tsx';

export type TemplateExportProps = {
  templateId: string;
  /** The domain the records were substituted for, or null for the raw template. */
  domain: DomainName | null;
  records: readonly TemplateRecord[];
};

/**
 * Exports the records as a BIND zone-file fragment. With a domain: the server's substituted
 * records, `$ORIGIN` the domain. Without: the raw template, `{domain_name}` written as the origin
 * (`@`, relative names), to `$INCLUDE` with any zone's name.
 */
export function TemplateExport({ templateId, domain, records }: TemplateExportProps) {
  const [aliasRecords, setAliasRecords] = useState<AliasRecords>('comment');
  const exported = useMemo(
    () => templateZoneFile(templateId, domain, records, aliasRecords),
    [aliasRecords, domain, records, templateId],
  );
  const hasAlias = hasAliasRecords(records);

  return (
    <section aria-labelledby="template-export-heading" className="flex flex-col gap-2">
      <h2 id="template-export-heading" className="text-lg font-semibold">
        Zone file
      </h2>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {domain ? (
          <>
            The records as the DNS API substituted them for <Mono>{domain.unicode}</Mono>, in BIND format with{' '}
            <Mono>$ORIGIN {domain.ascii}.</Mono> (names in Punycode).
          </>
        ) : (
          <>
            The template as a BIND fragment without <Mono>$ORIGIN</Mono>: <Mono>{DOMAIN_NAME_VARIABLE}</Mono> is written
            as the origin (<Mono>@</Mono>, <Mono>www</Mono> for <Mono>www.{DOMAIN_NAME_VARIABLE}</Mono>), so it fits any
            zone through <Mono>$INCLUDE {exported.fileName} example.com.</Mono> Enter a domain above to export the
            records the DNS API substitutes instead.
          </>
        )}
      </p>
      {exported.unresolved.length > 0 ? (
        <p className="max-w-3xl text-sm text-amber-900 dark:text-amber-100">
          A zone file cannot leave a variable inside text: in record{exported.unresolved.length === 1 ? '' : 's'}{' '}
          {exported.unresolved.join(', ')} <Mono>{DOMAIN_NAME_VARIABLE}</Mono> stays as it is, on lines marked “edit”.
          Replace it by hand.
        </p>
      ) : null}
      {hasAlias ? <AliasRecordsOption value={aliasRecords} onChange={setAliasRecords} /> : null}
      {/* The file's name under the buttons, not in one: a button's label keeps to one line, and a
          long domain's file name made the page scroll sideways on a phone (at 320 px even example.com's). */}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => downloadText(exported.fileName, exported.text, 'text/dns')}>Download zone file</Button>
        <CopyButton text={exported.text} label="Copy zone file" variant="secondary" size="md">
          Copy zone file
        </CopyButton>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Saved as <Mono>{exported.fileName}</Mono>
      </p>
      <details className="rounded-lg border border-slate-200 dark:border-slate-800">
        <summary className="px-3 py-2 text-sm font-medium">Show the zone file</summary>
        {/* Wrapped, not scrolled (a scrolling box would need to be focusable): at spaces, inside a
            word only when it is longer than the line, and what wraps is indented under its line, so
            that no part of a record reads as a line of its own: by one tab stop (8ch), which keeps
            the tab stops of every line where they were. */}
        <pre className="border-t whitespace-pre-wrap wrap-anywhere border-slate-200 px-3 py-2 font-mono text-xs dark:border-slate-800">
          {exported.text
            .replace(/\n$/, '')
            .split('\n')
            .map((line, index) => (
              <span key={index} className="block pl-[8ch] -indent-[8ch]">
                {line === '' ? '\n' : line}
              </span>
            ))}
        </pre>
      </details>
    </section>
  );
}
