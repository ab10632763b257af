import type { TemplateRecord } from '../../contract/schemas.ts';
import type { DomainName } from '../../lib/domain-name.ts';
import { safeFileName } from '../../lib/download.ts';
import { DOMAIN_NAME_VARIABLE } from './template-text-segments.ts';
import { writeTemplateFragment } from './template-zone-fragment.ts';
import { writeZoneFile, type AliasRecords } from '../../lib/zone-file.ts';

export type TemplateZoneFile = { text: string; fileName: string; unresolved: readonly string[] };

/**
 * The zone file the template page offers. With a domain: the records as the DNS API substituted
 * them, `$ORIGIN` the domain (no SOA: a part of a zone, to `$INCLUDE`). Without: the raw template
 * as a fragment, `{domain_name}` written as the origin, to `$INCLUDE` with any zone's name.
 */
export function templateZoneFile(
  templateId: string,
  domain: DomainName | null,
  records: readonly TemplateRecord[],
  aliasRecords: AliasRecords,
): TemplateZoneFile {
  if (domain) {
    const names = domain.ascii === domain.unicode ? domain.unicode : `${domain.unicode} (${domain.ascii})`;
    return {
      text: writeZoneFile(records, {
        origin: domain.unicode,
        comments: [`Template ${templateId} for ${names}, as substituted by the DNS API. Exported by Zonescope.`],
        aliasRecords,
      }),
      fileName: `${safeFileName('template', templateId, domain.ascii)}.zone`,
      unresolved: [],
    };
  }
  const fileName = `${safeFileName('template', templateId)}.zone`;
  return {
    ...writeTemplateFragment(records, {
      comments: [
        `Template ${templateId}: ${DOMAIN_NAME_VARIABLE} is the zone's origin, names are relative to it.`,
        `Include it in a zone file with: $INCLUDE ${fileName} <zone name>.`,
        'Exported by Zonescope.',
      ],
      aliasRecords,
    }),
    fileName,
  };
}
