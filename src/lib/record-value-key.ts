import { dnsNameKey } from './domain-name.ts';
import { characterStringKey, txtTextKey } from './presentation-text.ts';

/** Types whose whole value is one domain name. */
const NAME_VALUE_TYPES = new Set(['CNAME', 'ALIAS', 'NS', 'PTR', 'DNAME']);

/**
 * A record value as compared, by type. Domain names inside values (CNAME, ALIAS, NS, PTR targets,
 * MX and SRV targets, SOA names) compare as {@link dnsNameKey}; numbers (MX preference, SRV
 * priority, weight and port) as numbers; IPv6 addresses in their canonical form; runs of spaces
 * between fields count as one. TXT and SPF compare by their text, quoted or bare, and a CAA value
 * so too; any other text exactly, case included.
 * `recordValueKey('MX', '10  Mail.Example.com.')` → `'10 mail.example.com'`.
 */
export function recordValueKey(type: string, value: string): string {
  const kind = type.trim().toUpperCase();
  const fields = value.trim().split(/\s+/);
  if (NAME_VALUE_TYPES.has(kind) && fields.length === 1) return dnsNameKey(value);
  // Each field by its position; a value with an unexpected number of fields compares as written.
  const keyed = (keyOf: (field: string, position: number) => string) => fields.map(keyOf).join(' ');
  switch (kind) {
    case 'MX':
      // preference exchange
      return keyed((field, position) =>
        fields.length !== 2 ? field : position === 0 ? numberKey(field) : dnsNameKey(field),
      );
    case 'SRV':
      // priority weight port target
      return keyed((field, position) =>
        fields.length !== 4 ? field : position < 3 ? numberKey(field) : dnsNameKey(field),
      );
    case 'SOA':
      // primary-server mailbox serial refresh retry expire minimum
      return keyed((field, position) =>
        fields.length < 2 ? field : position < 2 ? dnsNameKey(field) : numberKey(field),
      );
    case 'TXT':
    case 'SPF':
      // Quoted or bare, the same text (presentation-text.ts's txtTextKey).
      return txtTextKey(value);
    case 'A':
      return value.trim();
    case 'AAAA':
      return ipv6Key(value.trim());
    case 'CAA': {
      // flags tag value: the tag is case-insensitive (RFC 8659), the value is not, quoted or bare.
      const [, flags = '', tag = '', tagValue] = /^(\S+)\s+(\S+)\s+(\S[\s\S]*)$/.exec(value.trim()) ?? [];
      return tagValue === undefined
        ? value
        : `${numberKey(flags)} ${tag.toLowerCase()} ${characterStringKey(tagValue)}`;
    }
    default:
      return value;
  }
}

function numberKey(field: string): string {
  return /^\d+$/.test(field) ? String(Number(field)) : field;
}

/** `2001:0DB8:0:0::10` → `2001:db8::10` (the URL parser's canonical form); anything else lowercased. */
function ipv6Key(text: string): string {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return text.toLowerCase();
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return text.toLowerCase();
  }
}
