import { formatCountOf } from '../../lib/format-count.ts';
import { DnsText } from '../../components/data-table/dns-text.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { LARGE_CHANGE_SHARE, TTL_CUT_FACTOR, type RollbackRisk } from './rollback-risks.ts';

/** The risks found in a rollback, each with the items behind it (twenty at most), or what was checked. */
export function RollbackRisksNotice({ risks }: { risks: readonly RollbackRisk[] }) {
  if (risks.length > 0) {
    return (
      <Notice tone="warning" title={`This rollback is risky: ${formatCountOf(risks.length, 'warning')}`}>
        <ul className="mt-1 flex flex-col gap-2">
          {risks.map((risk) => (
            <li key={risk.kind}>
              <p className="font-medium">{risk.title}</p>
              {risk.details.length > 0 ? (
                // Broken where a DNS name or value may break (after dots, at spaces), not inside a
                // label; a label too long for a phone's line scrolls here rather than widen the page.
                <ul className="list-disc overflow-x-auto pl-5 font-mono text-xs whitespace-pre-wrap">
                  {risk.details.slice(0, 20).map((detail) => (
                    <li key={detail}>
                      <DnsText text={detail} />
                    </li>
                  ))}
                  {risk.details.length > 20 ? <li>… and {risk.details.length - 20} more</li> : null}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Notice>
    );
  }
  return (
    <Notice tone="success" title="No risky changes found">
      Checked: apex NS records, MX removals, TTL cuts of {TTL_CUT_FACTOR}× or more, and changes to more than{' '}
      {Math.round(LARGE_CHANGE_SHARE * 100)}% of the zone. The SOA record is the service&apos;s own and not checked.
    </Notice>
  );
}
